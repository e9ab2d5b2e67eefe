// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshStore } from '../../../tests/fixtures/fresh-store.ts';

const loadStore = freshStore(() => import('./offline.ts'));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the offline download setting', () => {
  it('is off by default: nothing is downloaded that the learner did not ask for', async () => {
    const { $offlineDownload } = await loadStore();
    expect($offlineDownload.get()).toBe(false);
  });

  it('is off by default when the browser asks to save data too', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { $offlineDownload } = await loadStore();
    expect($offlineDownload.get()).toBe(false);
  });

  it('is remembered when turned off, and when turned back on', async () => {
    const first = await loadStore();
    first.setOfflineDownload(false);
    expect(localStorage.getItem('vault-club:offline-download')).toBe('off');
    expect((await loadStore()).$offlineDownload.get()).toBe(false);
    (await loadStore()).setOfflineDownload(true);
    expect(localStorage.getItem('vault-club:offline-download')).toBe('on');
  });

  it('reads anything else as the default', async () => {
    localStorage.setItem('vault-club:offline-download', 'sometimes');
    const { $offlineDownload } = await loadStore();
    expect($offlineDownload.get()).toBe(false);
  });
});

describe('the offline state', () => {
  it('starts as unknown where service workers exist', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    const { $offlineState } = await loadStore();
    expect($offlineState.get()).toBe('checking');
  });

  it('is unsupported in a browser without service workers', async () => {
    const { $offlineState } = await loadStore();
    expect('serviceWorker' in navigator).toBe(false);
    expect($offlineState.get()).toBe('unsupported');
  });
});
