/**
 * `npm run bench:progress-ceiling`: the attacks of issues 29 and 39 against the local stand-in.
 * One account saves 60 documents of 200 made-up module ids each (supabase-js → HTTP →
 * `merge_learning_progress` on PGlite), then a module of the curriculum; prints how many saves
 * were merged and how many refused, the stored size after them, whether the real module is
 * stored, and the time of one such save (median and p95 of `--count N` more, 50 by default).
 * Since 20261127000100 the made-up ids are dropped, so nothing grows towards the 64 KB ceiling.
 * Not a test: figures to report.
 */
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../src/shared/rules/backend.ts';
import { startLocalBackend } from '@vault-club/local-supabase';
import { PROGRESS_LIMITS } from '../src/progress/rules/progress-limits.ts';
import { percentile } from './percentile.ts';

const count = Number(process.argv[process.argv.indexOf('--count') + 1]) || 50;
const madeUp = (batch: number) => Array.from({ length: 200 }, (_, i) => `made-up-${batch}-${i}-${'x'.repeat(40)}`);
const REAL = 'what-is-money-really';
const ms = (value: number) => `${value.toFixed(2)} ms`;

const backend = await startLocalBackend({ dataDir: 'memory', port: 0, passwordHashCost: 4 });
try {
  const email = `ceiling-${Date.now()}@example.com`;
  const password = 'Vault-Club-2025!';
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const signup = await createClient(backend.url, LOCAL_ANON_KEY, options).auth.signUp({ email, password });
  if (signup.error) throw signup.error;
  const mail = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  await fetch(mail[0]!.links[0]!, { redirect: 'manual' });
  const learner = createClient(backend.url, LOCAL_ANON_KEY, options);
  const signIn = await learner.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;

  const save = async (completedModules: string[]) => {
    const start = performance.now();
    const { error } = await learner.rpc('merge_learning_progress', { progress: { version: 2, completedModules } });
    if (error && error.details !== 'stored_progress_full') throw new Error(`unexpected refusal: ${error.code} ${error.message}`);
    return { refused: Boolean(error), ms: performance.now() - start };
  };
  const answers = [];
  for (let batch = 0; batch < 60; batch++) answers.push(await save(madeUp(batch)));
  const refused = answers.filter((answer) => answer.refused).length;
  const real = await save([REAL]);
  const { data } = await learner.from('learning_progress').select('progress').single();
  const progress = data!['progress'] as { completedModules: string[] };
  const stored = Buffer.byteLength(JSON.stringify(progress));
  console.log(`60 saves of 200 made-up module ids: ${60 - refused} merged, ${refused} refused (stored_progress_full)`);
  console.log(`  then ${REAL}: ${real.refused ? 'refused' : 'merged'}; the account holds ${JSON.stringify(progress.completedModules)}`);
  console.log(`  stored document after them: ${stored} bytes (ceiling ${PROGRESS_LIMITS.storedBytes})`);

  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await save(madeUp(1000 + i))).ms);
  const sorted = times.sort((a, b) => a - b);
  console.log(`one save of 200 made-up ids (${count} saves): median ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}`);
} finally {
  await backend.close();
}
