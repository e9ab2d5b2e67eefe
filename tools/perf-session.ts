/**
 * A signed-in learner for `npm run perf`: the local backend (in memory, on the port the site
 * was built against) and a new account confirmed through the real sign-up and mailed link, so
 * protected pages are measured as a learner sees them instead of as a redirect to /auth.
 */
import { resolveBackend } from '../src/shared/rules/backend.ts';
import { startLocalBackend } from '@vault-club/local-supabase';

const PASSWORD = 'Vault-Club-Perf-2025!';

/** Starts the stand-in and returns the session supabase-js would store, and a way to stop the backend. */
export async function signedInLearner(siteUrl: string): Promise<{ session: string; stop: () => Promise<void> }> {
  const backend = resolveBackend(process.env);
  const local = await startLocalBackend({ dataDir: 'memory', siteUrl, passwordHashCost: 4 });
  const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' };
  const email = `perf-${Date.now().toString(36)}@example.com`;
  const signup = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const mail = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  const link = mail[0]?.links.find((href) => href.includes('/verify?'));
  if (!link) throw new Error('no confirmation mail');
  const location = (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';
  const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  const accessToken = fragment.get('access_token');
  if (!accessToken) throw new Error(`confirmation gave no session: ${location}`);
  const user = await (
    await fetch(`${backend.url}/auth/v1/user`, { headers: { ...headers, Authorization: `Bearer ${accessToken}` } })
  ).json();
  const session = {
    access_token: accessToken,
    token_type: fragment.get('token_type') ?? 'bearer',
    expires_in: Number(fragment.get('expires_in')),
    expires_at: Number(fragment.get('expires_at')),
    refresh_token: fragment.get('refresh_token'),
    user,
  };
  return { session: JSON.stringify(session), stop: () => local.close() };
}
