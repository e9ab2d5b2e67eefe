/**
 * Finds a Chromium for the browser tests and Lighthouse, installing one when none is found:
 * Playwright's own build if installed, else a system Chromium, else Debian's `chromium`
 * package (as root, where apt exists), else `npx playwright install chromium`.
 * Prints the path on stdout; exits 1 with the exact command to run when it cannot.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function systemChromium() {
  return SYSTEM_PATHS.find((path) => existsSync(path));
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

/** Returns the path of a usable Chromium, installing one if needed, or undefined. */
export function ensureChromium() {
  const found = process.env.CHROMIUM_PATH || playwrightChromium() || systemChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasApt()) {
    console.error('No Chromium found: installing Debian’s chromium package (one time, a few minutes).');
    const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
    if (run(env[0], [env[1], 'apt-get', 'update', '-qq']) && run(env[0], [env[1], 'apt-get', 'install', '-y', '-qq', 'chromium'])) {
      return systemChromium();
    }
  }
  console.error('No Chromium found: trying `npx playwright install chromium`.');
  if (run('npx', ['playwright', 'install', 'chromium'])) return playwrightChromium();
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  if (!path) {
    console.error(
      'Could not find or install Chromium. Install it, then run the tests again:\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium\n' +
        '  elsewhere:     npx playwright install chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(path);
}
