import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './tools/ensure-chromium.mjs';

const port = Number(process.env['WEB_PORT'] ?? 4321);
const executablePath = ensureChromium({ headlessShell: true });
if (!executablePath) throw new Error('No Chromium: run `node tools/ensure-chromium.mjs` to see how to install one.');

/**
 * Browser tests against the built site served as in production (`npm start`), with the
 * local backend in memory. Tests run at 1280 px; those tagged @mobile also at 375 px, and
 * those tagged @small-screen at 375 px only.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits that only stop a hang: on a busy 2-core machine the longest flows (a whole exam,
  // two tabs syncing) take 20–40 s, and a state can take several seconds to appear.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action and frame of every test, which doubled the suite's CPU time
    // on 2 cores; a failure keeps its screenshot and Playwright's page snapshot (error-context.md).
    // `npx playwright test <spec> --trace on` records one when a failure needs it.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The offline service worker would answer other tests' requests from its caches; only the offline specs allow it.
    serviceWorkers: 'block',
    // As a visitor who asked for less motion: no smooth scrolling or transitions for each action
    // to wait out (Playwright waits until an element stops moving, up to a second a click). The
    // tests in motion.spec.ts check the animated site with motion allowed.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@small-screen/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile|@small-screen/, use: { viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  webServer: {
    command: 'node tools/start.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The backend's log (each mail it sends, database warnings) is for people running npm start, not the test report.
    stdout: 'ignore',
    // The suite makes far more accounts from one address than hosted Auth's per-address limits
    // allow, and hashes their passwords at bcrypt's lowest cost, as the Vitest backends do.
    env: { LOCAL_BACKEND_DATA: 'memory', LOCAL_BACKEND_RATE_LIMITS: 'off', LOCAL_BACKEND_PASSWORD_COST: '4' },
  },
});
