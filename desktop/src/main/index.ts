// Electron main: one instance, Skål's server in-process on the LAN, and a locked-down window on its /host page.
import { app, BrowserWindow, dialog, powerSaveBlocker, session, shell } from 'electron';
import { createServer } from '../../../server/src/app';
import { createLogger, stdoutLog } from '../../../server/src/log';
import { installSessionPolicy } from './csp';
import { installKioskKeys } from './kiosk';
import { installNavigationPolicy } from './navigation';
import { appDirs } from './paths';
import { closeServerBeforeQuit, desktopServerConfig, startEmbeddedServer } from './server-lifecycle';
import { hostWindowOptions } from './window-options';

// The server's logger: short lines when started from a terminal, JSON otherwise.
const log = createLogger(process.env.LOG_LEVEL || 'info', stdoutLog());
let mainWindow: BrowserWindow | null = null;

function openHostWindow(hostUrl: string): BrowserWindow {
  const window = new BrowserWindow(hostWindowOptions({ fullscreen: process.argv.includes('--fullscreen') }));
  installKioskKeys(window);
  window.once('ready-to-show', () => window.show());
  // The TV is the party's screen: it must not dim or sleep while the host display is open.
  const awake = powerSaveBlocker.start('prevent-display-sleep');
  // A crashed page comes back on its own; nobody at a party walks over to restart the app.
  window.webContents.on('render-process-gone', () => window.webContents.reload());
  window.on('closed', () => {
    powerSaveBlocker.stop(awake);
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(hostUrl);
  return window;
}

async function start(): Promise<void> {
  await app.whenReady();
  const dirs = appDirs({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() });
  const config = desktopServerConfig(process.env, { ...dirs, userData: app.getPath('userData') });
  const { server, hostUrl } = await startEmbeddedServer({
    config,
    createServer: (chosen) => createServer(chosen, { logger: log }),
    onFallback: (preferred) => log.warn({ preferred }, `port ${preferred} is taken; using a free port instead`),
  });
  log.info(
    { url: server.url, publicUrl: server.publicUrl, storage: server.storage },
    `Skål desktop serving on ${server.url} (phones: ${server.publicUrl}) · storage ${server.storage}`,
  );
  closeServerBeforeQuit(app, () => server.close(), {
    onError: (error) => log.error({ err: error }, 'closing the server failed'),
  });

  installSessionPolicy(session.defaultSession, hostUrl);
  // Every web contents (the host window and any window it may open) stays on the local origin.
  app.on('web-contents-created', (_event, contents) => {
    installNavigationPolicy(contents, hostUrl, (url) => shell.openExternal(url));
  });
  mainWindow = openHostWindow(hostUrl);

  // macOS keeps apps alive without windows; the dock icon brings the host display back.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = openHostWindow(hostUrl);
  });
}

if (!app.requestSingleInstanceLock()) {
  // Another Skål already runs the server and the TV window; it comes to the front instead.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  start().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    log.fatal({ err: error }, 'Skål desktop could not start');
    dialog.showErrorBox('Skål could not start', message);
    app.exit(1);
  });
}
