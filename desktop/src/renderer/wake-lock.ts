// Keeps the TV's screen on while a room is shown (Screen Wake Lock API), in any browser that has it.
import { useEffect } from 'react';

type WakeLockSentinelLike = { release(): Promise<void> };
export type WakeLockApi = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

/** Holds a screen wake lock while `active`; browsers drop it when the page is hidden, so it is taken again on return. */
export function useWakeLock(active: boolean, wakeLock: WakeLockApi | undefined = browserWakeLock()): void {
  useEffect(() => {
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (stopped) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the screen may sleep, nothing else changes.
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active, wakeLock]);
}

function browserWakeLock(): WakeLockApi | undefined {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator
    ? (navigator.wakeLock as unknown as WakeLockApi)
    : undefined;
}
