import { backend, STRONG_PASSWORD, storeSession, type StoredSession } from './accounts.ts';
import { bank, examReadyLearner, takeExam } from './exam.ts';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import { ALL_MODULE_IDS, shownQuestion, storeProgress } from './learner.ts';
import { CATEGORIES } from '../../src/path/rules/curriculum.ts';

/** Each path's name as a regular expression: the exam names a category by the path that teaches it. */
const pathName = CATEGORIES.map(({ name }) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('a failed first exam shows the score per category and the modules to revisit, and no right answer anywhere in the page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await examReadyLearner(page);
  await takeExam(page, 20, 'pointer');
  await expect(page.getByRole('heading', { name: 'Keep Learning!' })).toBeFocused();
  await expect(
    page.locator('#main').getByText('You scored 20/35 (57%). Review the modules to strengthen your understanding!'),
  ).toBeVisible();
  const scores = page.getByRole('region', { name: 'Your score in each category' }).getByRole('listitem');
  await expect(scores).toHaveText(pathName.map((name) => new RegExp(`^${name}: \\d+/\\d+ \\(\\d+%\\)$`)));
  const revisit = page.getByRole('region', {
    name: new RegExp(`^Revisit the modules of (${pathName.join('|')}) before your next attempt:$`),
  });
  await expect(revisit.first().getByRole('link').first()).toHaveAttribute('href', /^\/learn\/[a-z0-9-]+$/);
  expect(await revisit.first().getByRole('link').count()).toBe(6);
  await expect(page.getByRole('region', { name: 'Review Your Answers' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name on the certificate' })).toHaveCount(0);
  const html = await page.content();
  for (const question of bank) {
    if (question.explanation) expect(html).not.toContain(question.explanation);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('signing out with an exam open leaves nothing of it in the browser; signing in again resumes the attempt', async ({ page }) => {
  test.setTimeout(90_000);
  const session: StoredSession = await examReadyLearner(page);
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start the Exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 35' })).toBeFocused();
  const first = await shownQuestion(page);
  const deadline = await page.getByText(/^Submit by /).textContent();
  await page.getByRole('radio').first().check();
  const kept = () =>
    page.evaluate(() => [...Object.keys(window.sessionStorage), ...Object.keys(window.localStorage)].filter((key) => key.includes('exam')));
  expect(await kept()).toHaveLength(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await kept()).toEqual([]);

  const token = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: session.user.email, password: STRONG_PASSWORD }),
  });
  expect(token.status).toBe(200);
  await storeSession(page, (await token.json()) as StoredSession);
  // What the sync brings back from the account on sign-in: every module completed.
  await storeProgress(page, ALL_MODULE_IDS);
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start the Exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 35' })).toBeFocused();
  expect(await shownQuestion(page)).toBe(first);
  await expect(page.getByText(/^Submit by /)).toHaveText(deadline!);
});
