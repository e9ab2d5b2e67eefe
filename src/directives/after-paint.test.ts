// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import afterPaint, { afterLoadAndPaint } from './after-paint.ts';

/** A fake `PerformanceObserver` for paint entries: `paint()` reports the first contentful paint. */
function stubPaintTiming() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {}
      },
      { supportedEntryTypes: ['paint'] },
    ),
  );
  return {
    paint: () => observers.forEach((notify) => notify({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })),
  };
}

/** The document as it is while a page is still loading. */
function stillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterLoadAndPaint', () => {
  it('starts only once the page has both loaded and painted, in either order', () => {
    const timing = stubPaintTiming();
    stillLoading();
    const start = vi.fn();
    afterLoadAndPaint(start);
    timing.paint();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at load in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    stillLoading();
    const start = vi.fn();
    afterLoadAndPaint(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at load in a tab still hidden then, which paints only when shown', () => {
    stubPaintTiming();
    stillLoading();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const start = vi.fn();
    afterLoadAndPaint(start);
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('client:after-paint', () => {
  it('loads and hydrates the island once the page has loaded and painted and the browser is idle, not before', async () => {
    const timing = stubPaintTiming();
    stillLoading();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const hydrated = vi.fn(async () => {});
    const load = vi.fn(async () => hydrated);
    afterPaint(load, { name: 'LessonPlayer', value: '' }, document.createElement('astro-island'));
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    timing.paint();
    expect(load).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
