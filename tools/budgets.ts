/**
 * Byte budgets, measured from the build: for each page, the gzipped JavaScript it loads
 * before any interaction (inline scripts, module scripts, island components and their
 * static imports; dynamic imports are not counted), for every visitor, signed in or not;
 * where islands hydrate only for a signed-in learner once they come near the screen
 * (`client:signed-in`), also what a signed-in learner has loaded once they reach them; its gzipped
 * CSS; and the bytes of each language's full offline precache (what a learner's device saves
 * in the background after the first visit, one language's only, see
 * `integrations/vault-club/steps/service-worker.ts`). Prints a table and exits 1 when a page is
 * over budget, loads supabase-js where it must not, or a language's precache is over its limit.
 *
 * `node tools/budgets.ts --chunks /learn-now` also lists what that page loads, file by file,
 * what the same code would weigh as one file (what splitting it into chunks costs), and how many
 * bytes it has left under its budget.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../src/content-build/http/headers-file.ts';
import { TRANSLATED_LANGS } from '../src/i18n/languages.ts';
import { localHref, pathWithoutLang } from '../src/i18n/routing.ts';
import { sentSize } from './serve.ts';
import { FLOOR_PAGES, stripScripts } from './perf-floor.ts';
import pageBudgets from './page-budgets.json' with { type: 'json' };

/** The JavaScript budgets, as data (`tools/page-budgets.json`, in KB): see its comment. */
export const PAGE_BUDGETS = pageBudgets as {
  ceilingWithIslands: number;
  withoutIslands: number;
  scriptPages: Record<string, number>;
  pages: Record<string, { js: number; scrolled: number }>;
};

/** Gzipped bytes a page may load, besides its JavaScript. */
export const BUDGETS = {
  css: 25 * 1024,
  /**
   * The home page, in every language, with its headers, as the server sends it (brotli): it must
   * arrive in the first round trip, the 10 packets of 1,460 bytes a connection starts with. One
   * byte over costs a whole round trip more (150 ms on slow 4G): the Spanish home page at 14,631
   * bytes (gzip) painted 0.15 s after its script-free copy (`npm run perf`).
   */
  homeFirstRoundTrip: 10 * 1460,
} as const;

/**
 * The round trips a response of `bytes` takes on a new connection: TCP's slow start sends 10
 * packets of 1,460 bytes, then twice as many each round trip (20, 40, …).
 */
export function roundTrips(bytes: number): number {
  let trips = 1;
  for (let window = BUDGETS.homeFirstRoundTrip, sent = window; sent < bytes; trips += 1) {
    window *= 2;
    sent += window;
  }
  return trips;
}

/** Whether `page` takes a round trip more than its script-free copy: its scripts and island props paint it that much later. */
export const extraRoundTrip = (page: Pick<PageWeight, 'htmlSent' | 'floorSent'>) => roundTrips(page.htmlSent) > roundTrips(page.floorSent);

/** The pages held to their script-free copy's round trips: those `npm run perf` compares with it (`FLOOR_PAGES`), in every language. */
const isFloorPage = (path: string) => FLOOR_PAGES.includes(pathWithoutLang(path).replace(/(.)\/$/, '$1'));

/** The home page in each language: the first page most visitors see, held to `BUDGETS.homeFirstRoundTrip`. */
const isHomePage = (path: string) => pathWithoutLang(path) === '/';

/**
 * Bytes of the status line and the headers every response carries besides those of `_headers`
 * (Content-Type, Cache-Control, Content-Encoding, Vary, Date, Connection, Keep-Alive,
 * Transfer-Encoding): 241 from `npm start`, rounded up for a host's own.
 */
const BASE_HEADER_BYTES = 400;

/** Pages allowed to load supabase-js at once (in every language); elsewhere it is only imported on demand. */
const SUPABASE_PAGES = new Set(['/auth']);

const DIST = resolve('dist');
const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g;

function assetPath(url: string, from: string): string {
  return url.startsWith('/') ? join(DIST, url) : resolve(dirname(from), url);
}

