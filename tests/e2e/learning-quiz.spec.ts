import type { Page } from '@playwright/test';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import {
  aRadio,
  chooseWithKeys,
  moduleIdsOf,
  named,
  readModule,
  readQuiz,
  shownQuestion,
  signInAsLearner,
  storeProgress,
  tabUntil,
} from './learner.ts';

const finance = readQuiz('finance');
const web3 = readQuiz('web3');
const education = readQuiz('education');

/** Answers the 15 questions of a category quiz from its answer key, `right` of them correctly, and submits. */
async function takeQuiz(page: Page, quiz: typeof finance, right: number) {
  for (let index = 0; index < 15; index++) {
    await expect(page.getByRole('heading', { name: `Question ${index + 1} of 15` })).toBeVisible();
    const question = quiz.questions[index]!;
    expect(await shownQuestion(page)).toBe(question.question);
    await expect(page.getByText(`Source: ${question.source}`)).toBeVisible();
    const key = quiz.answerKey[question.id]!;
    const value = index < right ? key : (['a', 'b', 'c', 'd'] as const).find((letter) => letter !== key)!;
    const option = question.options.find((item) => item.value === value)!;
    await page.getByRole('radio', { name: `${value}. ${option.text}`, exact: true }).check();
    await page.getByRole('button', { name: index < 14 ? 'Next' : 'Submit Quiz', exact: true }).click();
  }
}

test('a category quiz stays locked until its path is complete', async ({ page }) => {
  // The learning path it links to is for signed-in learners.
  await signInAsLearner(page);
  await storeProgress(page, moduleIdsOf(0).slice(0, 5));
  await page.goto('/finance-quiz');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Quiz Locked' })).toBeVisible();
  await expect(page.getByText('5 / 6 modules completed')).toBeVisible();
  await expect(page.getByText('Complete all 6 Financial Basics modules to unlock this quiz.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the Learning Path' }).click();
  await expect(page).toHaveURL(/\/learn-now\/?$/);
});

test('the Financial Basics quiz passed: Excellent Work, no toast, the review with module links', async ({ page }) => {
  await storeProgress(page, moduleIdsOf(0));
  await page.goto('/finance-quiz');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await takeQuiz(page, finance, 12);
  await expect(page.getByRole('heading', { name: 'Excellent Work' })).toBeVisible();
  await expect(page.getByText('You scored 12/15 (80%). Great job!')).toBeVisible();
  await expect(page.locator('[data-toasts="polite"]'), 'no toast repeats the result').toBeEmpty();
  const review = page.getByRole('region', { name: 'Review Your Answers' });
  await expect(review.getByRole('listitem')).toHaveCount(15);
  await expect(review.locator('li[data-state="incorrect"]')).toHaveCount(3);
  await expect(review.locator('li[data-state="incorrect"]').first()).toContainText('Incorrect');
  const firstSource = finance.questions[0]!.source;
  await expect(review.getByRole('link', { name: `Learn it in ${firstSource}` }).first()).toHaveAttribute('href', /^\/learn\//);
});

test('the Crypto & Web3 quiz failed: Continue Your Web3 Journey, and Retake starts over', async ({ page }) => {
  await storeProgress(page, moduleIdsOf(1));
  await page.goto('/web3-quiz');
  await waitForHydration(page);
  await takeQuiz(page, web3, 10);
  await expect(page.getByRole('heading', { name: 'Continue Your Web3 Journey' })).toBeVisible();
  await expect(page.locator('[data-toasts="polite"]'), 'no toast repeats the result').toBeEmpty();
  await expect(page.getByText('You scored 10/15 (67%). Keep studying Web3 concepts!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 15' })).toBeVisible();
  await expect(page.getByText('Answered 0/15')).toBeVisible();
});

