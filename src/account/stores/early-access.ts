/**
 * The early-access sign-up: `idle`, `busy` while the address is being recorded, then `done`
 * (the address is on the list; the page says so and offers an account as the next step).
 *
 * The product refuses a second submission within 30 seconds. The time of the last one is kept
 * in `localStorage` under `vault-club:early-access-sent-at` (milliseconds since the epoch, as
 * text), so the pause also holds after the redirect to `/auth` and a step back; a value that
 * is not a number, or storage that cannot be used, counts as no earlier submission.
 */
import { atom, onMount } from 'nanostores';
import { getRestClient } from '../../shared/stores/rest-client.ts';

const EARLY_ACCESS_COOLDOWN_MS = 30_000;
const SENT_AT_KEY = 'vault-club:early-access-sent-at';

export type EarlyAccessStatus = 'idle' | 'busy' | 'done';

export const $earlyAccess = atom<EarlyAccessStatus>('idle');

onMount($earlyAccess, () => {
  // A page left while busy and brought back from the browser's cache must not find the button
  // stuck on "Registering..."; a page that said "you're on the list" still says so.
  const onPageShow = () => {
    if ($earlyAccess.get() === 'busy') $earlyAccess.set('idle');
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
});

/** What became of a submission. */
export type EarlyAccessResult = 'registered' | 'too-soon' | 'failed';

/** The last submission time when storage cannot be used. */
let sentInMemory: number | undefined;

function lastSentAt(): number | undefined {
  try {
    const value = Number(window.localStorage.getItem(SENT_AT_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : sentInMemory;
  } catch {
    return sentInMemory;
  }
}

function rememberSent(at: number): void {
  sentInMemory = at;
  try {
    window.localStorage.setItem(SENT_AT_KEY, String(at));
  } catch {
    // Without storage the pause only lasts as long as this page: acceptable.
  }
}

/** Whether a submission at `now` comes less than 30 seconds after the one at `sentAt`. */
export function isTooSoon(sentAt: number | undefined, now: number): boolean {
  return sentAt !== undefined && now >= sentAt && now - sentAt < EARLY_ACCESS_COOLDOWN_MS;
}

/**
 * Records `email` (already checked) for early access with the `register_early_access` RPC,
 * unless the last submission was less than 30 seconds ago (the database's rate limits answer
 * `too-soon` as well). `honeypot` is the hidden field only bots fill; it is passed on as is.
 * After `registered` the status is `done`.
 */
export async function registerEarlyAccess(email: string, honeypot = ''): Promise<EarlyAccessResult> {
  const now = Date.now();
  if ($earlyAccess.get() === 'busy' || isTooSoon(lastSentAt(), now)) return 'too-soon';
  rememberSent(now);
  $earlyAccess.set('busy');
  let failed = true;
  let limited = false;
  try {
    const args = honeypot ? { email, source: 'home', website: honeypot } : { email, source: 'home' };
    const { error } = await getRestClient().rpc('register_early_access', args);
    if (error) console.error('Early-access registration failed', error);
    failed = error !== null;
    // The database's per-address and overall limits: "try again shortly", not a failure.
    limited = error?.message === 'rate_limited';
  } catch (error) {
    console.error('Early-access registration failed', error);
  }
  $earlyAccess.set(failed ? 'idle' : 'done');
  if (limited) return 'too-soon';
  return failed ? 'failed' : 'registered';
}
