/**
 * `npm run perf`: Lighthouse with its mobile defaults (a mid-range phone on a slow 4G
 * connection, simulated) on one page of each kind, against the built site served as in
 * production on a free port. Prints the four category scores and FCP, LCP, TBT and CLS per
 * page, and exits 1 when the home page misses its target. Not part of `npm test`: scores
 * vary with the machine and its load, so each page runs three times (`-- --runs N` to
 * change) and the run with the median performance score is shown, as Lighthouse advises.
 */
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from './build-if-needed.ts';
import { ensureChromium } from './ensure-chromium.mjs';
import { serveStatic } from './serve.ts';

/** One page of each kind; pages the build does not have (yet) are skipped. */
const PAGES = ['/', '/learn-more', '/white-paper', '/learn/financial-basics', '/learn-now', '/auth', '/finance-quiz'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The home page must reach these scores. */
const HOME_TARGET: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own error code when a run failed, e.g. "PROTOCOL_TIMEOUT" on a busy machine. */
  error?: string;
}

/** A port nobody is listening on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const built = (path: string) => existsSync(join('dist', path, 'index.html'));
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 3;

/** The run with the median performance score, among the runs that did not fail. */
function median(runs: Row[]): Row {
  const completed = runs.filter((run) => !run.error);
  if (completed.length === 0) return runs[0]!;
  return [...completed].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(completed.length / 2)]!;
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function audit(url: string, port: number, path: string): Promise<Row> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Row['scores'],
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...(runtimeError ? { error: runtimeError.code } : {}),
  };
}

function print(rows: Row[]): void {
  const header = ['page'.padEnd(26), 'perf', 'a11y', 'best', ' seo', '    FCP', '    LCP', '   TBT', '   CLS'];
  console.log(`\n${header.join('  ')}`);
  for (const row of rows) {
    console.log(
      [
        row.path.padEnd(26),
        ...CATEGORIES.map((id) => String(row.scores[id]).padStart(4)),
        seconds(row.fcp).padStart(7),
        seconds(row.lcp).padStart(7),
        `${Math.round(row.tbt)} ms`.padStart(6),
        row.cls.toFixed(3).padStart(6),
        row.error ?? '',
      ].join('  '),
    );
  }
}

const executablePath = ensureChromium();
if (!executablePath) {
  console.error('No Chromium: run `node scripts/ensure-chromium.mjs` to see how to install one.');
  process.exit(1);
}
await buildIfNeeded();
const server = await serveStatic({ root: 'dist', port: 0 });
const { port: webPort } = server.address() as AddressInfo;
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath,
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const rows: Row[] = [];
try {
  // A fresh browser (and Lighthouse itself) pays one-off costs on its first run, such as
  // finding the system fonts, that a visitor's phone has long paid: one unmeasured run.
  await audit(`http://127.0.0.1:${webPort}/`, debuggingPort, '/');
  for (const path of PAGES.filter(built)) {
    process.stdout.write(`Lighthouse ${path} ×${RUNS} … `);
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`http://127.0.0.1:${webPort}${path}`, debuggingPort, path));
    rows.push(median(runs));
    console.log(runs.map((row) => row.error ?? row.scores.performance).join(', '));
  }
} finally {
  await browser.close();
  server.close();
}

print(rows);
const home = rows.find((row) => row.path === '/');
const misses = !home ? ['no home page'] : home.error ? [home.error] : CATEGORIES.filter((id) => home.scores[id] < HOME_TARGET[id]);
if (misses.length > 0) {
  console.error(`\n/ misses its target (performance ≥ 98; accessibility, best practices and SEO 100): ${misses.join(', ')}`);
  process.exit(1);
}
console.log('\n/ meets its target: performance ≥ 98; accessibility, best practices and SEO 100.');