function jsGraph(entry: string, seen: Set<string>): void {
  if (seen.has(entry) || !existsSync(entry)) return;
  seen.add(entry);
  for (const [, url] of readFileSync(entry, 'utf8').matchAll(STATIC_IMPORT)) jsGraph(assetPath(url!, entry), seen);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** What one page loads. */
export interface PageWeight {
  path: string;
  /** Gzipped JavaScript every visitor loads. */
  js: number;
  /** Gzipped JavaScript a signed-in learner has loaded once near the islands kept for them: `js` and those islands. */
  jsSignedIn: number;
  css: number;
  /** Islands that hydrate for every visitor. */
  islands: number;
  /** Islands that hydrate only for a signed-in learner, near the screen (`client:signed-in`). */
  signedInIslands: number;
  loadsSupabase: boolean;
  /** Bytes of the HTML as sent (brotli) with its headers: what must arrive before the first paint. */
  htmlSent: number;
  /** The same for the page's script-free copy (`stripScripts`, what `npm run perf` holds it to): its floor. */
  floorSent: number;
  /** Gzipped bytes of the page's inline scripts. */
  inlineJs: number;
  /** The files of JavaScript every visitor loads, with their gzipped bytes. */
  chunks: { file: string; gzip: number }[];
}

const ISLAND_URL = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;

/** The script URLs of a page's islands: those every visitor loads, and those only a signed-in learner's browser loads. */
export function islandScripts(html: string): { everyone: string[]; signedIn: string[]; islands: number; signedInIslands: number } {
  const tags = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag);
  const urls = (tag: string) => [...tag.matchAll(ISLAND_URL)].map(([, url]) => url!);
  const signedIn = tags.filter((tag) => /\bclient="signed-in"/.test(tag));
  const everyone = tags.filter((tag) => !signedIn.includes(tag));
  return { everyone: everyone.flatMap(urls), signedIn: signedIn.flatMap(urls), islands: everyone.length, signedInIslands: signedIn.length };
}

/** The rules of `dist/_headers`, read once. */
let headerRules: HeaderRule[] | undefined;
const headerBytes = (path: string) => {
  headerRules ??= existsSync(join(DIST, '_headers')) ? parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8')) : [];
  const headers = Object.entries(headersForPath(headerRules, path));
  return BASE_HEADER_BYTES + headers.reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
};

/** Measures one built HTML page. */
export function measurePage(file: string): PageWeight {
  const html = readFileSync(file, 'utf8');
  const path = `/${relative(DIST, file)}`
    .replace(/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!).filter(Boolean);
  const islands = islandScripts(html);
  const entries = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      ([, url]) => url!,
    ),
    ...islands.everyone,
  ].map((url) => assetPath(url, file));
  const graph = new Set<string>();
  for (const entry of entries) jsGraph(entry, graph);
  const signedInGraph = new Set(graph);
  for (const url of islands.signedIn) jsGraph(assetPath(url, file), signedInGraph);
  // Each chunk is read and gzipped once, however many of the two graphs hold it.
  const chunks = new Map([...signedInGraph].map((chunk) => [chunk, readFileSync(chunk)]));
  const chunkSizes = new Map([...chunks].map(([chunk, body]) => [chunk, gzipSize(body)]));
  const gzipped = (graphChunks: Set<string>) => [...graphChunks].reduce((sum, chunk) => sum + chunkSizes.get(chunk)!, 0);
  const inlineJs = inline.reduce((sum, body) => sum + gzipSize(body), 0);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, url]) => readFileSync(assetPath(url!, file)));
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body!);
  return {
    path,
    js: inlineJs + gzipped(graph),
    jsSignedIn: inlineJs + gzipped(signedInGraph),
    css: styles.reduce((sum, body) => sum + gzipSize(body), 0) + inlineStyles.reduce((sum, body) => sum + gzipSize(body), 0),
    islands: islands.islands,
    signedInIslands: islands.signedInIslands,
    loadsSupabase: [...graph].some((chunk) => chunks.get(chunk)!.includes('X-Client-Info')),
    htmlSent: sentSize(html) + headerBytes(path.replace(/^(\/[^/]+)$/, '$1/')),
    floorSent: sentSize(stripScripts(html)) + headerBytes(path.replace(/^(\/[^/]+)$/, '$1/')),
    inlineJs,
    chunks: [...graph].map((chunk) => ({ file: `/${relative(DIST, chunk)}`, gzip: chunkSizes.get(chunk)! })),
  };
}

