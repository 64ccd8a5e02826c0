import { describe, expect, it, vi } from 'vitest';
import { createHostApi, type Fetcher } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('host API', () => {
  it('reads the public URL from /api/host-info', async () => {
    const fetcher = vi.fn<Fetcher>(async () => json(200, { publicUrl: 'http://192.168.1.20:8080' }));
    await expect(createHostApi(fetcher).publicUrl()).resolves.toBe('http://192.168.1.20:8080');
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/host-info');
  });

  it('refuses a missing or odd public URL', async () => {
    await expect(createHostApi(async () => json(200, {})).publicUrl()).rejects.toThrow();
    await expect(createHostApi(async () => json(200, { publicUrl: 'javascript:x' })).publicUrl()).rejects.toThrow();
    await expect(createHostApi(async () => json(503, {})).publicUrl()).rejects.toThrow();
  });

  it('normalises the typed ID and asks for the room, URL-encoded', async () => {
    const fetcher = vi.fn<Fetcher>(async () => json(200, [{ name: 'glad elg 42' }, [], false]));
    await expect(createHostApi(fetcher).lookUpRoom('  Glad Elg 42 ')).resolves.toEqual({
      ok: true,
      room: 'glad elg 42',
    });
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/glad%20elg%2042');
  });

  it('tells a missing room, a bad name and an unreachable server apart', async () => {
    await expect(createHostApi(async () => json(404, {})).lookUpRoom('borte')).resolves.toEqual({
      ok: false,
      error: 'not_found',
    });
    const never = vi.fn<Fetcher>();
    await expect(createHostApi(never).lookUpRoom('   ')).resolves.toEqual({ ok: false, error: 'invalid' });
    expect(never).not.toHaveBeenCalled();
    await expect(createHostApi(async () => json(400, {})).lookUpRoom('x')).resolves.toEqual({
      ok: false,
      error: 'invalid',
    });
    await expect(
      createHostApi(async () => {
        throw new TypeError('network');
      }).lookUpRoom('fest'),
    ).resolves.toEqual({ ok: false, error: 'offline' });
    await expect(createHostApi(async () => json(500, {})).lookUpRoom('fest')).resolves.toEqual({
      ok: false,
      error: 'offline',
    });
  });
});
