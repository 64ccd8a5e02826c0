// The host window's options: a locked-down renderer (isolated, sandboxed, no Node) on Skål's dark background.
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/** The web preferences every window of the app gets; the host display needs no Node and no preload. */
export const SECURE_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
});

export const BACKGROUND_COLOR = '#1a0f1f';

export function hostWindowOptions(overrides: { fullscreen?: boolean } = {}): BrowserWindowConstructorOptions {
  return {
    title: 'Skål',
    width: 1280,
    height: 720,
    minWidth: 640,
    minHeight: 360,
    backgroundColor: BACKGROUND_COLOR,
    // Shown once the first paint is ready, so the TV never flashes white.
    show: false,
    autoHideMenuBar: true,
    fullscreen: overrides.fullscreen ?? false,
    webPreferences: { ...SECURE_WEB_PREFERENCES },
  };
}
