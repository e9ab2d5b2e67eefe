/**
 * Helpers for the exam and certificate browser tests: a learner whose account shows every
 * module completed (written as the progress sync would, with the service role), and exams
 * taken and certificates issued through the API, to reach the certificate page quickly.
 */
import { expect, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '@vault-club/local-supabase';
import { backend, createConfirmedLearner, storeSession, uniqueEmail, type StoredSession } from './accounts.ts';
import { waitForHydration } from './fixtures.ts';
import { ALL_MODULE_IDS, aRadio, chooseWithKeys, named, readExam, shownQuestion, storeProgress, tabUntil } from './learner.ts';

export const bank = readExam();

const rest = (token: string, key = backend.anonKey) => ({
  apikey: key,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

/** Writes the learner's progress on the server with every module completed. */
export async function syncAllModules(session: StoredSession): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/learning_progress`, {
    method: 'POST',
    headers: rest(SERVICE_ROLE_KEY, SERVICE_ROLE_KEY),
    body: JSON.stringify({ user_id: session.user.id, progress: { version: 2, completedModules: ALL_MODULE_IDS } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** A signed-in learner with every module completed, on this device and on the account. Ends on `/`. */
export async function examReadyLearner(page: Page): Promise<StoredSession> {
  const session = await createConfirmedLearner(uniqueEmail('examinee'));
  await syncAllModules(session);
  await storeSession(page, session);
  await storeProgress(page, ALL_MODULE_IDS);
  return session;
}

async function rpc<T>(session: StoredSession, name: string, args: object = {}): Promise<T> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: rest(session.access_token),
    body: JSON.stringify(args),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * The letter under which an attempt shows the right option of question `id` (`right`), or a
 * wrong one: the server shuffles the options of every attempt, so the bank's letter is no guide.
 */
export function shownLetter(id: string, options: readonly { value: string; text: string }[], right: boolean): string {
  const question = bank.find((item) => item.id === id)!;
  const rightText = question.options.find((option) => option.value === question.correct)!.text;
  return options.find((option) => (option.text === rightText) === right)!.value;
}

/** The options of the question on screen, in the order shown: letter and text. */
export async function shownOptions(page: Page): Promise<{ value: string; text: string }[]> {
  return page
    .getByRole('group')
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => {
        const value = label.querySelector('input')!.value;
        return { value, text: (label.textContent ?? '').trim().slice(`${value}.`.length).trim() };
      }),
    );
}

/** Passes the exam through the API and issues the certificate; returns its id. */
export async function issuedCertificate(name = 'Grace Hopper'): Promise<string> {
  return (await certifiedLearner(name)).id;
}

/** A new learner who passed the exam through the API and holds a certificate: their session and its id. */
export async function certifiedLearner(name = 'Grace Hopper'): Promise<{ session: StoredSession; id: string }> {
  const session = await createConfirmedLearner(uniqueEmail('certified'));
  await syncAllModules(session);
  const attempt = await rpc<{ attempt_id: string; questions: { id: string; options: { value: string; text: string }[] }[] }>(
    session,
    'start_exam',
  );
  const answers = Object.fromEntries(attempt.questions.map(({ id, options }) => [id, shownLetter(id, options, true)]));
  await rpc(session, 'submit_exam', { attempt_id: attempt.attempt_id, answers });
  const { id } = await rpc<{ id: string }>(session, 'issue_certificate', { attempt_id: attempt.attempt_id, name });
  return { session, id };
}

/** Revokes a certificate as an operator would. */
export async function revoke(id: string): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/certificates?id=eq.${id}`, {
    method: 'PATCH',
    headers: rest(SERVICE_ROLE_KEY, SERVICE_ROLE_KEY),
    body: JSON.stringify({ revoked_at: new Date().toISOString(), revocation_reason: 'Test' }),
  });
  expect(response.status).toBe(204);
}

/**
 * Starts the exam and answers all 35 questions from the content, `right` of them correctly, then
 * submits: by keyboard alone, or (to keep the suite short where the keyboard is not the point) by pointer.
 */
export async function takeExam(page: Page, right: number, by: 'keyboard' | 'pointer'): Promise<void> {
  await page.goto('/comprehensive-exam');
  await waitForHydration(page);
  if (by === 'pointer') await page.getByRole('button', { name: 'Start the Exam' }).click();
  else {
    await tabUntil(page, 'Start the Exam', named(/^Start the Exam$/));
    await page.keyboard.press('Enter');
  }
  for (let index = 0; index < 35; index++) {
    await expect(page.getByRole('heading', { name: `Question ${index + 1} of 35` })).toBeFocused();
    const text = await shownQuestion(page);
    const shown = bank.find((item) => item.question === text);
    expect(shown, `"${text}" is in the bank`).toBeDefined();
    const options = await shownOptions(page);
    const letter = shownLetter(shown!.id, options, index < right);
    if (by === 'pointer') {
      const option = options.find(({ value }) => value === letter)!;
      await page.getByRole('radio', { name: `${letter}. ${option.text}`, exact: true }).check();
      await page.getByRole('button', { name: index < 34 ? 'Next' : 'Submit Exam', exact: true }).click();
      continue;
    }
    await tabUntil(page, 'the first option', aRadio);
    await chooseWithKeys(page, ['a', 'b', 'c', 'd'].indexOf(letter));
    await tabUntil(page, index < 34 ? 'Next' : 'Submit Exam', named(index < 34 ? /^Next/ : /^Submit Exam$/));
    await page.keyboard.press('Enter');
  }
}
