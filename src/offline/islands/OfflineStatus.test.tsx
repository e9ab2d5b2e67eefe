import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { realText } from '../../../tests/island-helpers.ts';
import { defaultProgress } from '../../progress/rules/progress-rules.ts';
import { $offlineDownload, $offlineState, type OfflineState } from '../stores/offline.ts';
import { $progress } from '../../progress/stores/progress.ts';
import OfflineStatus from './OfflineStatus.tsx';
import { OFFLINE_STATUS_TEXT } from '../../shared/islands/text-keys.ts';

const text = realText(OFFLINE_STATUS_TEXT);
const setting = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Keep the lessons on this device for offline use' });

beforeEach(() => {
  // The setting is on in most tests, as a learner who turned it on has it.
  $offlineDownload.set(true);
});

afterEach(() => {
  $offlineState.set('checking');
  $progress.set(defaultProgress());
  localStorage.clear();
});

describe('when it is offered', () => {
  const saveData = (on: boolean) =>
    Object.defineProperty(navigator, 'connection', { value: on ? { saveData: true } : undefined, configurable: true });
  afterEach(() => saveData(false));

  it('is off for a new learner, and not offered before a first completed module', () => {
    localStorage.clear();
    $offlineDownload.set(false);
    const { container } = render(<OfflineStatus text={text} />);
    expect(container.textContent).toBe('');
  });

  it('is offered, unticked, once a module is completed', () => {
    $offlineDownload.set(false);
    $progress.set({ ...defaultProgress(), completedModules: ['what-is-money-really'] });
    render(<OfflineStatus text={text} />);
    expect(setting().checked).toBe(false);
  });

  it('is never offered while the browser asks sites to save data, unless the learner turned it on', () => {
    saveData(true);
    $offlineDownload.set(false);
    $progress.set({ ...defaultProgress(), completedModules: ['what-is-money-really'] });
    const { container, unmount } = render(<OfflineStatus text={text} />);
    expect(container.textContent).toBe('');
    unmount();
    $offlineDownload.set(true);
    render(<OfflineStatus text={text} />);
    expect(setting().checked).toBe(true);
  });
});

describe('OfflineStatus', () => {
  const shown: [OfflineState, string][] = [
    ['checking', ''],
    ['downloading', 'Saving the lessons on this device for offline use…'],
    ['ready', 'Available offline'],
    ['off', 'Offline download is off.'],
    ['failed', 'The lessons could not be saved for offline use (the device may be short of space).'],
  ];
  it.each(shown)('in state %s says "%s", with the setting and no axe violations', async (state, message) => {
    $offlineState.set(state);
    const { container } = render(<OfflineStatus text={text} />);
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(document.getElementById(setting().getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Leave this off on a metered connection/,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('explains what works offline once the lessons are saved', () => {
    $offlineState.set('ready');
    render(<OfflineStatus text={text} />);
    expect(screen.getByText(/open on this device without a connection/)).toBeTruthy();
  });

  it('turns the download off and on, remembering the choice', async () => {
    const user = userEvent.setup();
    $progress.set({ ...defaultProgress(), completedModules: ['what-is-money-really'] });
    render(<OfflineStatus text={text} />);
    expect(setting().checked).toBe(true);
    await user.click(setting());
    expect($offlineDownload.get()).toBe(false);
    expect(localStorage.getItem('vault-club:offline-download')).toBe('off');
    expect(setting().checked).toBe(false);
    await user.click(setting());
    expect($offlineDownload.get()).toBe(true);
  });

  it('follows the state as the service worker reports it', () => {
    render(<OfflineStatus text={text} />);
    act(() => $offlineState.set('downloading'));
    expect(screen.getByRole('status').textContent).toMatch(/^Saving the lessons/);
    act(() => $offlineState.set('ready'));
    expect(screen.getByRole('status').textContent).toBe('Available offline');
  });

  it('offers no setting where the browser cannot keep lessons offline', () => {
    $offlineState.set('unsupported');
    render(<OfflineStatus text={text} />);
    expect(screen.getByRole('status').textContent).toBe('This browser cannot keep the lessons for offline use.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
