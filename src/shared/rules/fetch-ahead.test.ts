// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCodeAhead } from './fetch-ahead.ts';

/** Idle callbacks the test runs by hand, as the browser would once it has nothing else to do. */
function stubIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => waiting.push(task));
  return { runIdle: () => waiting.splice(0).forEach((task) => task()) };
}

/** A load that resolves when the test says so, recording when it started. */
function deferredLoad(log: string[], name: string) {
  let finish: () => void = () => {};
  const load = vi.fn(() => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return { load, finish: () => finish() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCodeAhead', () => {
  it('waits until the browser is idle, then loads each module once the one before it is in', async () => {
    const { runIdle } = stubIdle();
    const log: string[] = [];
    const path = deferredLoad(log, 'path');
    const player = deferredLoad(log, 'player');
    fetchCodeAhead(path.load, player.load);
    expect(log).toEqual([]);
    runIdle();
    await vi.waitFor(() => expect(log).toEqual(['start path']));
    path.finish();
    await vi.waitFor(() => expect(log).toEqual(['start path', 'start player']));
  });

  it('stops quietly at a load that fails (offline): each page fetches its code itself', async () => {
    const { runIdle } = stubIdle();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const after = vi.fn(() => Promise.resolve());
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fetchCodeAhead(failing, after);
    runIdle();
    await vi.waitFor(() => expect(failing).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
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