test('the Education & Learning quiz passed at 11/15 (73 %), with its own wording and links', async ({ page }) => {
  await storeProgress(page, moduleIdsOf(2));
  await page.goto('/education-quiz');
  await waitForHydration(page);
  await takeQuiz(page, education, 11);
  await expect(page.getByRole('heading', { name: 'Excellent Work' })).toBeVisible();
  await expect(page.locator('[data-toasts="polite"]'), 'no toast repeats the result').toBeEmpty();
  await expect(page.getByText('You scored 11/15 (73%). Excellent understanding of education!').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Learning' })).toHaveAttribute('href', '/learn-now');
  await expect(page.getByRole('link', { name: 'Explore More Modules' })).toHaveAttribute('href', '/learn-now');
});

test('the final exam is locked until every module is completed', async ({ page }) => {
  await signInAsLearner(page);
  await storeProgress(page, [...moduleIdsOf(0), ...moduleIdsOf(1)]);
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Final Exam Locked' })).toBeVisible();
  await expect(page.getByText('Complete all 18 modules of every path to unlock the comprehensive final exam.')).toBeVisible();
});

test('keyboard alone: a module from the slides through the quiz to the result', async ({ page }) => {
  const module = readModule('what-is-money-really');
  await signInAsLearner(page);
  await page.evaluate(() => window.localStorage.setItem('vault-club:quiz-auto-advance', 'off'));
  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  for (let slide = 1; slide < module.slides.length; slide++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Slide ${module.slides.length} of ${module.slides.length}`)).toBeVisible();
  await tabUntil(page, 'Start Quiz', named(/Start Quiz/));
  await page.keyboard.press('Enter');
  for (let index = 0; index < 3; index++) {
    await expect(page.getByRole('heading', { name: `Question ${index + 1} of 3` })).toBeFocused();
    const text = await shownQuestion(page);
    const asked = module.quizPool.find((item) => item.question === text)!;
    await tabUntil(page, 'the first option', aRadio);
    await chooseWithKeys(page, asked.correctAnswer);
    await expect(page.getByRole('radio', { name: asked.options[asked.correctAnswer]!, exact: true })).toBeChecked();
    await tabUntil(page, 'Submit Answer', named(/^Submit Answer$/));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: index < 2 ? 'Continue' : 'See Result' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeFocused();
});

test.describe('a module’s quiz that cannot be had', () => {
  // Chromium logs each refused request as an error.
  test.use({ allowConsole: [/ERR_INTERNET_DISCONNECTED/] });

  test('says so on Start Quiz, and Start Quiz fetches it again', async ({ page }) => {
    const module = readModule('what-is-money-really');
    await signInAsLearner(page);
    // The player fetches the quiz once it runs, then once more on Start Quiz: both fail, as offline before it was saved.
    let refused = 0;
    await page.route('**/learn/what-is-money-really/quiz.json', (route) =>
      refused++ < 2 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/learn/what-is-money-really');
    await waitForHydration(page);
    await expect.poll(() => refused).toBe(1);
    for (let slide = 1; slide < module.slides.length; slide++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The quiz could not load.' })).toHaveText(
      'The quiz could not load. Check your connection, then press Start Quiz again.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    expect(module.quizPool.map((question) => question.question)).toContain(await shownQuestion(page));
  });
});

test('keyboard alone: a category quiz from the first question to the result and a retake', async ({ page }) => {
  test.setTimeout(60_000);
  await storeProgress(page, moduleIdsOf(0));
  await page.goto('/finance-quiz');
  await waitForHydration(page);
  for (let index = 0; index < 15; index++) {
    const question = finance.questions[index]!;
    const position = question.options.findIndex((option) => option.value === finance.answerKey[question.id]);
    await tabUntil(page, 'the first option', aRadio);
    await chooseWithKeys(page, position);
    await tabUntil(page, index < 14 ? 'Next' : 'Submit Quiz', named(index < 14 ? /^Next/ : /^Submit Quiz$/));
    await page.keyboard.press('Enter');
    if (index < 14) await expect(page.getByRole('heading', { name: `Question ${index + 2} of 15` })).toBeFocused();
  }
  await expect(page.getByRole('heading', { name: 'Excellent Work' })).toBeFocused();
  await expect(page.getByText('You scored 15/15 (100%). Great job!').first()).toBeVisible();
  await tabUntil(page, 'Retake Quiz', named(/^Retake Quiz$/));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 1 of 15' })).toBeFocused();
});
