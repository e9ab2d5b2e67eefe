import type { Page } from '@playwright/test';
import { LANGUAGE_KEY } from '../../src/language/stores/language.ts';
import { expect, test } from './fixtures.ts';

/**
 * The language switcher and the first-visit offer: the header's links keep the learner on the
 * same page in another language and remember the choice on the device; a browser in another
 * language gets an offer in that language, never a redirect; "No, thanks" keeps it away.
 */
const MODULE = '/learn/what-is-money-really';

const storedLanguage = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_KEY);
const languageLinks = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main|Principal)$/ }).getByRole('list', { name: /^(Language|Idioma)$/ });
const spanishOffer = (page: Page) => page.getByRole('complementary', { name: '¿Quieres leer este sitio en español?' });
const portugueseOffer = (page: Page) => page.getByRole('complementary', { name: 'Quer ler este site em português?' });

/** Waits until the page script has run (the menu is wired) and the network is quiet: any offer it meant to show is shown. */
async function pageScriptDone(page: Page): Promise<void> {
  await expect(page.locator('.menu-toggle')).toHaveAttribute('data-menu-ready', '');
  await page.waitForLoadState('networkidle');
}

test('from a module in English, "Español" opens the same module in Spanish and the choice is remembered, never forced', async ({
  page,
}) => {
  await page.goto(MODULE);
  await pageScriptDone(page);
  // An English browser on an English page: nothing to offer.
  await expect(spanishOffer(page)).toBeHidden();
  await expect(portugueseOffer(page)).toBeHidden();
  const links = languageLinks(page);
  await expect(links.getByRole('link')).toHaveText(['Español', 'Português']);
  await expect(links.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');

  await links.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(new RegExp(`/es${MODULE}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await storedLanguage(page)).toBe('es');
  // From Spanish, the links lead back to the same module in English and Portuguese.
  await expect(languageLinks(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', new RegExp(`^${MODULE}/?$`));
  await expect(languageLinks(page).getByRole('link', { name: 'Português' })).toHaveAttribute('href', new RegExp(`^/pt-br${MODULE}/?$`));

  // Back on an English page, the remembered choice is offered, in Spanish; the page stays English.
  await page.goto('/white-paper');
  await expect(spanishOffer(page)).toBeVisible();
  await expect(spanishOffer(page).getByRole('link', { name: 'Sí, en español' })).toHaveAttribute('href', /^\/es\/white-paper\/?$/);
  await expect(page).toHaveURL(/\/white-paper\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a first visit from a browser in Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('is offered Portuguese on an English page, never redirected; "Não, obrigado" hides the offer, also on the next page', async ({
    page,
  }) => {
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
    });
    await page.goto('/learn-more');
    const offer = portugueseOffer(page);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'pt-BR');
    await expect(offer.getByRole('link', { name: 'Sim, em português' })).toHaveAttribute('href', /^\/pt-br\/learn-more\/?$/);
    await expect(spanishOffer(page)).toBeHidden();
    await pageScriptDone(page);
    // Only the visitor's own navigation: the page offered, it did not move.
    expect(navigations).toEqual(['/learn-more']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storedLanguage(page)).toBeNull();

    await offer.getByRole('button', { name: 'Não, obrigado' }).click();
    await expect(offer).toBeHidden();
    expect(await storedLanguage(page)).toBe('en');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'White Paper' }).click();
    await expect(page).toHaveURL(/\/white-paper\/?$/);
    await pageScriptDone(page);
    await expect(portugueseOffer(page)).toBeHidden();
  });

  test('"Sim, em português" opens the same page in Portuguese, and the offer does not follow there', async ({ page }) => {
    await page.goto('/white-paper');
    await portugueseOffer(page).getByRole('link', { name: 'Sim, em português' }).click();
    await expect(page).toHaveURL(/\/pt-br\/white-paper\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await storedLanguage(page)).toBe('pt-br');
    await pageScriptDone(page);
    await expect(portugueseOffer(page)).toBeHidden();
  });
});

test('keyboard: the language links are reached with Tab and followed with Enter', async ({ page }) => {
  await page.goto('/learn-more');
  await pageScriptDone(page);
  const spanish = languageLinks(page).getByRole('link', { name: 'Español' });
  // Tab from the top of the page until the link has focus: skip link, logo, the navigation's links and buttons, then the languages.
  for (let presses = 0; presses < 20 && !(await spanish.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(spanish).toBeFocused();
  expect(await spanish.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/learn-more\/?$/);
  expect(await storedLanguage(page)).toBe('es');
});

test('@small-screen the mobile menu shows the language links, reached by keyboard, and they keep the page', async ({ page }) => {
  await page.goto('/es/learn-more');
  const toggle = page.getByRole('button', { name: 'Menú' });
  await expect(toggle).toHaveAttribute('data-menu-ready', '');
  const links = languageLinks(page);
  await expect(links).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(links).toBeVisible();
  await expect(links.getByRole('link')).toHaveText(['English', 'Português']);
  const portuguese = links.getByRole('link', { name: 'Português' });
  for (let presses = 0; presses < 20 && !(await portuguese.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(portuguese).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt-br\/learn-more\/?$/);
  expect(await storedLanguage(page)).toBe('pt-br');
});
