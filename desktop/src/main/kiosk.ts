// Full screen for the TV: F11 toggles it, Esc leaves it.
import type { BrowserWindow, Input } from 'electron';

export type KioskAction = 'toggle' | 'leave' | null;

export function kioskAction(input: Pick<Input, 'type' | 'key' | 'alt' | 'control' | 'meta' | 'shift'>): KioskAction {
  if (input.type !== 'keyDown' || input.alt || input.control || input.meta || input.shift) return null;
  if (input.key === 'F11') return 'toggle';
  if (input.key === 'Escape') return 'leave';
  return null;
}

type KioskWindow = Pick<BrowserWindow, 'isFullScreen' | 'setFullScreen' | 'setMenuBarVisibility'> & {
  webContents: Pick<BrowserWindow['webContents'], 'on'>;
};

export function installKioskKeys(window: KioskWindow): void {
  window.webContents.on('before-input-event', (event, input) => {
    const action = kioskAction(input);
    if (action === 'toggle') {
      event.preventDefault();
      setKiosk(window, !window.isFullScreen());
    } else if (action === 'leave' && window.isFullScreen()) {
      // Esc only swallowed while full screen, so the page still gets it otherwise.
      event.preventDefault();
      setKiosk(window, false);
    }
  });
}

function setKiosk(window: KioskWindow, on: boolean): void {
  window.setFullScreen(on);
  window.setMenuBarVisibility(!on);
}
