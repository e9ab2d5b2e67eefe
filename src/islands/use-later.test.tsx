import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { later, useLater, useLaterPart } from './use-later';

describe('useLater', () => {
  it('loads the part once the island renders, and again when the browser is back online after a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ready: true });
    const part = later(importer);
    const { result } = renderHook(() => useLater(part));
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(result.current).toBeUndefined();

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toEqual({ ready: true }));
    expect(importer).toHaveBeenCalledTimes(2);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(importer).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('says a load failed, and tries again after 10 s, then 20 s, without an online event (a connection that drops files)', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lost = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi.fn().mockRejectedValueOnce(lost).mockRejectedValueOnce(lost).mockResolvedValue({ ready: true });
    const part = later(importer);
    const { result } = renderHook(() => useLaterPart(part));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ module: undefined, failed: true });
    expect(importer).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(importer).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(importer).toHaveBeenCalledTimes(3);
    expect(result.current.module).toEqual({ ready: true });
    warn.mockRestore();
    vi.useRealTimers();
  });
});
