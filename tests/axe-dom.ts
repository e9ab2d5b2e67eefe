import axe from 'axe-core';
import { AXE_TAGS, violationLine } from './axe-rules.ts';

/**
 * Runs axe (WCAG 2.2 A/AA and best practices) on a rendered island in jsdom and returns the
 * violations as readable lines. Colour contrast needs real layout, so the browser tests check it.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(violationLine);
}
