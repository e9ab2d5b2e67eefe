import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { realText } from '../../../tests/island-helpers.ts';
import { PROGRESS_STATUS_TEXT } from '../../shared/islands/text-keys.ts';

const engine = vi.hoisted(() => ({ keep: vi.fn() }));
vi.mock('../stores/progress-sync.ts', () => ({ startProgressSync: () => {}, keepDeviceProgress: engine.keep }));

async function renderStatus() {
  vi.resetModules();
  const { default: ProgressStatus } = await import('./ProgressStatus.tsx');
  const { $progressSync } = await import('../stores/keep-in-account.ts');
  const view = render(<ProgressStatus text={realText(PROGRESS_STATUS_TEXT)} />);
  // The live region is there from the first render; its words load right after.
  expect(view.container.querySelector('[aria-live="polite"]')).not.toBeNull();
  await act(() => import('./StatusWords.tsx'));
  return { view, $progressSync };
}

beforeEach(() => engine.keep.mockReset());

describe('ProgressStatus', () => {
  it('says in words, in a polite live region, where progress stands', async () => {
    const { view, $progressSync } = await renderStatus();
    const region = view.container.querySelector('[aria-live="polite"]')!;
    expect(region.textContent).toBe('');
    const said: string[] = [];
    for (const status of ['saving', 'saved', 'offline', 'device'] as const) {
      act(() => $progressSync.set(status));
      said.push(region.textContent ?? '');
    }
    expect(said).toEqual([
      'Saving…',
      'Saved to your account',
      'Saved on this device; it will be saved to your account when you are back online',
      'Saved on this device only. Sign in to keep your progress in your account.',
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('asks before adding progress made signed out to an account with other progress, and passes the answer on', async () => {
    const { view, $progressSync } = await renderStatus();
    act(() => $progressSync.set('ask'));
    expect(view.container.textContent).toContain("Add this device's progress to your account?");
    await userEvent.click(screen.getByRole('button', { name: 'No, remove it from this device' }));
    await vi.waitFor(() => expect(engine.keep).toHaveBeenCalledWith(false));
    await userEvent.click(screen.getByRole('button', { name: 'Add it to my account' }));
    await vi.waitFor(() => expect(engine.keep).toHaveBeenCalledWith(true));
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
