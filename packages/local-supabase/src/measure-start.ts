/**
 * Measures how long `npm run backend` takes to answer. Cold: a fresh data directory on a
 * machine with no cached snapshot (initdb, bootstrap, every migration, the pool seed), as
 * a newcomer's first `npm start`. Warm: the same directory again. Also a fresh directory
 * and the in-memory mode once the snapshot is cached (after the tests ran once). Each start
 * is a new Node process, timed from spawn until the stand-in prints its URL.
 * Run: `npx node supabase/local/measure-start.ts [runs]` (Node 24, as the project ships it).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Starts the stand-in in a child process and resolves with the milliseconds until it printed its URL. */
function timeStart(dataDir: string, snapshots?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const env = {
      ...process.env,
      LOCAL_BACKEND_DATA: dataDir,
      LOCAL_BACKEND_PORT: '0',
      ...(snapshots ? { LOCAL_BACKEND_CACHE: snapshots } : {}),
    };
    const child = spawn(process.execPath, [MAIN], { env });
    let output = '';
    let elapsed = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!elapsed && output.includes('Local backend')) {
        elapsed = performance.now() - started;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => (elapsed ? resolve(elapsed) : reject(new Error(`The stand-in did not start:\n${output}`))));
  });
}

const runs = Number(process.argv[2] ?? 3);
const rows: [string, number][] = [];
for (let run = 1; run <= runs; run++) {
  const dir = await mkdtemp(join(tmpdir(), 'vault-club-measure-'));
  try {
    rows.push([`cold: first start ever #${run}`, await timeStart(join(dir, 'local'), dir)]);
    rows.push([`warm: same data dir #${run}`, await timeStart(join(dir, 'local'))]);
    await timeStart('memory');
    rows.push([`fresh data dir, snapshot cached #${run}`, await timeStart(join(dir, 'again'))]);
    rows.push([`memory (tests), snapshot cached #${run}`, await timeStart('memory')]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
console.table(rows.map(([start, ms]) => ({ start, seconds: Number((ms / 1000).toFixed(2)) })));
