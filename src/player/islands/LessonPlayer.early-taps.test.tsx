import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../i18n/index.ts';
import { moduleQuizFetch, smallModule, storeProgress } from '../../../tests/fixtures/learning.ts';
import LessonPlayer from './LessonPlayer.tsx';
import { LESSON_PLAYER_TEXT } from '../../shared/islands/text-keys.ts';

const text = texts(LESSON_PLAYER_TEXT);
let root: Root | undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', moduleQuizFetch());
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The player as the server rendered it, with `taps` recorded on it before hydration, then hydrated. */
async function hydrateWithTaps(taps: string) {
  const player = <LessonPlayer module={smallModule} text={text} random={() => 0} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(player);
  document.body.append(container);
  container.querySelector<HTMLElement>('[data-player]')!.dataset['taps'] = taps;
  await act(async () => {
    root = hydrateRoot(container, player);
  });
  return container.querySelector<HTMLElement>('[data-player]')!;
}

describe('LessonPlayer taps made before it was interactive', () => {
  it('replays them in order as the actions of their controls, each slide passed counted as seen', async () => {
    storeProgress([]);
    const player = await hydrateWithTaps('next next previous');
    expect(screen.getByText('Slide 2 of 3')).toBeTruthy();
    expect(player.dataset['ready']).toBe('true');
    expect(player.hasAttribute('data-taps')).toBe(false);
    expect(screen.getByRole('button', { name: 'Slide 3: Three Jobs' }).getAttribute('data-state')).toBe('seen');
  });

  it('starts the quiz with Next on the last slide, and drops the taps that followed on controls no longer shown', async () => {
    storeProgress([]);
    await hydrateWithTaps('next next next slide-1 key-previous');
    // The quiz shows as soon as its questions, loaded after hydration, are there.
    expect(await screen.findByRole('group')).toBeTruthy();
    expect(screen.queryByText(/^Slide \d of 3$/)).toBeNull();
  });

  it('replays arrow keys without ever starting the quiz', async () => {
    storeProgress([]);
    await hydrateWithTaps('key-next key-next key-next key-next');
    expect(screen.getByText('Slide 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
