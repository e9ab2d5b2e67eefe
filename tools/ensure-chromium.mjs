/**
 * Finds a Chromium for the browser tests, Lighthouse and the image scripts, installing one when
 * none is found: Playwright's own build if installed, else a system Chromium, else Debian's
 * `chromium` and `chromium-headless-shell` packages (as root, where apt exists), else
 * `npx playwright install chromium`.
 * Prints the path on stdout; exits 1 with the exact command to run when it cannot.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// The headless shell is the same engine without the browser around it (what Playwright itself
// runs headless): on a 2-core machine the browser tests take about 30 % less time with it.
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];
const APT_PACKAGES = ['chromium', 'chromium-headless-shell'];

function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function systemChromium(headlessShell) {
  const paths = headlessShell ? [...HEADLESS_SHELL_PATHS, ...SYSTEM_PATHS] : SYSTEM_PATHS;
  return paths.find((path) => existsSync(path));
}

function run(command, args) {
  console.error(`> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;
}

function hasApt() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The flags every run of the project's Chromium takes (browser tests, `npm run perf:journey`):
 * no sandbox (root), no GPU, and none of the browser's own network traffic, which this closed
 * network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Returns the path of a usable Chromium, installing one if needed, or undefined.
 * @param {{ headlessShell?: boolean }} [options] `headlessShell`: a headless-only build will do
 *   (the browser tests); otherwise a full browser (Lighthouse, screenshots of the icons).
 */
export function ensureChromium({ headlessShell = false } = {}) {
  const found = process.env.CHROMIUM_PATH || (headlessShell && systemChromium(true)) || playwrightChromium() || systemChromium(false);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasApt()) {
    console.error(`No Chromium found: installing Debian’s ${APT_PACKAGES.join(' and ')} packages (one time, a few minutes).`);
    const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
    if (run(env[0], [env[1], 'apt-get', 'update', '-qq']) && run(env[0], [env[1], 'apt-get', 'install', '-y', '-qq', ...APT_PACKAGES])) {
      return systemChromium(headlessShell);
    }
  }
  console.error('No Chromium found: trying `npx playwright install chromium`.');
  if (run('npx', ['playwright', 'install', 'chromium'])) return playwrightChromium();
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium({ headlessShell: process.argv.includes('--headless-shell') });
  if (!path) {
    console.error(
      'Could not find or install Chromium. Install it, then run the tests again:\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell\n' +
        '  elsewhere:     npx playwright install chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(path);
}
