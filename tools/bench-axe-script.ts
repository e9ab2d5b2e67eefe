/**
 * `npm run bench:axe-script`: what putting axe in every page costs the browser tests. Serves
 * the built site (`dist/`), opens pages in Chromium with axe-core's unminified build
 * (`axe.source`, the package's main file) or its minified build (`axe.min.js`, what the tests
 * use) as an init script, as `tests/e2e/pages.spec.ts` does, and prints the median and p90 of
 * Chromium's CPU time (all its processes, CDP `SystemInfo.getProcessInfo`) per page load,
 * then of one axe run. Not a test: a figure to compare before and after a change.
 * `--count N` pages per script (default 40, the two scripts interleaved).
 */
import type { AddressInfo } from 'node:net';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import axe from 'axe-core';
import { AXE_TAGS, readAxeScript } from '../tests/axe-rules.ts';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { percentile } from './percentile.ts';
import { serveStatic } from './serve.ts';

const count = Number(process.argv[process.argv.indexOf('--count') + 1]) || 40;
const PATHS = ['/', '/learn-more', '/white-paper', '/es/learn-more', '/pt-br', '/learn/what-is-money-really'];
const SCRIPTS = {
  'axe.js (unminified)': axe.source,
  'axe.min.js': readAxeScript(),
};

/** The CPU time of all of Chromium's processes so far (browser, GPU, network, renderers), in milliseconds. */
async function cpuMs(cdp: CDPSession): Promise<number> {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.reduce((sum, process) => sum + process.cpuTime, 0) * 1000;
}

/** Chromium's CPU time to load `url`, then to run axe once on it. */
async function measure(page: Page, cdp: CDPSession, url: string): Promise<[load: number, run: number]> {
  const start = await cpuMs(cdp);
  await page.goto(url, { waitUntil: 'load' });
  const loaded = await cpuMs(cdp);
  await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  return [loaded - start, (await cpuMs(cdp)) - loaded];
}

const server = await serveStatic({ root: 'dist', port: 0 });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const executablePath = ensureChromium({ headlessShell: true });
if (!executablePath) throw new Error('No Chromium: run `node tools/ensure-chromium.mjs` to see how to install one.');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const cdp = await browser.newBrowserCDPSession();
  const pages = await Promise.all(
    Object.values(SCRIPTS).map(async (script) => {
      const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
      await context.addInitScript({ content: script });
      const page = await context.newPage();
      await page.goto(origin); // the first load warms the renderer, and is not counted
      return { page, loads: [] as number[], runs: [] as number[] };
    }),
  );
  for (let i = 0; i < count; i++)
    for (const run of pages) {
      const [load, axeRun] = await measure(run.page, cdp, origin + PATHS[i % PATHS.length]);
      run.loads.push(load);
      run.runs.push(axeRun);
    }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const line = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${ms(percentile(sorted, 50))}   p90 ${ms(percentile(sorted, 90))}`;
  };
  console.log(`Chromium's CPU time per page (${count} loads each, ${PATHS.length} pages in turn):`);
  Object.keys(SCRIPTS).forEach((name, index) => {
    console.log(`  ${name.padEnd(22)} load with axe: ${line(pages[index]!.loads)}   one axe run: ${line(pages[index]!.runs)}`);
  });
} finally {
  await browser.close();
  server.close();
}
