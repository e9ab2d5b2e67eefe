/**
 * `npm run bench:review-merge`: merges progress documents of 500 review cards (the most one save
 * may send) into one account through the local stand-in (supabase-js → HTTP → PostgREST
 * subset → `merge_learning_progress` on PGlite) and prints the median (p50) and p95 time per
 * merge. Each document is another device's copy of a card for every question of the content
 * (the most an account holds: it keeps no other card, 20261127000100), some reviewed later, as
 * a learner syncing after a review session sends, and retired cards to make up the 500, which
 * the merge drops. Not a test: a figure to compare before and after a change. `--count N`
 * changes the number of merges (default 200).
 */
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../src/shared/rules/backend.ts';
import { startLocalBackend } from '@vault-club/local-supabase';
import { cardIdsFromContent } from '../src/content-build/read/review-card-ids.ts';
import { percentile } from './percentile.ts';

const count = Number(process.argv[process.argv.indexOf('--count') + 1]) || 200;
const CARDS = 500;
const DAY = 86_400_000;
const live = cardIdsFromContent(pathToFileURL(`${process.cwd()}/`)).ids;
// Questions no path quiz has (each holds 15): retired cards, as a removed question leaves behind.
const ids = [...live, ...Array.from({ length: CARDS - live.length }, (_, i) => `quiz/finance/q${100 + i}`)];

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

/** A document of 500 cards, each last reviewed at a random time in 2025, as a device keeps them. */
function documentAt(next: () => number): Record<string, unknown> {
  const reviews = Object.fromEntries(
    ids.map((id) => {
      const reviewedAt = Date.UTC(2025, 0, 1) + Math.floor(next() * 300) * DAY + Math.floor(next() * DAY);
      const reps = 1 + Math.floor(next() * 8);
      const card = {
        due: new Date(reviewedAt + (1 + Math.floor(next() * 60)) * DAY).toISOString(),
        stability: Math.round((0.2 + next() * 60) * 10_000) / 10_000,
        difficulty: Math.round((1 + next() * 9) * 10_000) / 10_000,
        reps,
        lapses: Math.floor(next() * reps),
        state: 2,
        reviewedAt: new Date(reviewedAt).toISOString(),
      };
      return [id, card];
    }),
  );
  return { version: 2, completedModules: ['what-is-money-really'], reviews };
}

const backend = await startLocalBackend({ dataDir: 'memory', port: 0, passwordHashCost: 4 });
try {
  const email = `bench-review-${Date.now()}@example.com`;
  const password = 'Vault-Club-2025!';
  const anon = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const signup = await anon.auth.signUp({ email, password });
  if (signup.error) throw signup.error;
  const mail = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  await fetch(mail[0]!.links[0]!, { redirect: 'manual' });
  const learner = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const signIn = await learner.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;

  const next = random(27);
  const documents = Array.from({ length: count + 1 }, () => documentAt(next));
  // The account holds a card for every question before the timed merges.
  const first = await learner.rpc('merge_learning_progress', { progress: documents[0] });
  if (first.error) throw new Error(`merge refused: ${first.error.code} ${first.error.message}`);
  const times: number[] = [];
  let last: unknown;
  for (const progress of documents.slice(1)) {
    const start = performance.now();
    const { data, error } = await learner.rpc('merge_learning_progress', { progress });
    times.push(performance.now() - start);
    if (error) throw new Error(`merge refused: ${error.code} ${error.message}`);
    last = data;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const sent = JSON.stringify(documents[1]).length;
  console.log(`merge_learning_progress through the local stand-in: ${count} documents of ${CARDS} review cards into one account`);
  console.log(`  p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}`);
  console.log(`  min ${ms(sorted[0]!)}   max ${ms(sorted.at(-1)!)}   mean ${ms(times.reduce((a, b) => a + b, 0) / count)}`);
  console.log(
    `  each document sent: ${sent} bytes; final document: ${JSON.stringify(last).length} bytes, ${Object.keys((last as { reviews: object }).reviews).length} cards`,
  );
} finally {
  await backend.close();
}
