import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type RunningServer } from '../../../server/src/app';
import { closeServerBeforeQuit, desktopServerConfig, startEmbeddedServer, type Quittable } from './server-lifecycle';

// The machine's network as the server sees it: loopback, a public address and a home Wi-Fi address.
vi.mock('node:os', async (importOriginal) => {
  const actual = await importOriginal<typeof os>();
  const nic = (address: string, internal = false) => ({
    address,
    family: 'IPv4' as const,
    internal,
    netmask: '255.255.255.0',
    mac: '00:00:00:00:00:00',
    cidr: null,
  });
  const networkInterfaces = () => ({
    lo: [nic('127.0.0.1', true)],
    eth0: [nic('203.0.113.7')],
    wlan0: [nic('192.168.1.23')],
  });
  return { ...actual, default: { ...actual, networkInterfaces }, networkInterfaces };
});

const dirs = {
  repoRoot: '/repo',
  phoneDir: '/repo/phone/dist',
  hostDir: '/repo/desktop/out/renderer',
  userData: '/home/ola/.config/Skål',
};

describe('desktopServerConfig', () => {
  it('serves the whole LAN on the default port, with SQLite in the user-data folder', () => {
    const config = desktopServerConfig({}, dirs);
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: path.join(dirs.userData, 'data'),
      phoneDir: dirs.phoneDir,
      hostDir: dirs.hostDir,
      publicUrl: undefined,
    });
  });

  it('lets the environment override, as for the plain server', () => {
    const config = desktopServerConfig(
      { PORT: '9000', HOST: '127.0.0.1', DATA_DIR: '/srv/skal', PUBLIC_URL: 'http://skal.local:9000/', HOST_DIR: '/h' },
      dirs,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/skal'),
      publicUrl: 'http://skal.local:9000',
      hostDir: '/h',
    });
    expect(() => desktopServerConfig({ PORT: 'lots' }, dirs)).toThrow(/PORT/u);
  });
});

describe('startEmbeddedServer', () => {
  const running: RunningServer[] = [];
  const blockers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
    await Promise.all(blockers.splice(0).map((blocker) => new Promise((resolve) => blocker.close(resolve))));
  });

  async function occupiedPort(): Promise<number> {
    const blocker = net.createServer();
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    return (blocker.address() as net.AddressInfo).port;
  }

  function testConfig(port: number) {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-desktop-'));
    return desktopServerConfig({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }, { ...dirs, userData });
  }

  it('starts the real server, falls back to a free port when the default is taken, and stops cleanly', async () => {
    const taken = await occupiedPort();
    const config = testConfig(taken);
    const onFallback = vi.fn();
    const embedded = await startEmbeddedServer({ config, createServer, onFallback });
    running.push(embedded.server);

    expect(onFallback).toHaveBeenCalledWith(taken);
    expect(embedded.server.port).not.toBe(taken);
    expect(embedded.config.port).toBe(embedded.server.port);
    expect(embedded.hostUrl).toBe(`http://127.0.0.1:${embedded.server.port}/host/`);
    expect(fs.existsSync(path.join(config.dataDir, 'skal.db'))).toBe(true);

    const health = await fetch(new URL('/healthz', embedded.server.url));
    expect(health.status).toBe(200);

    await embedded.server.close();
    await expect(fetch(new URL('/healthz', embedded.server.url))).rejects.toThrow();
  });

  it('tells the host display the LAN address phones can reach (the first private IPv4)', async () => {
    const embedded = await startEmbeddedServer({ config: testConfig(0), createServer });
    running.push(embedded.server);
    const expected = `http://192.168.1.23:${embedded.server.port}`;
    expect(embedded.server.publicUrl).toBe(expected);
    const info = (await (await fetch(new URL('/api/host-info', embedded.server.url))).json()) as { publicUrl: string };
    expect(info.publicUrl).toBe(expected);
  });

  it('keeps the preferred port when it is free and falls back if it is taken between probe and listen', async () => {
    const start = vi.fn(async (config: { port: number }) => {
      if (config.port === 8080) throw Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
      return { port: 43210, url: 'http://127.0.0.1:43210' } as RunningServer;
    });
    const onFallback = vi.fn();
    const embedded = await startEmbeddedServer({
      config: desktopServerConfig({}, dirs),
      createServer: start,
      probe: async () => true,
      onFallback,
    });
    expect(start.mock.calls.map(([config]) => config.port)).toEqual([8080, 0]);
    expect(onFallback).toHaveBeenCalledWith(8080);
    expect(embedded.hostUrl).toBe('http://127.0.0.1:43210/host/');
  });
});

describe('closeServerBeforeQuit', () => {
  function fakeApp() {
    let listener: ((event: { preventDefault(): void }) => void) | undefined;
    const quit = vi.fn();
    const app: Quittable & { quit: typeof quit } = {
      on: (_event, handler) => (listener = handler),
      quit,
    };
    const quitRequested = () => {
      const event = { preventDefault: vi.fn() };
      listener!(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    return { app, quitRequested };
  }

  it('holds the quit until the server has closed, then quits for real', async () => {
    const { app, quitRequested } = fakeApp();
    let finish!: () => void;
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    closeServerBeforeQuit(app, close);

    expect(quitRequested()).toBe(true);
    expect(quitRequested()).toBe(true);
    expect(close).toHaveBeenCalledOnce();
    expect(app.quit).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce());
    expect(quitRequested()).toBe(false);
  });

  it('still quits when closing fails or hangs', async () => {
    const failing = fakeApp();
    const onError = vi.fn();
    closeServerBeforeQuit(failing.app, () => Promise.reject(new Error('boom')), { onError });
    failing.quitRequested();
    await vi.waitFor(() => expect(failing.app.quit).toHaveBeenCalledOnce());
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));

    const hanging = fakeApp();
    closeServerBeforeQuit(hanging.app, () => new Promise<void>(() => undefined), { limitMs: 20, onError });
    hanging.quitRequested();
    await vi.waitFor(() => expect(hanging.app.quit).toHaveBeenCalledOnce());
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'the server did not close in time' }));
  });
});
