/**
 * Helpers for the learning browser tests: the learner's sign-in, stored progress, and the real
 * content (answers are read from `content/` at test time, so the tests follow the content).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LANG, type Lang } from '../../src/i18n/languages.ts';
import { localHref } from '../../src/i18n/routing.ts';
import { MODULE_TABLE } from '../../src/path/rules/curriculum.ts';
import { fill } from '../../src/shared/rules/format.ts';
import type { Module } from '../../src/content-build/schemas/module.ts';
import type { ExamQuestion, Quiz } from '../../src/content-build/schemas/quiz.ts';
import { createConfirmedLearner, storeSession, uniqueEmail } from './accounts.ts';
import { waitForHydration } from './fixtures.ts';

/**
 * Makes the browser a signed-in learner before visiting /learn-now:
 * a new account, created and confirmed through the real sign-up and mailed link (by HTTP,
 * to stay fast), whose session is stored as the site stores it. Ends on `/`.
 */
export async function signInAsLearner(page: Page): Promise<void> {
  const session = await createConfirmedLearner(uniqueEmail('learner'));
  await storeSession(page, session);
  await page.goto('/');
}

export const PROGRESS_KEY = 'vault-club:learning-progress';

/** Stores progress with these modules (and lessons) completed, as an earlier visit would have. Opens `/` to reach the site's storage. */
export async function storeProgress(page: Page, completedModules: string[], completedLessons: string[] = []): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const lessons = Object.fromEntries(completedLessons.map((slug) => [slug, { completed: true, readPercent: 100 }]));
  const value = JSON.stringify({ version: 1, completedModules, currentCategory: 0, currentModule: 0, lessons, quizzes: {}, exam: null });
  await page.evaluate(([key, stored]) => window.localStorage.setItem(key!, stored!), [PROGRESS_KEY, value]);
}

/**
 * A signed-in learner who completed `moduleId` and turned offline use on, on the learning path in
 * `lang` once its lessons are saved on the device ("Available offline"). Returns the path's offline status.
 */
export async function learnerWithLessonsSaved(page: Page, moduleId: string, lang: Lang = DEFAULT_LANG): Promise<Locator> {
  await signInAsLearner(page);
  await storeProgress(page, [moduleId]);
  await page.evaluate(() => localStorage.setItem('vault-club:offline-download', 'on'));
  await page.goto(localHref(lang, '/learn-now'));
  await waitForHydration(page);
  const offlineStatus = page.locator('[data-offline-state]');
  await expect(offlineStatus.getByRole('status')).toHaveText(uiText(lang, 'offline.ready'), { timeout: 20_000 });
  return offlineStatus;
}

/** The ids of one category's modules, in order. */
export const moduleIdsOf = (categoryIndex: number) => MODULE_TABLE.filter((row) => row.categoryIndex === categoryIndex).map(({ id }) => id);

export const ALL_MODULE_IDS = MODULE_TABLE.map(({ id }) => id);

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A module's content, from `content/modules/<id>.json`, or in `lang` from `content/<lang>/modules/<id>.json` (English where it is not translated). */
export function readModule(id: string, lang: Lang = DEFAULT_LANG): Module {
  const translated = `content/${lang}/modules/${id}.json`;
  return json(lang !== DEFAULT_LANG && existsSync(translated) ? translated : `content/modules/${id}.json`) as Module;
}

/** Every UI text of `lang`, from its dictionary files (`src/i18n/<lang>/*.json`). */
const dictionary = (lang: Lang): Record<string, string> =>
  Object.assign({}, ...readdirSync(`src/i18n/${lang}`).map((file) => json(`src/i18n/${lang}/${file}`)));

/** A UI text in `lang` as the page shows it (English where the key is not translated), filled with `values`. */
export function uiText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = dictionary(lang)[key] ?? dictionary(DEFAULT_LANG)[key];
  expect(text, `the UI text ${key}`).toBeDefined();
  return fill(text!, values);
}

/** A category quiz, from `content/quizzes/<name>.json`. */
export const readQuiz = (name: 'finance' | 'web3' | 'education') => json(`content/quizzes/${name}.json`) as Quiz;

/** The exam bank, from `content/exam.json`. */
export const readExam = () => json('content/exam.json') as ExamQuestion[];

/** The question shown in the current fieldset: its legend text. */
export async function shownQuestion(page: Page): Promise<string> {
  return (await page.getByRole('group').locator('legend').textContent())?.trim() ?? '';
}

