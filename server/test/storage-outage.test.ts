// A process started while PostgreSQL is down (a deployment that starts everything at once): it waits with one clear
// line, instead of exiting with a stack trace, and serves once PostgreSQL is up. The built server as a real process.
import { execFileSync } from 'node:child_process';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Service } from '../../scripts/services.mjs';
import { connectClient, request, tempDir, until } from './helpers';
import { serverDir, spawnBuilt, type Spawned } from './processes';

let postgres: Service;
let server: Spawned | undefined;

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
  postgres = await startPostgres();
}, 90_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await postgres?.stop();
});

describe('starting while PostgreSQL is down', () => {
  it('waits with one line, then serves once PostgreSQL is up', async () => {
    await postgres.pause();
    server = await spawnBuilt(
      'main.js',
      { PORT: '0', DATA_DIR: tempDir(), DATABASE_URL: postgres.url },
      'PostgreSQL at 127.0.0.1:',
    );
    expect(server.line).toMatchObject({ level: 40, fault: 'storage' });
    expect(String(server.line.msg)).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:\d+ cannot be reached \(.*ECONNREFUSED.*\); waiting for it, trying every 2 s$/u,
    );
    expect(String(server.line.msg)).not.toContain('postgres:'); // no URL, so no password
    const lines: { msg: string; url?: string }[] = [];
    readline.createInterface({ input: server.child.stdout! }).on('line', (text) => {
      try {
        lines.push(JSON.parse(text) as { msg: string });
      } catch {
        lines.push({ msg: text });
      }
    });
    let exitCode: number | null | 'running' = 'running';
    void server.exited.then((code) => {
      exitCode = code;
    });
    // Two more tries, and still one line and still running.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(exitCode).toBe('running');
    expect(lines.filter((line) => line.msg.includes('cannot be reached'))).toEqual([]);

    await postgres.resume();
    const started = await until(
      async () => lines.find((line) => line.msg.startsWith('Skål serving on')),
      Boolean,
      'the start-up line',
    );
    expect(lines.map((line) => line.msg)).toContainEqual(expect.stringMatching(/^PostgreSQL at .* reachable after/u));
    const url = String(started!.url);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const phone = await connectClient(url);
    expect(await request(phone, 'new room', 'sent')).toMatchObject({ ok: true });
    expect(await request(phone, 'chat message', { roomName: 'sent', text: 'Endelig' })).toMatchObject({
      ok: true,
      count: 1,
    });
    phone.disconnect();
    expect(exitCode).toBe('running');
  }, 90_000);
});
