// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyTaps } from './early-tap-clicks.ts';
import { takeEarlyTaps } from './early-taps.ts';

/** An island root as a page has it before hydration: three controls that log their clicks, one disabled. */
function island(taps: string) {
  document.body.innerHTML = `
    <div data-early-taps data-taps="${taps}">
      <button data-tap="path-0">Finance</button>
      <button data-tap="next">Next</button>
      <button data-tap="previous" disabled>Previous</button>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-early-taps]')!;
  const log: string[] = [];
  root.addEventListener('click', (event) => log.push((event.target as HTMLElement).dataset['tap']!));
  return { root, log };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taps made before an island is interactive', () => {
  it('are taken in order, once, and the root is marked ready so later taps reach the island', () => {
    const { root } = island(' next  path-0 key-next bogus!  ');
    expect(takeEarlyTaps(root)).toEqual(['next', 'path-0', 'key-next']);
    expect(root.dataset['ready']).toBe('true');
    expect(root.hasAttribute('data-taps')).toBe(false);
    expect(takeEarlyTaps(root)).toEqual([]);
  });

  it('replay as clicks on the controls of those names, in order, each committed before the next', () => {
    const { root, log } = island('next path-0 next');
    const commits: string[] = [];
    replayEarlyTaps(root, takeEarlyTaps(root), (tap) => {
      tap();
      commits.push(log.at(-1)!);
    });
    expect(log).toEqual(['next', 'path-0', 'next']);
    expect(commits).toEqual(log);
  });

  it('skip a control the island no longer shows, or shows disabled, as a tap on nothing', () => {
    const { root, log } = island('gone previous next');
    replayEarlyTaps(root, takeEarlyTaps(root));
    expect(log).toEqual(['next']);
  });

  it('replay arrow keys as key presses on the window, for the island’s own key handling', () => {
    const { root } = island('key-next key-previous key-next');
    const keys: string[] = [];
    const listener = (event: KeyboardEvent) => keys.push(event.key);
    window.addEventListener('keydown', listener);
    replayEarlyTaps(root, takeEarlyTaps(root));
    window.removeEventListener('keydown', listener);
    expect(keys).toEqual(['ArrowRight', 'ArrowLeft', 'ArrowRight']);
  });
});
