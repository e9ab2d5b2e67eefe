// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The sync engine's code, which the page loads once something reads progress: its first load fails, as offline without an offline copy.
const engine = vi.hoisted(() => ({ loads: 0, startProgressSync: vi.fn() }));
vi.mock('./progress-sync.ts', () => {
  engine.loads += 1;
  if (engine.loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { startProgressSync: engine.startProgressSync };
});

const unhandled = vi.fn();
process.on('unhandledRejection', unhandled);
afterEach(() => process.off('unhandledRejection', unhandled));

describe('keeping progress in the account when its code cannot load', () => {
  it('is no uncaught error, and starts once the browser is back online', async () => {
    const { keepProgressInAccount } = await import('./keep-in-account.ts');
    keepProgressInAccount();
    await vi.waitFor(() => expect(engine.loads).toBe(1));
    // The failed load has settled: nothing started, nothing thrown.
    await new Promise((resolve) => setTimeout(resolve));
    expect(engine.startProgressSync).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(engine.startProgressSync).toHaveBeenCalledTimes(1));
    expect(engine.loads).toBe(2);
    // Loaded once: later readers use it without loading it again.
    keepProgressInAccount();
    await vi.waitFor(() => expect(engine.startProgressSync).toHaveBeenCalledTimes(2));
    expect(engine.loads).toBe(2);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