/** Walks through every slide of the open module with Next (from where it reopened), then presses Start Quiz; in `lang`, with that language's texts. */
export async function openModuleQuiz(page: Page, module: Module, lang: Lang = DEFAULT_LANG): Promise<void> {
  // Once progress is known the module may have reopened where the learner left it.
  await expect(page.locator('[data-player] [data-progress-status]')).toHaveAttribute(
    'data-progress-status',
    /^(device|saved|saving|offline|refused|ask)$/,
  );
  const total = module.slides.length;
  const [before, after] = uiText(lang, 'player.slideOf', { total }).split('{n}') as [string, string];
  const shown = page.getByText(new RegExp(`^${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`));
  const from = Number((await shown.textContent())?.slice(before.length).match(/^\d+/)?.[0] ?? 1);
  for (let slide = from; slide < total; slide++) {
    await page.getByRole('button', { name: uiText(lang, 'player.next'), exact: true }).click();
    await expect(page.getByText(uiText(lang, 'player.slideOf', { n: slide + 1, total }))).toBeVisible();
  }
  await page.getByRole('button', { name: uiText(lang, 'player.startQuiz') }).click();
  await expect(page.getByText(uiText(lang, 'player.questionOf', { n: 1, total: 3 }))).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Answers the module quiz on screen from the content: all right, or the first `wrong` questions
 * wrong. Turns auto-advance off first, so the test moves on with Continue at its own pace. In
 * `lang`, `module` is that language's content ({@link readModule}) and the texts are its own.
 */
export async function answerModuleQuiz(page: Page, module: Module, wrong = 0, lang: Lang = DEFAULT_LANG): Promise<void> {
  await page.getByRole('checkbox', { name: uiText(lang, 'player.autoAdvance') }).uncheck();
  for (let index = 0; index < 3; index++) {
    await expect(page.getByText(uiText(lang, 'player.questionOf', { n: index + 1, total: 3 }))).toBeVisible();
    const text = await shownQuestion(page);
    const question = module.quizPool.find((item) => item.question === text);
    expect(question, `"${text}" is in the pool of ${module.id}`).toBeDefined();
    const pick = index < wrong ? (question!.correctAnswer + 1) % question!.options.length : question!.correctAnswer;
    await page.getByRole('radio', { name: question!.options[pick]!, exact: true }).check();
    await page.getByRole('button', { name: uiText(lang, 'player.submit') }).click();
    const feedback = uiText(lang, index < wrong ? 'player.incorrect' : 'player.correct');
    await expect(page.getByRole('status').filter({ hasText: feedback })).toBeVisible();
    await page.getByRole('button', { name: uiText(lang, index < 2 ? 'player.continue' : 'player.seeResult') }).click();
  }
}

/** Presses Tab until the focused element passes `test`, as a keyboard user would. */
export async function tabUntil(
  page: Page,
  what: string,
  test: (element: { tag: string; type: string; label: string }) => boolean,
  limit = 40,
) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return {
        tag: element?.tagName ?? '',
        type: element?.type ?? '',
        label: (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim(),
      };
    });
    if (test(focused)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

export const aRadio = (element: { type: string }) => element.type === 'radio';
export const named = (pattern: RegExp) => (element: { label: string }) => pattern.test(element.label);

/** Selects option `index` of the focused radio group with the keyboard: Space for the first, arrows for the rest. */
export async function chooseWithKeys(page: Page, index: number) {
  if (index === 0) await page.keyboard.press('Space');
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
}

/**
 * Opens the path `name` on /learn-now: once progress is known (each path shows how many of its
 * modules are done) the page has opened the learner's next path itself, so a path already open
 * is left open.
 */
export async function choosePath(page: Page, name: string): Promise<void> {
  const path = page.getByRole('button', { name: name }).filter({ hasText: 'modules done' });
  await expect(path).toBeVisible();
  if ((await path.getAttribute('aria-pressed')) !== 'true') await path.click();
  await expect(path).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Opens the learning path (/learn-now) and waits for its islands; with `status`, until the
 * progress status line says it (where progress stands, e.g. "Saved to your account"); with
 * `path`, with that learning path chosen.
 */
export async function openPath(page: Page, { status, path }: { status?: string; path?: string } = {}): Promise<void> {
  await page.goto('/learn-now');
  await waitForHydration(page);
  if (status !== undefined) await expect(page.locator('[data-progress-status]').first()).toHaveText(status);
  if (path !== undefined) await choosePath(page, path);
}
