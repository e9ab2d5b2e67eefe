import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { later, useLater } from './use-later';

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
});
