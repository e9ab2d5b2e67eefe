import { expect, test } from './fixtures.ts';
import { backend, confirmationLink, createConfirmedLearner, mailTo, storeSession, STRONG_PASSWORD, uniqueEmail } from './accounts.ts';
import { answerModuleQuiz, openModuleQuiz, PROGRESS_KEY, readModule, uiText } from './learner.ts';
import { MODULE_TABLE } from '../../src/path/rules/curriculum.ts';

const FIRST_MODULE = MODULE_TABLE[0]!.id;
/** The recovery mail's subject in Portuguese (supabase/config.toml). */
const RESET_SUBJECT_PT = 'Redefina sua senha do The Vault Club';

test('a Spanish learner signs up (the mail is in Spanish), completes a module in Spanish, switches to Portuguese on the same page and keeps the progress', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('es-journey');
  const module = readModule(FIRST_MODULE, 'es');

  // Sign-up from the Spanish page, coming back to the first module.
  await page.goto(`/es/auth?email=&next=${encodeURIComponent(`/es/learn/${FIRST_MODULE}`)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('textbox', { name: uiText('es', 'auth.name') }).fill('Lucía Aprendiz');
  await page.getByRole('textbox', { name: uiText('es', 'auth.email'), exact: true }).fill(email);
  await page.getByLabel(uiText('es', 'auth.password'), { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: uiText('es', 'auth.submit.signUp') }).click();
  await expect(page.getByRole('heading', { name: uiText('es', 'auth.checkEmail.title') })).toBeFocused();

  // The confirmation mail speaks Spanish, and its link comes back to the Spanish site.
  const [mail] = await mailTo(email);
  expect(mail!.subject).toBe('Confirma tu correo electrónico para The Vault Club');
  expect(mail!.text).toContain('Confirmar correo electrónico');
  expect(mail!.text).not.toContain('Confirm your email address');
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(new RegExp(`/es/learn/${FIRST_MODULE}/?$`));
  await expect(page.getByText(uiText('es', 'auth.confirmed.title'), { exact: true })).toBeVisible();

  // The module, in Spanish, to the end: its progress is saved to the account. Its header names
  // its level in Spanish too, and leads back to the Spanish learning path.
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  const header = page.locator('[data-player] header');
  await expect(header.getByText(uiText('es', `level.${module.level}`), { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: uiText('es', 'player.back') })).toHaveAttribute('href', /^\/es\/learn-now\/?$/);
  await openModuleQuiz(page, module, 'es');
  await answerModuleQuiz(page, module, 0, 'es');
  await expect(page.getByRole('heading', { name: uiText('es', 'player.passTitle') })).toBeVisible();
  await expect(page.locator('[data-player] [data-progress-status]')).toHaveAttribute('data-progress-status', 'saved');

  // Português, from the header, on the same page: the same module, completed, in Portuguese.
  await page.locator('header').getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(new RegExp(`/pt-br/learn/${FIRST_MODULE}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: readModule(FIRST_MODULE, 'pt-br').title })).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), PROGRESS_KEY);
  expect(stored.completedModules).toContain(FIRST_MODULE);
  await page.goto('/pt-br/learn-now');
  const card = page.locator(`[data-module="${FIRST_MODULE}"]`);
  await expect(card).toHaveAttribute('data-state', 'completed');
  await expect(card).toContainText(uiText('pt-br', `level.${module.level}`));

  // The choice reaches the account: a password reset now comes in Portuguese.
  await expect
    .poll(async () => page.evaluate(() => window.localStorage.getItem('vault-club:lang-saved')), {
      message: 'the language kept in the account',
    })
    .toBe('pt-br');
  const recover = await fetch(`${backend.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(recover.ok).toBe(true);
  await expect.poll(async () => (await mailTo(email))[0]!.subject, { message: 'the reset mail' }).toBe(RESET_SUBJECT_PT);

  // A new phone with an English browser: signing in on the English site, the account's Portuguese
  // is offered, in Portuguese; the page stays where it is, in English.
  const phone = await browser.newContext({ locale: 'en-US' });
  try {
    const other = await phone.newPage();
    await other.goto('/auth?next=%2Flearn-now');
    await other.getByRole('button', { name: uiText('en', 'auth.free.signIn'), exact: true }).click();
    await other.getByRole('textbox', { name: uiText('en', 'auth.email'), exact: true }).fill(email);
    await other.getByLabel(uiText('en', 'auth.password'), { exact: true }).fill(STRONG_PASSWORD);
    await other.getByRole('button', { name: uiText('en', 'auth.submit.signIn'), exact: true }).click();
    await expect(other).toHaveURL(/\/learn-now\/?$/);
    const offer = other.locator('[data-language-offer="pt-br"]');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: uiText('pt-br', 'language.suggestionYes') })).toHaveAttribute(
      'href',
      /^\/pt-br\/learn-now\/?$/,
    );
    await expect(other.locator('[data-language-offer]:visible')).toHaveCount(1);
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    expect(await other.evaluate(() => window.localStorage.getItem('vault-club:lang'))).toBe('pt-br');
  } finally {
    await phone.close();
  }
});

test('a shared computer: the language someone chose before never reaches the next account, whose own language wins, and sign-out forgets which account it was kept in', async ({
  page,
}) => {
  const device = (key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
  const session = await createConfirmedLearner(uniqueEmail('shared-computer'));
  await storeSession(page, session);
  // The person before chose Português here and signed out.
  await page.evaluate(() => window.localStorage.setItem('vault-club:lang', 'pt-br'));

  await page.goto('/learn-more');
  await expect.poll(() => device('vault-club:lang-saved'), { message: 'the account met on this device' }).toBe('en');
  expect(await device('vault-club:lang')).toBe('en');
  await expect(page.locator('[data-language-offer]:visible')).toHaveCount(0);
  const user = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  expect(((await user.json()) as { user_metadata: { lang?: string } }).user_metadata.lang).toBeUndefined();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await device('vault-club:lang-saved')).toBeNull();
  expect(await device('vault-club:lang')).toBe('en');
});
