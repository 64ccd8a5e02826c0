// The built server as `npm start` runs it: start-up line, SIGTERM with writes in flight, restart.
import { execFileSync, spawn } from 'node:child_process';
import readline from 'node:readline';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, request, tempDir } from './helpers';
import { serverDir, spawnBuilt } from './processes';

function startBuilt(env: Record<string, string>) {
  return spawnBuilt('main.js', { PORT: '0', ...env }, 'Skål serving on').then(({ child, line, exited }) => ({
    child,
    url: String(line.url),
    startLine: line,
    exited,
  }));
}

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
});

describe('the server process', () => {
  it('logs one line with its URL, storage, wallet and AI mode, and answers /healthz', async () => {
    const dataDir = tempDir();
    const server = await startBuilt({ DATA_DIR: dataDir });
    expect(server.startLine.msg).toMatch(/^Skål serving on http:\/\/127\.0\.0\.1:\d+ .*storage sqlite .*wallet .*AI /u);
    expect(server.startLine).toMatchObject({ storage: expect.stringContaining(dataDir) });
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('prints short lines in a terminal, the start-up line first', async () => {
    // `script` gives the server a pseudo-terminal, as when a person runs npm start.
    const child = spawn('script', ['-qfc', `"${process.execPath}" dist/main.js`, '/dev/null'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDir(), LOG_LEVEL: 'info' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.trim()) lines.push(line);
        if (line.includes('Skål serving on')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${lines.join('\n')}`)));
    });
    child.kill('SIGTERM');
    await exited;
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d info {2}Skål serving on http:\/\/127\.0\.0\.1:\d+ · phones connect to /u);
    expect(lines[0]).not.toContain('{');
  });

  it('refuses a bad configuration with a clear message', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
        env: { ...process.env, PORT: 'eighty' },
        stdio: 'pipe',
      });
    } catch (error) {
      output = String((error as { stdout: Buffer }).stdout);
      expect((error as { status: number }).status).toBe(2);
    }
    expect((JSON.parse(output) as { msg: string }).msg).toBe(
      'configuration: PORT must be a whole number from 0 to 65535, got "eighty"',
    );
  });

  it('refuses a bench-only PostgreSQL add path it does not know, the same way', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
        env: { ...process.env, PORT: '0', SKAL_BENCH_PG_ADD: 'cte' },
        stdio: 'pipe',
        timeout: 20_000, // a server that took the value would keep running
      });
    } catch (error) {
      output = String((error as { stdout: Buffer }).stdout);
      expect((error as { status: number }).status).toBe(2);
    }
    expect((JSON.parse(output) as { msg: string }).msg).toBe(
      'configuration: SKAL_BENCH_PG_ADD must be one of function, statements, got "cte"',
    );
  });

  it('finishes every acknowledged write on SIGTERM, exits 0, and has them all after a restart', async () => {
    const dataDir = tempDir();
    const first = await startBuilt({ DATA_DIR: dataDir, RATE_LIMIT_SOCKET: '100000', RATE_LIMIT_ADDRESS: '100000' });
    const phone = await connectClient(first.url);
    await request(phone, 'new room', 'fest');

    const acked: string[] = [];
    let stopSent = false;
    const sends = Array.from({ length: 300 }, (_, i) =>
      request(phone, 'chat message', { roomName: 'fest', text: `skål ${i}` })
        .then((reply) => {
          if ((reply as { ok: boolean }).ok) acked.push(`skål ${i}`);
          if (acked.length === 30 && !stopSent) {
            stopSent = true;
            first.child.kill('SIGTERM');
          }
        })
        .catch(() => undefined),
    );
    await Promise.all(sends);
    expect(await first.exited).toBe(0);
    phone.disconnect();
    expect(acked.length).toBeGreaterThanOrEqual(30);

    const second = await startBuilt({ DATA_DIR: dataDir });
    try {
      const [, entries] = (await (await fetch(`${second.url}/api/fest`)).json()) as [unknown, { value: string }[]];
      const stored = new Set(entries.map((entry) => entry.value));
      for (const value of acked) expect(stored.has(value), value).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