/** Every page of the build in `dist/` but the redirect pages, measured, by path. */
export function measureBuiltPages(): PageWeight[] {
  return htmlFiles(DIST)
    .filter((file) => !readFileSync(file, 'utf8').includes('http-equiv="refresh"'))
    .map(measurePage)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What a budget in `tools/page-budgets.json` is set above what its page loads, at least: the
 * room a change has before the budget is in the way. Held by `tests/built/budgets.test.ts`.
 */
export const MIN_HEADROOM = 3 * 1024;

/** The budget of a page without islands that runs a script of its own (`scriptPages`), in any language; undefined for others. */
export const scriptPageBudget = (path: string): number | undefined =>
  PAGE_BUDGETS.scriptPages[pathWithoutLang(path).replace(/(.)\/$/, '$1')];

/** Whether `path` is `pattern`, where a `*` stands for one path segment. */
const matchesPattern = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, index) => (part === '*' ? have[index] !== '' : part === have[index]));
};

/** The entry of `PAGE_BUDGETS.pages` for `path` (in any language). */
function listedBudget(path: string): { js: number; scrolled: number } | undefined {
  const bare = pathWithoutLang(path).replace(/(.)\/$/, '$1');
  return Object.entries(PAGE_BUDGETS.pages).find(([pattern]) => matchesPattern(pattern, bare))?.[1];
}

/** The JavaScript budgets of a page in bytes (first load; signed in, scrolled to its islands), by what the page is. */
export function jsBudgets(page: Pick<PageWeight, 'path' | 'islands' | 'signedInIslands'>): { js: number; signedIn: number } {
  const listed = listedBudget(page.path);
  const ceiling = PAGE_BUDGETS.ceilingWithIslands;
  const withoutIslands = scriptPageBudget(page.path) ?? PAGE_BUDGETS.withoutIslands;
  const js = page.islands > 0 ? Math.min(listed?.js ?? ceiling, ceiling) : withoutIslands;
  const scrolled = page.islands + page.signedInIslands > 0 ? Math.min(listed?.scrolled ?? ceiling, ceiling) : withoutIslands;
  return { js: js * 1024, signedIn: Math.max(scrolled, js) * 1024 };
}

/** The budget problems of one page, as sentences. */
export function overBudget(page: PageWeight): string[] {
  const supabasePage = SUPABASE_PAGES.has(pathWithoutLang(page.path));
  const { js: jsBudget, signedIn: signedInBudget } = jsBudgets(page);
  const problems: string[] = [];
  if (page.js > jsBudget) problems.push(`${page.path}: ${kb(page.js)} of JavaScript, budget ${kb(jsBudget)}`);
  // Only islands that wait for a signed-in learner add to what such a learner loads: else it is the first load, held above.
  if (page.signedInIslands > 0 && page.jsSignedIn > signedInBudget)
    problems.push(`${page.path}: ${kb(page.jsSignedIn)} of JavaScript signed in, near the wallet, budget ${kb(signedInBudget)}`);
  if (page.css > BUDGETS.css) problems.push(`${page.path}: ${kb(page.css)} of CSS, budget ${kb(BUDGETS.css)}`);
  if (page.loadsSupabase && !supabasePage) problems.push(`${page.path}: loads supabase-js on page load; import it lazily`);
  // A round trip more than the script-free copy paints the page that much later (150 ms on slow 4G): `npm run perf` found five such pages.
  if (isFloorPage(page.path) && extraRoundTrip(page))
    problems.push(
      `${page.path}: ${page.htmlSent} bytes of HTML and headers take ${roundTrips(page.htmlSent)} round trips, its script-free copy (${page.floorSent}) ${roundTrips(page.floorSent)}; leave out of the page what its first view does not need`,
    );
  if (isHomePage(page.path) && page.htmlSent > BUDGETS.homeFirstRoundTrip)
    problems.push(
      `${page.path}: ${page.htmlSent} bytes of HTML and headers, more than the first round trip (${BUDGETS.homeFirstRoundTrip}); shorten the page`,
    );
  return problems;
}

/**
 * The pages of one kind (the same path in each language) missing from `paths` in some language:
 * a translated page the build left out would escape its budget. Empty when every language has
 * every page.
 */
