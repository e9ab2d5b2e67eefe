import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { layoutShift, watchLayoutShifts } from './layout-shift.ts';
import {
  answerModuleQuiz,
  shownQuestion,
  moduleIdsOf,
  openModuleQuiz,
  openPath,
  readModule,
  signInAsLearner,
  storeProgress,
} from './learner.ts';

const first = readModule('what-is-money-really');
const second = readModule('historical-evolution-money');
/** How long an answer's feedback stays before the quiz moves on by itself: "2 seconds", as the setting's label says. */
const FEEDBACK_MS = 2_000;

/** The module card on the learning path. */
const card = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-module="${id}"]`);

test('Learn Now opens on the path of the next module, with Continue first, progress on each path, and does not shift as it loads', async ({
  page,
}) => {
  await signInAsLearner(page);
  await watchLayoutShifts(page);
  await page.goto('/learn-now');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn Now' })).toBeVisible();
  await expect(page.getByText('Start your money & crypto journey today')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get Smart About Money' })).toBeVisible();
  for (const badge of ['18 Interactive Modules', 'Easy to Understand', 'Quizzes & Final Exam'])
    await expect(page.getByText(badge)).toBeVisible();
  for (const reason of ["Don't Lose Your Money", "You're Still Early", 'Find Your People'])
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  // A new learner's next module is the first of the first path: that path is open, Continue leads there.
  await expect(page.getByRole('button', { name: 'Financial Overview' })).toHaveAttribute('aria-pressed', 'true');
  for (const path of ['Web3 & Digital Ownership', 'Why Learning Matters']) {
    await expect(page.getByRole('button', { name: path })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: path })).toContainText('0/6 modules done');
  }
  const first = readModule(moduleIdsOf(0)[0]!);
  await expect(page.getByRole('link', { name: `Continue: ${first.title}` })).toHaveAttribute('href', `/learn/${first.id}`);
  const exam = page.getByRole('region', { name: 'Comprehensive Final Exam' });
  await expect(exam.getByText('Final Exam Locked')).toBeVisible();
  await expect(exam.getByText('0 / 18 modules done')).toBeVisible();
  await expect(exam.getByText('0% complete')).toBeVisible();
  // Cumulative layout shift up to here, the page loaded and its islands hydrated: "good" is under 0.1.
  expect(await layoutShift(page)).toBeLessThan(0.1);

  await page.getByRole('button', { name: 'Web3 & Digital Ownership' }).click();
  await expect(page.getByRole('button', { name: /Web3 & Digital Ownership/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Web3 & Digital Ownership/ })).toContainText('Selected');
  await expect(page.getByRole('region', { name: 'Crypto & Web3 Quiz' })).toContainText('Quiz Locked');
  await page.getByRole('button', { name: /Web3 & Digital Ownership/ }).click();
  await expect(page.getByRole('region', { name: 'Crypto & Web3 Quiz' })).toBeHidden();
});

test('completing module 0 by answering from the content unlocks the next module, and the card says so', async ({ page }) => {
  await signInAsLearner(page);
  await openPath(page, { path: 'Financial Overview' });
  await expect(card(page, second.id)).toHaveAttribute('data-state', 'locked');
  await expect(card(page, second.id)).toContainText('Complete previous modules');
  await expect(card(page, second.id).getByRole('link')).toHaveCount(0);

  await card(page, first.id).getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(/\/learn\/what-is-money-really\/?$/);
  await waitForHydration(page);
  await openModuleQuiz(page, first);
  await answerModuleQuiz(page, first);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await expect(page.locator('[data-toasts="polite"]'), 'no toast repeats the result').toBeEmpty();
  await expect(page.getByRole('link', { name: `Next Module: ${second.title}` })).toHaveAttribute(
    'href',
    '/learn/historical-evolution-money',
  );

  await openPath(page, { path: 'Financial Overview' });
  await expect(card(page, first.id)).toHaveAttribute('data-state', 'completed');
  await expect(card(page, first.id)).toContainText('Completed');
  await expect(card(page, first.id)).toContainText('Review');
  await expect(card(page, second.id)).toHaveAttribute('data-state', 'unlocked');
  await expect(card(page, second.id)).toContainText('Interactive Learning');
  await expect(card(page, second.id).getByRole('link', { name: second.title })).toHaveAttribute(
    'href',
    '/learn/historical-evolution-money',
  );
  await expect(card(page, moduleIdsOf(0)[2]!)).toHaveAttribute('data-state', 'locked');
  await expect(page.getByRole('region', { name: 'Financial Basics Quiz' })).toContainText('1 / 6 modules completed');
});

test('a wrong answer means Try Again, and the next module stays locked', async ({ page }) => {
  await signInAsLearner(page);
  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await openModuleQuiz(page, first);
  await answerModuleQuiz(page, first, 1);
  await expect(page.getByRole('heading', { name: 'Try Again!' })).toBeVisible();
  await expect(page.getByText('You scored 2/3. You need a perfect score to unlock the next module.')).toBeVisible();
  // The result says it, with the focus: no toast repeats it.
  await expect(page.locator('[data-toasts]').first()).toBeEmpty();
  await expect(page.locator('[data-toasts]').last()).toBeEmpty();
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();

  await page.goto('/learn/historical-evolution-money');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Module Locked' })).toBeVisible();
});

test('a locked module shows Module Locked with a way back', async ({ page }) => {
  await signInAsLearner(page);
  await page.goto('/learn/historical-evolution-money');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Module Locked' })).toBeVisible();
  await expect(page.getByText('Complete the previous module with 100% accuracy to unlock this lesson.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Learning Path' }).click();
  await expect(page).toHaveURL(/\/learn-now\/?$/);
});

/** Chooses the shown question's right (or a wrong) option, from the content, and submits it. */
async function submitAnswer(page: Page, right: boolean) {
  const shown = await shownQuestion(page);
  const question = first.quizPool.find((item) => item.question === shown)!;
  const pick = right ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
  await page.getByRole('radio', { name: question.options[pick]!, exact: true }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
}

test('a right answer moves on by itself after 2 seconds unless the learner turns that off; a wrong one waits for the learner', async ({
  page,
}) => {
  // The page's clock is moved on by hand: each wait below is exactly the time the rule names.
  await page.clock.install();
  await signInAsLearner(page);
  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await openModuleQuiz(page, first);
  await submitAnswer(page, false);
  await page.clock.runFor(5000);
  // Still there after 5 s: "Not quite" and the why, for a slow reader.
  await expect(page.getByRole('status').filter({ hasText: 'Not quite.' })).toBeVisible();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitAnswer(page, true);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.clock.runFor(FEEDBACK_MS);
  await expect(page.getByText('Question 3 of 3')).toBeVisible();

  const setting = page.getByRole('checkbox', { name: 'Move on by itself 2 seconds after a right answer' });
  await setting.uncheck();
  await submitAnswer(page, true);
  await page.clock.runFor(FEEDBACK_MS * 2);
  await expect(page.getByRole('button', { name: 'See Result' })).toBeVisible();
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await openModuleQuiz(page, first);
  await expect(page.getByRole('checkbox', { name: 'Move on by itself 2 seconds after a right answer' })).not.toBeChecked();
});

test('progress survives a reload and reaches a second tab', async ({ page, context }) => {
  await signInAsLearner(page);
  await openPath(page, { path: 'Financial Overview' });
  const other = await context.newPage();
  await openPath(other, { path: 'Financial Overview' });
  await expect(card(other, second.id)).toHaveAttribute('data-state', 'locked');

  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await openModuleQuiz(page, first);
  await answerModuleQuiz(page, first);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();

  await expect(card(other, first.id)).toHaveAttribute('data-state', 'completed');
  await expect(card(other, second.id)).toHaveAttribute('data-state', 'unlocked');
  await expect(other.getByRole('region', { name: 'Comprehensive Final Exam' })).toContainText('1 / 18 modules done');

  await page.reload();
  await waitForHydration(page);
  await openPath(page, { path: 'Financial Overview' });
  await expect(card(page, first.id)).toHaveAttribute('data-state', 'completed');
  await other.close();
});

test('corrupt stored progress is replaced by the defaults without breaking the page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInAsLearner(page);
  await page.evaluate(() => window.localStorage.setItem('vault-club:learning-progress', '{not json'));
  await openPath(page, { path: 'Financial Overview' });
  await expect(card(page, first.id)).toHaveAttribute('data-state', 'unlocked');
  expect(warnings.some((text) => text.includes('Failed to parse learning progress'))).toBe(true);
});

test('a completed path opens its quiz, and all 18 modules open the final exam', async ({ page }) => {
  await signInAsLearner(page);
  await storeProgress(page, [...moduleIdsOf(0), ...moduleIdsOf(1), ...moduleIdsOf(2)]);
  await openPath(page, { path: 'Why Learning Matters' });
  const quiz = page.getByRole('region', { name: 'Education & Learning Quiz' });
  await expect(quiz.getByRole('link', { name: 'Start Quiz' })).toHaveAttribute('href', '/education-quiz');
  const exam = page.getByRole('region', { name: 'Comprehensive Final Exam' });
  await expect(exam.getByRole('link', { name: 'Take Final Exam' })).toHaveAttribute('href', '/comprehensive-exam');
  await expect(exam).toContainText('18 / 18 modules done');
  await expect(exam).toContainText('100% complete');
});

test('without JavaScript, a module page still reads in full', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/learn/what-is-money-really');
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  for (const slide of first.slides) await expect(page.getByRole('heading', { name: slide.title })).toBeVisible();
  // Playwright's text queries skip <noscript>, where this text lives: match the paragraph itself.
  await expect(page.locator('p', { hasText: first.slides[0]!.content.split('\n')[0]! }).filter({ visible: true })).toBeVisible();
  await page.goto('/learn-now');
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();
  await context.close();
});
