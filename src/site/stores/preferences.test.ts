// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { freshStore } from '../../../tests/fixtures/fresh-store.ts';

const loadStore = freshStore(() => import('./preferences.ts'));

afterEach(() => localStorage.clear());

describe('the auto-advance preference', () => {
  it('is on by default', async () => {
    const { $autoAdvance } = await loadStore();
    expect($autoAdvance.get()).toBe(true);
  });

  it('is remembered when turned off', async () => {
    const first = await loadStore();
    first.setAutoAdvance(false);
    expect(localStorage.getItem('vault-club:quiz-auto-advance')).toBe('off');
    const second = await loadStore();
    expect(second.$autoAdvance.get()).toBe(false);
  });

  it('reads anything else as on', async () => {
    localStorage.setItem('vault-club:quiz-auto-advance', 'maybe');
    const { $autoAdvance } = await loadStore();
    expect($autoAdvance.get()).toBe(true);
  });
});
