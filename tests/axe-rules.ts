import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result } from 'axe-core';

/** The axe rules every accessibility check runs: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A violation as one readable line of a failure: the rule, its help and the elements it found. */
export function violationLine(violation: Result): string {
  return `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;
}

/**
 * axe-core's minified build, the script the browser tests put in each page. It holds the same
 * rules as the package's `axe.source`, its unminified build, with which each page load cost
 * Chromium about 40 % more CPU time (`npm run bench:axe-script`).
 */
export function readAxeScript(): string {
  return readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
}
