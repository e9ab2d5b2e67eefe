import { scanBuiltSite } from '../answer-key-scan.ts';
import { SITE_URL, storeSession } from './accounts.ts';
import { bank, certifiedLearner, examReadyLearner, issuedCertificate, revoke, takeExam } from './exam.ts';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import { ALL_MODULE_IDS, storeProgress, tabUntil } from './learner.ts';

const COURSE = 'The Vault Club Money and Crypto Foundations';

test('the built site contains no exam answer key', () => {
  expect(bank).toHaveLength(50);
  expect(scanBuiltSite('dist', bank)).toEqual([]);
});

test('the whole journey by keyboard: the exam graded by the server, a pass, the name confirmed, the certificate verified signed out and printed on one page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await examReadyLearner(page);
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await takeExam(page, 30, 'keyboard');
  await expect(page.getByRole('heading', { name: 'Exceptional Mastery' })).toBeFocused();
  await expect(page.getByText('You scored 30/35 (86%). Outstanding mastery across all subjects!').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review Your Answers' }).locator('li[data-state="incorrect"]')).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);

  const name = page.getByRole('textbox', { name: 'Name on the certificate' });
  await expect(name).toHaveValue('Test Learner');
  await tabUntil(page, 'the name field', (element) => element.tag === 'INPUT' && element.type === 'text');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Enter');
  const view = page.getByRole('link', { name: 'View and share your certificate' });
  await expect(view).toBeVisible();
  await expect(page.getByText(/^Certificate issued on .+ with 86%\.$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/certificate\/\?id=[A-Za-z0-9_-]{24}$/);
  const url = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Final Exam Certificate');

  // The learner finds it again on the learning path.
  await page.goto('/learn-now');
  await expect(page.getByText(/^Your certificate: 86% on /)).toBeVisible();

  // An employer opens the link with no account.
  const employer = await browser.newContext();
  const visitor = await employer.newPage();
  await visitor.goto(url);
  await expect(
    visitor.getByText(/^Verified: this certificate was issued by The Vault Club to Ada Lovelace on \d+ \w+ \d{4}\.$/),
  ).toBeVisible();
  await expect(visitor.getByText('Final exam score: 30/35 (86%)')).toBeVisible();
  await expect(visitor.getByText(COURSE)).toBeVisible();
  await expect(visitor.getByText(/not a professional qualification/)).toBeVisible();
  const linkedIn = new URL((await visitor.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href'))!);
  const id = new URL(url).searchParams.get('id')!;
  expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    name: COURSE,
    organizationName: 'The Vault Club',
    certUrl: `${SITE_URL}/certificate/?id=${id}`,
    certId: id,
  });
  expect(Number(linkedIn.searchParams.get('issueYear'))).toBeGreaterThan(2024);
  expect(await axeViolations(visitor)).toEqual([]);
  await employer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
  await visitor.getByRole('button', { name: 'Copy link' }).click();
  await expect(visitor.getByText('Link copied')).toBeVisible();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}/certificate/?id=${id}`);

  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await visitor.screenshot({ path: test.info().outputPath('certificate-print.png'), fullPage: true });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = (await visitor.pdf({ format, landscape: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g), `${format} landscape pages`).toHaveLength(1);
  }
  await employer.close();
});

test('@mobile the certificate page says when an id is unknown, revoked, or cannot be checked', async ({ page }) => {
  await page.goto('/certificate/?id=AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'No certificate with this id' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/certificate/');
  await expect(page.getByRole('heading', { level: 1, name: 'No certificate with this id' })).toBeVisible();

  const id = await issuedCertificate();
  await revoke(id);
  await page.goto(`/certificate/?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This certificate was revoked' })).toBeVisible();
  await expect(page.getByText('Grace Hopper')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('offline', () => {
  // One pattern: Playwright would read a longer array as [value, options].
  test.use({ allowConsole: [/Could not verify the certificate|Failed to load resource|ERR_INTERNET_DISCONNECTED/] });
  test('the certificate page says the check failed, and Try Again checks again', async ({ page }) => {
    const id = await issuedCertificate('Katherine Johnson');
    await page.route('**/rest/v1/rpc/verify_certificate', (route) => route.abort('internetdisconnected'));
    await page.goto(`/certificate/?id=${id}`);
    await expect(page.getByText('We could not reach the verification service. Check your connection and try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/rest/v1/rpc/verify_certificate');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Verified: this certificate was issued by The Vault Club to Katherine Johnson on /)).toBeVisible();
  });

  test('the learning path keeps the last certificate it saw, marked as last seen, and checks it again once back online', async ({
    page,
    context,
  }) => {
    const { session } = await certifiedLearner('Dorothy Vaughan');
    await storeSession(page, session);
    await storeProgress(page, ALL_MODULE_IDS);
    await page.goto('/learn-now');
    const line = page.locator('[data-certificate]');
    const lastSeen = line.getByText(/^Last seen on \d+ \w+ \d{4}\. It will be checked again when you are back online\.$/);
    await expect(line.getByText(/^Your certificate: 100% on /)).toBeVisible();
    await expect(lastSeen).toBeHidden();

    await page.route('**/rest/v1/certificates*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(line.getByText(/^Your certificate: 100% on /)).toBeVisible();
    await expect(lastSeen).toBeVisible();
    await expect(line.getByRole('link', { name: 'View and share your certificate' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute('**/rest/v1/certificates*');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(lastSeen).toBeHidden();
    await expect(line.getByText(/^Your certificate: 100% on /)).toBeVisible();
  });
});
