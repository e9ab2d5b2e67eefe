/**
 * `npm run bench:progress`: merges 1,000 progress documents into one account through the local
 * stand-in (supabase-js → HTTP → PostgREST subset → `merge_learning_progress` on PGlite) and
 * prints the median, p95 and other percentiles of the time per merge. Not a test: a figure to
 * compare before and after a change. `--count N` changes the number of documents.
 */
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../src/shared/rules/backend.ts';
import { startLocalBackend } from '@vault-club/local-supabase';
import { percentile } from './percentile.ts';

const count = Number(process.argv[process.argv.indexOf('--count') + 1]) || 1000;
const MODULES = [
  'what-is-money-really',
  'historical-evolution-money',
  'types-financial-markets',
  'crypto-market-role',
  'cryptocurrencies-fundamentals',
  'digital-ownership-empowerment',
  'tokens-tokenization',
  'money-as-control',
  'global-education-statistics',
  'democratizing-financial-knowledge',
];
const LESSONS = ['financial-basics', 'digital-asset-fundamentals', 'understanding-markets', 'shortfalls-of-crypto'];
const QUIZZES = ['finance', 'web3', 'education'];

/** A small seeded generator (mulberry32), so every run merges the same documents. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A document as a device would send it: some modules with times, lessons, quiz and exam results. */
function documentAt(next: () => number): Record<string, unknown> {
  const pick = <T>(items: T[]) => items.filter(() => next() < 0.4);
  const time = () => new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 3e10)).toISOString();
  const result = (total: number) => {
    const score = Math.floor(next() * (total + 1));
    return { score, total, percent: Math.round((score / total) * 100) };
  };
  const modules = pick(MODULES);
  return {
    version: 2,
    completedModules: modules,
    completedAt: Object.fromEntries(modules.map((id) => [id, time()])),
    lessons: Object.fromEntries(pick(LESSONS).map((slug) => [slug, { completed: next() < 0.5, readPercent: Math.floor(next() * 101) }])),
    quizzes: Object.fromEntries(pick(QUIZZES).map((id) => [id, result(15)])),
    exam: next() < 0.3 ? result(50) : null,
  };
}

const backend = await startLocalBackend({ dataDir: 'memory', port: 0, passwordHashCost: 4 });
try {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Vault-Club-2025!';
  const anon = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const signup = await anon.auth.signUp({ email, password });
  if (signup.error) throw signup.error;
  const mail = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  await fetch(mail[0]!.links[0]!, { redirect: 'manual' });
  const learner = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const signIn = await learner.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;

  const next = random(14);
  const documents = Array.from({ length: count }, () => documentAt(next));
  const times: number[] = [];
  let last: unknown;
  for (const progress of documents) {
    const start = performance.now();
    const { data, error } = await learner.rpc('merge_learning_progress', { progress });
    times.push(performance.now() - start);
    if (error) throw new Error(`merge refused: ${error.code} ${error.message}`);
    last = data;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`merge_learning_progress through the local stand-in: ${count} documents into one account`);
  console.log(`  median ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}`);
  console.log(`  min ${ms(sorted[0]!)}   max ${ms(sorted.at(-1)!)}   mean ${ms(times.reduce((a, b) => a + b, 0) / count)}`);
  console.log(
    `  final document: ${JSON.stringify(last).length} bytes, ${(last as { completedModules: string[] }).completedModules.length} modules`,
  );
} finally {
  await backend.close();
}