export function missingTranslations(paths: readonly string[]): string[] {
  const present = new Set(paths);
  const bare = [...new Set(paths.map(pathWithoutLang))];
  return TRANSLATED_LANGS.flatMap((lang) =>
    bare.filter((path) => !present.has(localHref(lang, path).replace(/(.)\/$/, '$1'))).map((path) => localHref(lang, path)),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(DIST)) {
    console.error('No dist/ folder: run `npm run build` first.');
    process.exit(1);
  }
  const pages = measureBuiltPages();
  console.log(
    'page'.padEnd(48),
    'JS gz'.padStart(9),
    'scrolled'.padStart(10),
    'CSS gz'.padStart(9),
    'HTML br'.padStart(9),
    'trips'.padStart(6),
    'islands'.padStart(8),
    ' supabase-js',
  );
  for (const page of pages) {
    console.log(
      page.path.padEnd(48),
      kb(page.js).padStart(9),
      kb(page.jsSignedIn).padStart(10),
      kb(page.css).padStart(9),
      kb(page.htmlSent).padStart(9),
      `${roundTrips(page.htmlSent)}/${roundTrips(page.floorSent)}`.padStart(6),
      `${page.islands}${page.signedInIslands ? `+${page.signedInIslands}` : ''}`.padStart(8),
      page.loadsSupabase ? ' at load' : ' -',
    );
  }
  const slower = pages.filter(extraRoundTrip);
  if (slower.length > 0)
    console.log(
      `\n${slower.length} pages take a round trip more than their script-free copy ("trips" above; held only on the pages npm run perf compares, tools/perf-floor.ts): ${slower.map((page) => page.path).join(', ')}`,
    );
  const problems = [
    ...pages.flatMap(overBudget),
    ...missingTranslations(pages.map((page) => page.path)).map(
      (path) => `${path}: not built, so not measured; every page exists in every language`,
    ),
  ];
  const { measurePrecache, PRECACHE_LIMIT_BYTES } = await import('../integrations/vault-club/steps/service-worker.ts');
  const { LANGUAGES } = await import('../src/i18n/languages.ts');
  const { serviceWorkerUrl } = await import('../src/offline/rules/offline-workers.ts');
  // One precache per language: a device keeps one language's (see the README, "Offline").
  console.log(`\nOffline precache, per language (limit ${kb(PRECACHE_LIMIT_BYTES)} each):`);
  for (const { code } of LANGUAGES) {
    const worker = serviceWorkerUrl(code);
    const precache = await measurePrecache(pathToFileURL(`${DIST}/`).href, code);
    console.log(
      `  ${code.padEnd(6)} ${worker.padEnd(13)} ${precache.count} files, ${precache.size} bytes (${kb(precache.size)}), ${precache.gzipSize} bytes gzipped`,
    );
    if (!existsSync(join(DIST, worker))) problems.push(`dist${worker} is missing: the service worker was not generated`);
    if (precache.size > PRECACHE_LIMIT_BYTES)
      problems.push(`offline precache (${code}): ${kb(precache.size)}, limit ${kb(PRECACHE_LIMIT_BYTES)}`);
  }
  const chunksOf = process.argv[process.argv.indexOf('--chunks') + 1];
  const listed = process.argv.includes('--chunks') && pages.find((page) => page.path === chunksOf);
  if (listed) {
    console.log(`\nWhat ${listed.path} loads, file by file (gzip):`);
    for (const { file, gzip } of listed.chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(gzip).padStart(8)}  ${file}`);
    console.log(`  ${kb(listed.inlineJs).padStart(8)}  inline scripts`);
    const together = gzipSize(Buffer.concat(listed.chunks.map(({ file }) => readFileSync(join(DIST, file)))));
    console.log(`  ${kb(listed.js).padStart(8)}  in all; the same files as one: ${kb(together + listed.inlineJs)}`);
    const budget = jsBudgets(listed).js;
    console.log(`  ${listed.js} bytes, ${budget - listed.js} under its budget of ${budget} bytes`);
  } else if (process.argv.includes('--chunks')) problems.push(`--chunks ${chunksOf ?? ''}: no such page (e.g. --chunks /learn-now)`);
  if (problems.length > 0) {
    console.error(`\nOver budget:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `\nAll ${pages.length} pages, in ${LANGUAGES.length} languages, within budget (JS ${PAGE_BUDGETS.withoutIslands} KB without islands unless they run a script of their own, each page with islands its own, at most ${PAGE_BUDGETS.ceilingWithIslands} KB: tools/page-budgets.json; CSS ${kb(BUDGETS.css)}).`,
  );
}
