// The built server as `npm start` runs it: start-up line, SIGTERM with writes in flight, restart.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, request, tempDir } from './helpers';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  child: ChildProcess;
  url: string;
  startLine: Record<string, unknown>;
  exited: Promise<number | null>;
}

function startBuilt(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const record = JSON.parse(line) as Record<string, unknown>;
      if (typeof record.msg === 'string' && record.msg.startsWith('Skål serving on')) {
        resolve({ child, url: String(record.url), startLine: record, exited });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
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
    expect(output).toContain('PORT must be a whole number');
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
