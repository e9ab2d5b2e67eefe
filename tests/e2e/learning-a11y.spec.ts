import type { Page } from '@playwright/test';
import { examReadyLearner, takeExam } from './exam.ts';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import { ALL_MODULE_IDS, answerModuleQuiz, moduleIdsOf, openModuleQuiz, readModule, signInAsLearner, storeProgress } from './learner.ts';

/** Collects axe violations of the page in its current state, labelled with the state. */
async function check(page: Page, state: string, failures: string[]) {
  // Colours are measured at rest: every slide card revealed, every transition and finite animation ended.
  await page.waitForFunction(
    () =>
      !document.querySelector('.reveal[data-state="hidden"]') &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  failures.push(...(await axeViolations(page)).map((violation) => `${state}: ${violation}`));
}

/**
 * Answers `questions` questions with option `option` in the page's own script, Next after each
 * and `submit` after the last: a real click on each control, without a round trip to the test
 * for each (learning-quiz.spec.ts and certificate.spec.ts answer as a learner does).
 */
async function answerInPage(page: Page, option: number, questions: number, submit: string) {
  await page.evaluate(
    async ({ option, questions, submit }) => {
      // A button's name is its text but what it hides from assistive technology (the arrows).
      const nameOf = (button: HTMLButtonElement) =>
        [...button.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent)
          .join('')
          .trim();
      const button = (name: string) =>
        [...document.querySelectorAll('button')].find((candidate) => nameOf(candidate) === name && !candidate.disabled);
      // React commits a click's update after the event, so each step waits for the state it needs, frame by frame.
      const until = async <T>(found: () => T | undefined, what: string): Promise<T> => {
        for (let frame = 0; frame < 600; frame++) {
          const value = found();
          if (value) return value;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        throw new Error(`No ${what}`);
      };
      for (let index = 0; index < questions; index++) {
        const question = () =>
          [...document.querySelectorAll('h2')].find((h2) => /^Question \d+ of/.test(h2.textContent ?? ''))?.textContent;
        const heading = question();
        document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[option]!.click();
        const name = index < questions - 1 ? 'Next' : submit;
        (await until(() => button(name), `enabled "${name}" at question ${index + 1}`)).click();
        if (index < questions - 1) await until(() => question() !== heading || undefined, 'next question');
      }
    },
    { option, questions, submit },
  );
}

test('@mobile axe: the learning path and the lesson player in each state', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const module = readModule('what-is-money-really');
  await signInAsLearner(page);
  await page.goto('/learn-now');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Financial Overview' }).click();
  await check(page, 'learn-now, a path chosen', failures);

  await page.goto('/learn/historical-evolution-money');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Module Locked' })).toBeVisible();
  await check(page, 'player, locked', failures);

  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await check(page, 'player, a slide', failures);
  await page.getByRole('button', { name: 'Previous' }).click();
  await openModuleQuiz(page, module);
  await check(page, 'player, a question', failures);
  await page.getByRole('checkbox', { name: /Move on by itself/ }).uncheck();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await check(page, 'player, an answer checked', failures);

  await page.reload();
  await waitForHydration(page);
  await openModuleQuiz(page, module);
  await answerModuleQuiz(page, module, 1);
  await check(page, 'player, Try Again', failures);
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await answerModuleQuiz(page, module);
  await check(page, 'player, Module Completed', failures);

  await storeProgress(page, ALL_MODULE_IDS);
  await page.goto('/learn-now');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Why Learning Matters' }).click();
  await check(page, 'learn-now, everything completed', failures);
  expect(failures).toEqual([]);
});

test('@mobile axe: long-form lessons, category quizzes and the final exam in each state', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  await page.goto('/learn/financial-basics');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
  await check(page, 'lesson, ready to complete', failures);
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await check(page, 'lesson, completed', failures);

  await storeProgress(page, []);
  await page.goto('/web3-quiz');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Quiz Locked' })).toBeVisible();
  await check(page, 'quiz, locked', failures);

  await storeProgress(page, moduleIdsOf(1));
  await page.goto('/web3-quiz');
  await waitForHydration(page);
  await page.getByRole('radio').first().check();
  await check(page, 'quiz, answering', failures);
  await answerInPage(page, 0, 15, 'Submit Quiz');
  await expect(page.getByRole('region', { name: 'Review Your Answers' })).toBeVisible();
  await check(page, 'quiz, result', failures);

  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toBeVisible();
  await check(page, 'exam, signed out', failures);

  await examReadyLearner(page);
  await storeProgress(page, moduleIdsOf(0));
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Final Exam Locked' })).toBeVisible();
  await check(page, 'exam, locked', failures);

  await storeProgress(page, ALL_MODULE_IDS);
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start the Exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 35' })).toBeVisible();
  await check(page, 'exam, answering', failures);
  await answerInPage(page, 1, 35, 'Submit Exam');
  // Before any pass the result is the score per category and the modules to revisit, never the key.
  await expect(page.getByRole('heading', { name: 'Keep Learning!' })).toBeVisible();
  await check(page, 'exam, failed result', failures);
  await takeExam(page, 35, 'pointer');
  await expect(page.getByRole('region', { name: 'Review Your Answers' })).toBeVisible();
  await check(page, 'exam, passed result with the review', failures);
  expect(failures).toEqual([]);
});
