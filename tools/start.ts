/**
 * `npm start`: builds the site when its sources changed, then serves it on
 * http://127.0.0.1:4321 with the local Supabase stand-in on http://127.0.0.1:54321
 * (unless PUBLIC_SUPABASE_URL points at a real project). WEB_PORT and a loopback
 * PUBLIC_SUPABASE_URL move the two ports, e.g. to run two copies side by side;
 * LOCAL_BACKEND_RATE_LIMITS=off lifts hosted Auth's per-address limits and
 * LOCAL_BACKEND_PASSWORD_COST=4 makes password hashes cheap (both for the browser tests).
 */
import { buildIfNeeded } from './build-if-needed.ts';
import { serveStatic } from './serve.ts';

const WEB_PORT = Number(process.env['WEB_PORT'] ?? 4321);
const backendUrl = process.env['PUBLIC_SUPABASE_URL'];
/** The stand-in runs unless the site is built against a real (non-loopback) project. */
const useLocalBackend = !backendUrl || /^http:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(backendUrl);

/**
 * `LOCAL_BACKEND_PASSWORD_COST` (bcrypt's 4–31; default 10, as hosted Auth): the browser tests
 * make hundreds of accounts, and at 10 each sign-up and sign-in costs the backend a fifth of a
 * second of CPU.
 */
function passwordHashCost(value: string | undefined): { passwordHashCost?: number } {
  if (value === undefined) return {};
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31)
    throw new Error(`LOCAL_BACKEND_PASSWORD_COST must be a whole number from 4 to 31, not "${value}".`);
  return { passwordHashCost: cost };
}

await buildIfNeeded();
if (useLocalBackend) {
  const { startLocalBackend } = await import('@vault-club/local-supabase');
  const backend = await startLocalBackend({
    dataDir: process.env['LOCAL_BACKEND_DATA'] ?? '.data/local',
    log: (line) => console.log(`[backend] ${line}`),
    rateLimits: process.env['LOCAL_BACKEND_RATE_LIMITS'] !== 'off',
    ...passwordHashCost(process.env['LOCAL_BACKEND_PASSWORD_COST']),
  });
  console.log(`Local backend (Supabase stand-in): ${backend.url}   mailbox: ${backend.url}/_dev/mail/`);
}
await serveStatic({ root: 'dist', port: WEB_PORT });
console.log(`Site: http://127.0.0.1:${WEB_PORT}   (Ctrl+C to stop)`);
