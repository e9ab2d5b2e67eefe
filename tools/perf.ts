/**
 * `npm run perf`: Lighthouse with its mobile defaults (a mid-range phone on a slow 4G
 * connection, simulated) against the built site served as in production.
 *
 * - Every content page (home, learn more, white paper, a long-form lesson, an interactive
 *   lesson), in every language, is measured against its own script-free copy (the same HTML
 *   without scripts, served by the same server), the two runs interleaved, and the medians
 *   compared: a page passes when its median LCP is within 10 % of its floor's.
 * - `-- --only <regular expression>` measures only the pages whose path matches it (e.g.
 *   `'^/es(/|$)'` for the Spanish ones).
 * - Protected pages are measured signed in (a learner made on the local backend), not as
 *   the redirect to /auth a visitor without a session gets.
 * - No page can hang the run: each audit has a time limit; one that runs over is reported as
 *   TIMEOUT, the browser is restarted, and the run moves on.
 *
 * Not part of `npm test`: figures vary with the machine and its load, hence medians of
 * interleaved runs (`-- --runs N`, default 3). Exits 1 when a content page misses its floor
 * by more than 10 % or a home page (in any language) misses its Lighthouse targets.
 */
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { localHref, pathWithoutLang } from '../src/i18n/routing.ts';
import { AUTH_STORAGE_KEY } from '../src/account/rules/auth-storage.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { ensureChromium } from './ensure-chromium.mjs';
import { FLOOR_PAGES, buildWithFloors, floorPath } from './perf-floor.ts';
import { signedInLearner } from './perf-session.ts';
import { serveStatic } from './serve.ts';

