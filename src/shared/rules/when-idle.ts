/**
 * Runs `task` when the browser is next idle, at the latest `timeout` ms later; where the browser
 * has no idle callbacks (Safari), shortly after: what the learner does now goes first.
 */
export function whenIdle(task: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}
