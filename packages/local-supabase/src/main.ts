/**
 * `npm run backend`: the local Supabase stand-in on its own (DEVELOPMENT ONLY), on
 * http://127.0.0.1:54321 unless told otherwise. Settings come from the environment:
 * `LOCAL_BACKEND_DATA` (data directory, default `.data/local`; `memory` for a throwaway
 * database), `LOCAL_BACKEND_PORT`, `PUBLIC_SUPABASE_URL` (its port is used when it is a
 * loopback URL), `SITE_URL` and `LOCAL_BACKEND_RATE_LIMITS` (`off` lifts hosted Auth's
 * per-address limits). Stops cleanly on Ctrl+C or SIGTERM.
 */
import { startLocalBackend, type LocalBackend } from './server.ts';

const dataDir = process.env['LOCAL_BACKEND_DATA'] || '.data/local';
const port = process.env['LOCAL_BACKEND_PORT'] ? Number(process.env['LOCAL_BACKEND_PORT']) : undefined;

let backend: LocalBackend;
try {
  backend = await startLocalBackend({
    dataDir,
    ...(port !== undefined ? { port } : {}),
    log: (line) => console.log(line),
    rateLimits: process.env['LOCAL_BACKEND_RATE_LIMITS'] !== 'off',
  });
} catch (error) {
  console.error(`The local backend could not start: ${(error as Error).message}`);
  process.exit(1);
}

console.log(`Local backend (Supabase stand-in, development only): ${backend.url}`);
console.log(`Mailbox: ${backend.url}/_dev/mail/   Data: ${dataDir}   (Ctrl+C to stop)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
