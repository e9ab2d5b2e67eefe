// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCodeAhead } from './fetch-ahead.ts';

/** Idle callbacks the test runs by hand, as the browser would once it has nothing else to do. */
function stubIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => waiting.push(task));
  return { runIdle: () => waiting.splice(0).forEach((task) => task()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCodeAhead', () => {
  it('waits until the browser is idle, then starts every load, in the order given', () => {
    const { runIdle } = stubIdle();
    const started: string[] = [];
    const load = (name: string) => () => (started.push(name), new Promise<void>(() => {}));
    fetchCodeAhead(load('link'), load('path'), load('player'));
    expect(started).toEqual([]);
    runIdle();
    expect(started).toEqual(['link', 'path', 'player']);
  });

  it('swallows a load that fails (offline): the page fetches its code itself', async () => {
    const { runIdle } = stubIdle();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fetchCodeAhead(failing);
    runIdle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('fetches nothing for a learner who asked to save data', () => {
    const { runIdle } = stubIdle();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const load = vi.fn(() => Promise.resolve());
    fetchCodeAhead(load);
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });
});
