/**
 * Helpers for the exam and certificate browser tests: a learner whose account shows every
 * module completed (written as the progress sync would, with the service role), and exams
 * taken and certificates issued through the API, to reach the certificate page quickly.
 */
import { expect, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { backend, createConfirmedLearner, storeSession, uniqueEmail, type StoredSession } from './accounts';
import { ALL_MODULE_IDS, readExam, storeProgress } from './learner';

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

/** Passes the exam through the API and issues the certificate; returns its id. */
export async function issuedCertificate(name = 'Grace Hopper'): Promise<string> {
  const session = await createConfirmedLearner(uniqueEmail('certified'));
  await syncAllModules(session);
  const attempt = await rpc<{ attempt_id: string; questions: { id: string }[] }>(session, 'start_exam');
  const answers = Object.fromEntries(attempt.questions.map(({ id }) => [id, bank.find((question) => question.id === id)!.correct]));
  await rpc(session, 'submit_exam', { attempt_id: attempt.attempt_id, answers });
  return (await rpc<{ id: string }>(session, 'issue_certificate', { attempt_id: attempt.attempt_id, name })).id;
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
