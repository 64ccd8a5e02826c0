// The Electron main process end to end, with Electron's module replaced by a test double and the real server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

const electron = vi.hoisted(() => {
  const state = {
    lock: true,
    appListeners: new Map<string, Listener[]>(),
    windows: [] as FakeWindow[],
    userData: '',
    quit: vi.fn(),
    powerSaveBlocker: { start: vi.fn((_type: string) => 7), stop: vi.fn((_id: number) => undefined) },
  };
  class FakeWindow {
    static getAllWindows = () => state.windows;
    readonly listeners = new Map<string, Listener[]>();
    readonly loadURL = vi.fn(async (_url: string) => undefined);
    readonly show = vi.fn();
    readonly webContents = { on: vi.fn(), setWindowOpenHandler: vi.fn(), reload: vi.fn() };
    constructor(readonly options: Record<string, unknown>) {
      state.windows.push(this);
      for (const listener of state.appListeners.get('web-contents-created') ?? []) listener({}, this.webContents);
    }
    once(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    on(event: string, listener: Listener) {
      this.once(event, listener);
    }
    isMinimized = () => false;
    restore = vi.fn();
    focus = vi.fn();
    isFullScreen = () => false;
    setFullScreen = vi.fn();
    setMenuBarVisibility = vi.fn();
  }
  return { state, FakeWindow };
});

vi.mock('electron', () => {
  const { state, FakeWindow } = electron;
  const app = {
    isPackaged: false,
    whenReady: () => Promise.resolve(),
    requestSingleInstanceLock: () => state.lock,
    getAppPath: () => path.resolve(__dirname, '..', '..'),
    getPath: (name: string) => (name === 'userData' ? state.userData : os.tmpdir()),
    on: (event: string, listener: Listener) => {
      state.appListeners.set(event, [...(state.appListeners.get(event) ?? []), listener]);
    },
    quit: (...args: unknown[]) => state.quit(...args),
    exit: vi.fn(),
  };
  const session = {
    defaultSession: {
      webRequest: { onHeadersReceived: vi.fn() },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    },
  };
  return {
    app,
    BrowserWindow: FakeWindow,
    powerSaveBlocker: electron.state.powerSaveBlocker,
    session,
    shell: { openExternal: vi.fn(async () => undefined) },
    dialog: { showErrorBox: vi.fn() },
    default: { app, BrowserWindow: FakeWindow, session },
  };
});

const saved = { ...process.env };

beforeEach(() => {
  vi.resetModules();
  electron.state.lock = true;
  electron.state.appListeners.clear();
  electron.state.windows.length = 0;
  electron.state.quit.mockReset();
  electron.state.userData = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-electron-'));
  Object.assign(process.env, { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
});

afterEach(() => {
  for (const key of ['PORT', 'HOST', 'LOG_LEVEL']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  fs.rmSync(electron.state.userData, { recursive: true, force: true });
});

function quitApp(): { preventDefault: ReturnType<typeof vi.fn> } {
  const event = { preventDefault: vi.fn() };
  for (const listener of electron.state.appListeners.get('before-quit') ?? []) listener(event);
  return event;
}

describe('Electron main', () => {
  it('starts the server in-process and opens a locked-down window on its /host page', async () => {
    await import('./index');
    await vi.waitFor(() => expect(electron.state.windows[0]?.loadURL).toHaveBeenCalled(), { timeout: 15_000 });
    const window = electron.state.windows[0]!;
    const url = window.loadURL.mock.calls[0]![0];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/host\/$/u);

    expect(window.options).toMatchObject({
      show: false,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    expect(window.webContents.setWindowOpenHandler).toHaveBeenCalledOnce();
    const events = window.webContents.on.mock.calls.map(([event]) => event);
    expect(events).toEqual(
      expect.arrayContaining(['will-navigate', 'will-redirect', 'before-input-event', 'render-process-gone']),
    );
    expect(electron.state.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    // The window is closed: the TV may sleep again.
    for (const listener of window.listeners.get('closed') ?? []) listener();
    expect(electron.state.powerSaveBlocker.stop).toHaveBeenCalledWith(7);

    // The server really runs, with SQLite in the user-data folder, and serves the host display with its assets.
    const health = await fetch(new URL('/healthz', url));
    expect(health.status).toBe(200);
    await health.text();
    const page = await fetch(url);
    const html = await page.text();
    if (page.status === 200) {
      const asset = /src="([^"]+\.js)"/u.exec(html)?.[1];
      expect(asset).toBeDefined();
      const script = await fetch(new URL(asset!, url));
      expect(script.status).toBe(200);
      // Read to the end, so the connection is idle and closing does not wait for it.
      await script.arrayBuffer();
    }
    expect(fs.existsSync(path.join(electron.state.userData, 'data', 'skal.db'))).toBe(true);

    // Quitting waits for the server to close, then quits for real.
    const first = quitApp();
    expect(first.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(electron.state.quit).toHaveBeenCalled(), { timeout: 15_000 });
    await expect(fetch(new URL('/healthz', url))).rejects.toThrow();
    expect(quitApp().preventDefault).not.toHaveBeenCalled();
  });

  it('a second instance quits at once and brings the first one forward instead', async () => {
    electron.state.lock = false;
    await import('./index');
    expect(electron.state.quit).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(electron.state.windows).toHaveLength(0);
  });
});
