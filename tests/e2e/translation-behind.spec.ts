/**
 * A learner on a translated page whose words are behind their English sees so, in their language,
 * with a link to the English page, JavaScript off. The site's own content has no unit behind (its
 * translations are recorded as current), so this builds a copy of the site with the small fixture
 * content: a module translated into Spanish and Portuguese, recorded, then its second slide changed
 * in English (`siteWithTranslationBehind`), and serves it beside the site under test.
 */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serveStatic } from '../../tools/serve.ts';
import { ASTRO, siteWithTranslationBehind } from '../content/fixture-site.ts';
import { expect, test } from './fixtures.ts';
import { uiText } from './learner.ts';

test.describe.configure({ mode: 'serial' });

let site: { dir: string; remove: () => void } | undefined;
let server: Server | undefined;
let origin = '';

test.beforeAll(async () => {
  // One build of a small site: about a minute and a half on a busy 2-core machine.
  test.setTimeout(300_000);
  site = siteWithTranslationBehind();
  const child = spawn(process.execPath, [ASTRO, 'build', '--mode', 'development'], {
    cwd: site.dir,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output.slice(-2000)).toBe(0);
  server = await serveStatic({ root: join(site.dir, 'dist'), port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  site?.remove();
});

/** The module's title and second slide's title in each language (tests/fixtures/translations). */
const TRANSLATED = {
  es: { title: 'Para qué sirve el dinero', slideTwo: 'Diapositiva 2' },
  'pt-br': { title: 'Para que serve o dinheiro', slideTwo: 'Tela 2' },
} as const;

for (const lang of ['es', 'pt-br'] as const) {
  test(`/${lang}/: the slide changed in English is named in the page's notice, with a link to the English page, JavaScript off`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/${lang}/learn/what-money-does`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'es' ? 'es' : 'pt-BR');

    const notice = page.getByRole('note').filter({ hasText: uiText(lang, 'site.behindTitle') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(uiText(lang, 'site.behindText'));
    // Only the slide whose English changed; the other slides and the questions are current.
    await expect(notice.getByRole('listitem')).toHaveText([TRANSLATED[lang].slideTwo]);
    // The translated page itself (its text for readers without JavaScript), not the English fallback.
    await expect(page.getByRole('heading', { level: 1, name: TRANSLATED[lang].title })).toBeVisible();
    await expect(page.getByRole('heading', { name: TRANSLATED[lang].slideTwo })).toBeVisible();

    const link = notice.getByRole('link', { name: uiText(lang, 'site.behindLink') });
    await expect(link).toHaveAttribute('hreflang', 'en');
    await link.click();
    await expect(page).toHaveURL(`${origin}/learn/what-money-does/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Playwright's text queries skip <noscript>, where the English text lives: match the paragraph itself.
    await expect(page.locator('p', { hasText: 'Text of slide 2, corrected by an editor.' }).filter({ visible: true })).toBeVisible();
    await expect(page.locator('[data-translation-behind]')).toHaveCount(0);
    await context.close();
  });
}
