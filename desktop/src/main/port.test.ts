import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePort, isPortFree, isPortUnavailable, startWithPortFallback } from './port';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function occupy(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

const inUse = () => Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });

describe('isPortFree and choosePort', () => {
  it('sees a taken port as taken and falls back to 0 (any free port)', async () => {
    const taken = await occupy();
    await expect(isPortFree(taken, '127.0.0.1')).resolves.toBe(false);
    await expect(choosePort(taken, '127.0.0.1')).resolves.toBe(0);
  });

  it('keeps the preferred port when it is free', async () => {
    const free = await occupy();
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(isPortFree(free, '127.0.0.1')).resolves.toBe(true);
    await expect(choosePort(free, '127.0.0.1')).resolves.toBe(free);
    await expect(choosePort(0, '127.0.0.1', () => Promise.reject(new Error('not asked')))).resolves.toBe(0);
  });
});

describe('startWithPortFallback', () => {
  it('starts on the preferred port when it can', async () => {
    const start = vi.fn(async (port: number) => port);
    await expect(startWithPortFallback(start, 8080)).resolves.toBe(8080);
    expect(start.mock.calls).toEqual([[8080]]);
  });

  it('retries on a free port when the preferred one is taken, and says so', async () => {
    const start = vi.fn(async (port: number) => {
      if (port === 8080) throw inUse();
      return port;
    });
    const onFallback = vi.fn();
    await expect(startWithPortFallback(start, 8080, onFallback)).resolves.toBe(0);
    expect(start.mock.calls).toEqual([[8080], [0]]);
    expect(onFallback).toHaveBeenCalledWith(8080, expect.any(Error));
  });

  it('does not hide other failures, or a failure on port 0', async () => {
    await expect(startWithPortFallback(() => Promise.reject(new Error('disk full')), 8080)).rejects.toThrow(
      'disk full',
    );
    await expect(startWithPortFallback(() => Promise.reject(inUse()), 0)).rejects.toThrow('EADDRINUSE');
  });

  it('knows which errors mean the port is not available', () => {
    expect(isPortUnavailable(inUse())).toBe(true);
    expect(isPortUnavailable(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe(true);
    expect(isPortUnavailable(new Error('x'))).toBe(false);
    expect(isPortUnavailable(null)).toBe(false);
  });
});
