// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useWakeLock, type WakeLockApi } from './wake-lock';

function fakeWakeLock() {
  const release = vi.fn(async () => undefined);
  const api: WakeLockApi & { request: ReturnType<typeof vi.fn> } = {
    request: vi.fn(async (_type: 'screen') => ({ release })),
  };
  return { api, release };
}

describe('useWakeLock', () => {
  it('holds the screen on while active and lets go when no longer needed', async () => {
    const { api, release } = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active, api), { initialProps: { active: false } });
    expect(api.request).not.toHaveBeenCalled();

    rerender({ active: true });
    await act(async () => undefined);
    expect(api.request).toHaveBeenCalledWith('screen');

    rerender({ active: false });
    await act(async () => undefined);
    expect(release).toHaveBeenCalledOnce();
  });

  it('takes the lock again when the page becomes visible again', async () => {
    const { api } = fakeWakeLock();
    renderHook(() => useWakeLock(true, api));
    await act(async () => undefined);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => undefined);
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  it('lives with a refused lock and with browsers that have none', async () => {
    const refusing: WakeLockApi = { request: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) };
    renderHook(() => useWakeLock(true, refusing));
    await act(async () => undefined);
    expect(refusing.request).toHaveBeenCalled();
    expect(() => renderHook(() => useWakeLock(true, undefined))).not.toThrow();
  });
});