/** The same pages in every language, English first: each language has its own text, fonts' glyphs and content sizes. */
const inEveryLanguage = (paths: string[]) => LANGUAGES.flatMap(({ code }) => paths.map((path) => localHref(code, path)));
/** Pages compared with their script-free floor: one of each kind, in every language. */
const CONTENT_PAGES = inEveryLanguage(FLOOR_PAGES);
/** Further pages, measured alone (`/learn/tokens-tokenization`: a module still locked for a new visitor). */
const OTHER_PAGES = inEveryLanguage(['/learn-now', '/auth', '/finance-quiz', '/learn/tokens-tokenization']);
/** Pages behind sign-in (in any language), measured as a signed-in learner sees them; every other page as a visitor without a session. */
const PROTECTED_PAGES = new Set(['/learn-now']);
const isProtected = (path: string) => PROTECTED_PAGES.has(pathWithoutLang(path));
/** The home page in each language, held to the Lighthouse targets. */
const HOME_PAGES = inEveryLanguage(['/']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const HOME_TARGET: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** How far above its floor a content page's median LCP may be. */
const FLOOR_MARGIN = 0.1;
/** How long one Lighthouse run may take before it is abandoned. */
const AUDIT_LIMIT_MS = Number(process.env['PERF_AUDIT_LIMIT_MS'] ?? 90_000);

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's error code, or TIMEOUT. */
  error?: string;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Math.max(1, Number(argument('--runs')) || 3);
const only = new RegExp(argument('--only') ?? '');

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

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');

const executablePath = ensureChromium();
if (!executablePath) {
  console.error('No Chromium: run `node tools/ensure-chromium.mjs` to see how to install one.');
  process.exit(1);
}
const chromiumPath: string = executablePath;
await buildIfNeeded();
const built = (path: string) => only.test(path) && existsSync(join('dist', path, 'index.html'));
const contentPages = CONTENT_PAGES.filter(built);
const otherPages = OTHER_PAGES.filter(built);
const root = buildWithFloors('dist', contentPages);
const server = await serveStatic({ root, port: 0 });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const learner = await signedInLearner(origin);
const userDataDir = join(root, '.chromium-profile');

let debuggingPort = 0;
let context: BrowserContext | undefined;

/** A fresh browser (Lighthouse runs in its default profile, whose storage `audit` controls). */
async function startBrowser(): Promise<void> {
  await context?.close().catch(() => {});
  rmSync(userDataDir, { recursive: true, force: true });
  debuggingPort = await freePort();
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/robots.txt`);
}

/** Stores the learner's session for a protected page, and removes it for any other page. */
async function setSignedIn(signedIn: boolean): Promise<void> {
  const page = context!.pages()[0]!;
  await page.evaluate(
    ([key, value]) => (value ? window.localStorage.setItem(key!, value) : window.localStorage.removeItem(key!)),
    [AUTH_STORAGE_KEY, signedIn ? learner.session : ''],
  );
}

/**
 * Makes the next run a first visit: empties the HTTP cache and removes the service worker and
 * its offline copy of the site that an earlier run installed (it would answer every page from
 * the device). Lighthouse's own storage reset would also sign the learner out.
 */
async function startFirstVisit(): Promise<void> {
  const page = context!.pages()[0]!;
  const cdp = await context!.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
  const left = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length + (await caches.keys()).length);
  if (left > 0) throw new Error(`a service worker or offline copy is still there: the run would not be a first visit`);
}

async function lighthouseRun(url: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    { extends: 'lighthouse:default', settings: { disableStorageReset: true, maxWaitForLoad: AUDIT_LIMIT_MS / 2 } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Run['scores'],
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...(runtimeError ? { error: runtimeError.code } : {}),
  };
}

const FAILED: Run = { scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 }, fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN };

/** One Lighthouse run of `path`, abandoned (browser restarted) after AUDIT_LIMIT_MS. */
async function audit(path: string): Promise<Run> {
  await startFirstVisit();
  await setSignedIn(isProtected(path));
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<Run>((resolve) => {
    timer = setTimeout(() => resolve({ ...FAILED, error: 'TIMEOUT' }), AUDIT_LIMIT_MS);
  });
  const run = await Promise.race([
    lighthouseRun(`${origin}${path}`).catch((error: Error) => ({ ...FAILED, error: error.message.slice(0, 40) })),
    limit,
  ]);
  clearTimeout(timer);
  if (run.error === 'TIMEOUT') await startBrowser();
  return run;
}

const summary = (runs: Run[]) => {
  const ok = runs.filter((run) => !run.error);
  return {
    ok: ok.length,
    errors: runs.flatMap((run) => (run.error ? [run.error] : [])),
    fcp: median(ok.map((run) => run.fcp)),
    lcp: median(ok.map((run) => run.lcp)),
    tbt: median(ok.map((run) => run.tbt)),
    cls: median(ok.map((run) => run.cls)),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(ok.map((run) => run.scores[id]))])) as Run['scores'],
  };
};

const real = new Map<string, Run[]>();
const floor = new Map<string, Run[]>();
const push = (map: Map<string, Run[]>, path: string, run: Run) => map.set(path, [...(map.get(path) ?? []), run]);
try {
  await startBrowser();
  // A fresh browser (and Lighthouse itself) pays one-off costs on its first run: one unmeasured run.
  await audit(contentPages[0] ?? otherPages[0] ?? '/');
  for (let round = 1; round <= RUNS; round += 1) {
    for (const path of contentPages) {
      process.stdout.write(`round ${round}/${RUNS} ${path} … `);
      const page = await audit(path);
      const bare = await audit(floorPath(path));
      push(real, path, page);
      push(floor, path, bare);
      console.log(`LCP ${seconds(page.lcp)} ${page.error ?? ''} / floor ${seconds(bare.lcp)} ${bare.error ?? ''}`);
    }
    for (const path of otherPages) {
      process.stdout.write(`round ${round}/${RUNS} ${path} … `);
      const page = await audit(path);
      push(real, path, page);
      console.log(`LCP ${seconds(page.lcp)} ${page.error ?? ''}`);
    }
  }
} finally {
  await context?.close().catch(() => {});
  server.close();
  await learner.stop();
  rmSync(root, { recursive: true, force: true });
}

console.log(`\nMedians of ${RUNS} interleaved runs (Lighthouse mobile, simulated slow 4G).`);
console.log(['page'.padEnd(44), 'perf', 'a11y', 'best', ' seo', '     FCP', '     LCP', '   TBT', '   CLS', ' errors'].join('  '));
for (const path of [...contentPages, ...otherPages]) {
  const row = summary(real.get(path) ?? []);
  console.log(
    [
      path.padEnd(44),
      ...CATEGORIES.map((id) => String(row.scores[id]).padStart(4)),
      seconds(row.fcp).padStart(8),
      seconds(row.lcp).padStart(8),
      `${Math.round(row.tbt)} ms`.padStart(6),
      row.cls.toFixed(3).padStart(6),
      ` ${row.errors.join(', ')}`,
    ].join('  '),
  );
}

console.log(`\nEach content page against its script-free floor (same HTML without scripts; medians).`);
console.log(['page'.padEnd(44), ' FCP page', 'FCP floor', ' LCP page', 'LCP floor', '  LCP +%', ' verdict'].join('  '));
const misses: string[] = [];
for (const path of contentPages) {
  const page = summary(real.get(path) ?? []);
  const bare = summary(floor.get(path) ?? []);
  const over = page.lcp / bare.lcp - 1;
  const within = Number.isFinite(over) && over <= FLOOR_MARGIN;
  if (!within) misses.push(`${path}: LCP ${seconds(page.lcp)} against a floor of ${seconds(bare.lcp)}`);
  console.log(
    [
      path.padEnd(44),
      seconds(page.fcp).padStart(9),
      seconds(bare.fcp).padStart(9),
      seconds(page.lcp).padStart(9),
      seconds(bare.lcp).padStart(9),
      (Number.isFinite(over) ? `${(over * 100).toFixed(1)} %` : '–').padStart(8),
      within ? ' within 10 %' : ' OVER',
    ].join('  '),
  );
}

for (const path of HOME_PAGES.filter((path) => contentPages.includes(path))) {
  const home = summary(real.get(path) ?? []);
  const homeMisses = home.ok === 0 ? ['no completed run'] : CATEGORIES.filter((id) => home.scores[id] < HOME_TARGET[id]);
  if (homeMisses.length > 0)
    misses.push(`${path} misses its Lighthouse target (performance ≥ 98; the others 100): ${homeMisses.join(', ')}`);
}
if (misses.length > 0) {
  console.error(`\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery content page is within 10 % of its script-free floor, and each home page meets its Lighthouse target.');
