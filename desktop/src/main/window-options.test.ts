import { describe, expect, it } from 'vitest';
import { SECURE_WEB_PREFERENCES, hostWindowOptions } from './window-options';

describe('hostWindowOptions', () => {
  it('isolates and sandboxes the renderer, with no Node, no preload and no webviews', () => {
    const { webPreferences } = hostWindowOptions();
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(webPreferences?.preload).toBeUndefined();
  });

  it('waits for the first paint on the dark background, and can start full screen', () => {
    expect(hostWindowOptions()).toMatchObject({ show: false, backgroundColor: '#1a0f1f', fullscreen: false });
    expect(hostWindowOptions({ fullscreen: true }).fullscreen).toBe(true);
  });

  it('gives each window its own copy of the preferences', () => {
    const options = hostWindowOptions();
    options.webPreferences!.sandbox = false;
    expect(hostWindowOptions().webPreferences?.sandbox).toBe(true);
    expect(Object.isFrozen(SECURE_WEB_PREFERENCES)).toBe(true);
  });
});
