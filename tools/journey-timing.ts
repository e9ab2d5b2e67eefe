/**
 * `npm run perf:journey`: a new visitor's first visit, start to finish, on a cheap phone: a
 * 390×844 touch screen, the CPU throttled 4× and the network as DevTools' "Slow 3G" (2 s round
 * trips, 50 KB/s each way), against the built site served as in production and the local
 * backend. Prints how long each step took to become usable, from the tap that started it to
 * the state a learner acts on next. Not a test (one run, figures vary with the machine): the
 * browser tests check each step; this says what it costs.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { resolveBackend } from '../src/shared/rules/backend.ts';
import { MODULE_TABLE } from '../src/path/rules/curriculum.ts';
import { startLocalBackend } from '@vault-club/local-supabase';
import { buildIfNeeded } from './build-if-needed.ts';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { serveStatic } from './serve.ts';

interface ModuleContent {
  title: string;
  slides: unknown[];
  quizPool: { question: string; options: string[]; correctAnswer: number }[];
}
const moduleContent = (id: string) => JSON.parse(readFileSync(`content/modules/${id}.json`, 'utf8')) as ModuleContent;

const executablePath = ensureChromium();
if (!executablePath) throw new Error('No Chromium: run `node tools/ensure-chromium.mjs` to see how to install one.');
await buildIfNeeded();
// WEB_PORT as for `npm start` and the browser tests, so runs beside another site on this machine do not collide.
const server = await serveStatic({ root: 'dist', port: Number(process.env['WEB_PORT'] ?? 4321) });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const backend = resolveBackend(process.env);
const local = await startLocalBackend({ dataDir: 'memory', siteUrl: origin, passwordHashCost: 4 });
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_ARGS,
});
const timings: [string, number][] = [];
/** With `-- --requests`, each step also lists the requests it made: when each started and ended, from the step's start. */
const listRequests = process.argv.includes('--requests');
let stepRequests: { url: string; started: number; ended?: number }[] = [];

/** Times `step` (its action and the wait for what makes the page usable). */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  stepRequests = [];
  await run();
  timings.push([name, performance.now() - started]);
  console.log(`${name.padEnd(58)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  if (listRequests) {
    for (const request of stepRequests) {
      const at = (ms: number | undefined) => (ms === undefined ? '   …' : ((ms - started) / 1000).toFixed(1).padStart(5));
      console.log(`    ${at(request.started)} → ${at(request.ended)} s  ${request.url.replace(origin, '').slice(0, 110)}`);
    }
  }
}

/** Taps `name`'s first match once it is there. */
const tap = (page: Page, role: 'button' | 'link', name: string | RegExp) => page.getByRole(role, { name }).first().tap();

try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const open = new Map<object, { url: string; started: number; ended?: number }>();
  page.on('request', (request) => {
    const entry = { url: request.url(), started: performance.now() };
    open.set(request, entry);
    stepRequests.push(entry);
  });
  const ended = (request: object) => {
    const entry = open.get(request);
    if (entry) entry.ended = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.setDefaultTimeout(180_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  const email = `journey-${Date.now().toString(36)}@example.com`;
  // The first module of the first path.
  const module = moduleContent(MODULE_TABLE[0]!.id);

  await step('home page: early-access form ready', async () => {
    await page.goto(`${origin}/`);
    await page.locator('form[data-early-access][novalidate]').waitFor();
  });
  await step('Register for Early Access: "You\'re on the list"', async () => {
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await tap(page, 'button', 'Register for Early Access');
    await page.getByRole('heading', { name: "You're on the list" }).waitFor();
  });
  await step('Create your free account: the form ready', async () => {
    await tap(page, 'link', 'Create your free account');
    await page.getByRole('textbox', { name: 'Full Name' }).waitFor();
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  });
  await step('Complete Account: "check your email"', async () => {
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Journey Learner');
    await page.getByLabel('Password', { exact: true }).fill('Vault-Club-2025!');
    await tap(page, 'button', 'Complete Account');
    await page.getByRole('heading', { name: /check your email/i }).waitFor();
  });
  const mail = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  const link = mail[0]?.links.find((href) => href.includes('/verify?'));
  if (!link) throw new Error('no confirmation mail');
  await step('confirmation link: the learning path ready', async () => {
    await page.goto(link);
    await page
      .getByText(/modules done$/)
      .first()
      .waitFor();
  });
  await step(`Continue: the first module's player ready`, async () => {
    await tap(page, 'link', new RegExp(`^Continue: `));
    await page.locator('[data-player][data-ready]').waitFor();
  });
  await step(`${module.slides.length} slides read with Next, then Start Quiz`, async () => {
    for (let slide = 2; slide <= module.slides.length; slide++) {
      await tap(page, 'button', 'Next');
      await page.getByText(`Slide ${slide} of ${module.slides.length}`).waitFor();
    }
    await tap(page, 'button', 'Start Quiz');
    await page.getByText('Question 1 of 3').waitFor();
  });
  await step('3 questions answered: Module Completed', async () => {
    for (let index = 0; index < 3; index++) {
      const shown = (await page.getByRole('group').locator('legend').textContent())?.trim();
      const question = module.quizPool.find((item) => item.question === shown)!;
      await page.getByRole('radio', { name: question.options[question.correctAnswer]!, exact: true }).check();
      await tap(page, 'button', 'Submit Answer');
      await tap(page, 'button', index < 2 ? 'Continue' : 'See Result');
    }
    await page.getByRole('heading', { name: 'Module Completed!' }).waitFor();
  });
  await step('Next Module: its player ready', async () => {
    await tap(page, 'link', /^Next Module: /);
    await page.locator('[data-player][data-ready]').waitFor();
  });
  const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`${'the whole journey'.padEnd(58)} ${(total / 1000).toFixed(1).padStart(6)} s`);
} finally {
  await browser.close();
  await local.close();
  server.close();
}
