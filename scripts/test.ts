/**
 * `npm test`: every check, in the order that fails fastest. Format, lint, types, unit
 * tests (every Vitest project but `built`, the database's on a real PostgreSQL server included),
 * build, byte budgets, the checks of the built pages (Vitest project `built`: no English left on
 * the translated pages), then the browser tests against the built site and the local backend. Ends with one line `N passed, N failed` counting the test cases run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  /** A JSON report the step writes, to count its test cases. */
  report?: string;
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'format (prettier)', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint (eslint)', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'types (astro check)', command: ['npx', 'astro', 'check', '--minimumSeverity', 'warning'] },
  {
    name: 'unit tests (vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=!built',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
    ],
    report: 'test-results/vitest.json',
  },
  { name: 'build (astro build --mode development)', command: ['npx', 'astro', 'build', '--mode', 'development'] },
  { name: 'byte budgets', command: ['node', 'scripts/budgets.ts'] },
  {
    name: 'built pages (vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=built',
      '--reporter=dot',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-built.json',
    ],
    report: 'test-results/vitest-built.json',
  },
  { name: 'browser (chromium)', command: ['node', 'scripts/ensure-chromium.mjs', '--headless-shell'] },
  { name: 'browser tests (playwright)', command: ['npx', 'playwright', 'test'], report: 'test-results/playwright.json' },
];

function countCases(report: string): { passed: number; failed: number } {
  if (!existsSync(report)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  const stats = json.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + (stats.skipped ?? 0) };
}

rmSync('test-results', { recursive: true, force: true });
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    const counts = countCases(step.report);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s.`);
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
