/**
 * `npm test`: every check, in the order that fails fastest. Format, lint, import circles, types, unit
 * tests (every Vitest project but `built`, the database's on a real PostgreSQL server included),
 * build, byte budgets, the checks of the built pages (Vitest project `built`: no English left on
 * the translated pages), then the browser tests against the built site and the local backend. Ends with one line `N passed, N failed` counting the test cases run.
 *
 * Format, lint and types run at once, as do the budgets and the built pages' checks: each reads
 * files only (astro check writes `.astro/`, which prettier and eslint ignore), and each is one
 * process on one core, so on a 2-core machine the three take about as long as astro check alone.
 * The build runs beside the unit tests: it is mostly one core's work, and no unit test reads
 * `dist/` (the fixture sites build in their own folders).
 * A step run beside others prints its output when it ends, in the order of the steps, a failed
 * one last.
 * Before the last line, the run's time and the machine's CPU time during it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';

interface Step {
  name: string;
  command: string[];
  /** A JSON report the step writes, to count its test cases. */
  report?: string;
  env?: Record<string, string>;
}

const stages: Step[][] = [
  [
    { name: 'format (prettier)', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
    { name: 'lint (eslint)', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
    { name: 'import circles (dpdm)', command: ['npm', 'run', '--silent', 'check:circles'] },
    { name: 'types (astro check)', command: ['npx', 'astro', 'check', '--minimumSeverity', 'warning'] },
  ],
  [
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
  ],
  [
    { name: 'byte budgets', command: ['node', 'tools/budgets.ts'] },
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
  ],
  [{ name: 'browser (chromium)', command: ['node', 'tools/ensure-chromium.mjs', '--headless-shell'] }],
  [{ name: 'browser tests (playwright)', command: ['npx', 'playwright', 'test'], report: 'test-results/playwright.json' }],
];

function countCases(report: string): { passed: number; failed: number } {
  if (!existsSync(report)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  const stats = json.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + (stats.skipped ?? 0) };
}

interface Outcome {
  step: Step;
  status: number | null;
  seconds: string;
  /** The step's output, kept to print when it ends (a step run beside others); empty when it printed as it ran. */
  output: Buffer[];
}

/** Runs a step; one alone prints as it runs, one beside others keeps its output (colours kept) for later. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const [command, ...args] = step.command;
  const output: Buffer[] = [];
  const child = spawn(command!, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(!alone && process.stdout.isTTY && { FORCE_COLOR: '1' }), ...step.env },
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ step, status, seconds: ((Date.now() - started) / 1000).toFixed(1), output })),
  );
}

/** The machine's CPU time so far, in seconds: busy and idle, summed over its cores. */
function machineCpuSeconds(): { busy: number; idle: number } {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy: busy / 1000, idle: idle / 1000 };
}

const startedAt = Date.now();
const cpuAtStart = machineCpuSeconds();

/**
 * How long the run took and how busy the machine was meanwhile (every process on it, so run it
 * alone to read its figure): the suite is mostly CPU-bound, so on a slower machine its time grows
 * with its CPU time.
 */
function runFigures(): string {
  const now = machineCpuSeconds();
  const busy = now.busy - cpuAtStart.busy;
  const idle = now.idle - cpuAtStart.idle;
  const seconds = (Date.now() - startedAt) / 1000;
  return `npm test took ${seconds.toFixed(0)} s on ${cpus().length} cores, busy ${((100 * busy) / (busy + idle)).toFixed(0)} % (${busy.toFixed(0)} CPU-s)`;
}

rmSync('test-results', { recursive: true, force: true });
let passed = 0;
let failed = 0;
for (const stage of stages) {
  if (stage.length === 1) console.log(`\n▶ ${stage[0]!.name}`);
  else console.log(`\n▶ at once: ${stage.map((step) => step.name).join(', ')}`);
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  // A failed step prints last, nearest the summary: where a log cut to its tail (CI's) still shows why.
  outcomes.sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0));
  let stageFailed = false;
  for (const { step, status, seconds, output } of outcomes) {
    if (stage.length > 1) {
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
    }
    if (step.report) {
      const counts = countCases(step.report);
      passed += counts.passed;
      failed += counts.failed;
    }
    if (status !== 0) {
      console.error(`\n✗ ${step.name} failed after ${seconds} s.`);
      stageFailed = true;
    } else console.log(`✓ ${step.name} (${seconds} s)`);
  }
  if (stageFailed) {
    console.log(`\n${runFigures()}`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
}
console.log(`\n${runFigures()}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
