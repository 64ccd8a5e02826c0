// The built Electron main process (npm run desktop:build → out/main) run under plain Node with Electron swapped
// for a stand-in: it must resolve its external packages, start the server, serve the host display and quit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const desktop = path.resolve(__dirname, '..');
const bundle = path.join(desktop, 'out', 'main', 'index.js');

describe('built main process (out/main)', () => {
  it('is built (npm test builds it first; alone, run npm run desktop:build)', () => {
    expect(fs.existsSync(bundle), `${bundle} is missing: run npm run desktop:build`).toBe(true);
  });

  it('starts the server, opens the host display with its assets, and closes the server before quitting', () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-bundle-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', path.join(__dirname, 'fixtures', 'register-electron.mjs'), bundle],
        {
          cwd: desktop,
          encoding: 'utf8',
          timeout: 30_000,
          env: {
            ...process.env,
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'silent',
            FAKE_APP_PATH: desktop,
            FAKE_USER_DATA: userData,
          },
        },
      );
      expect(run.stderr).toBe('');
      const lines = run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const loaded = lines.find((line) => line.event === 'loaded');
      expect(loaded).toMatchObject({
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/host\/$/u),
        page: 200,
        asset: 200,
        webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
      });
      expect(lines.map((line) => line.event)).toEqual(['loaded', 'before-quit', 'quit']);
      expect(lines[1]).toEqual({ event: 'before-quit', held: true });
      expect(run.status).toBe(0);
      expect(fs.existsSync(path.join(userData, 'data', 'skal.db'))).toBe(true);
    } finally {
      fs.rmSync(userData, { recursive: true, force: true });
    }
  });
});
