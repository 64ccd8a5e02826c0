// Keeps the packaging in step with the server: every npm dependency the bundled server needs at run time must
// ship in the installer, and the native one must be unpacked and rebuilt for Electron.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '..', '..', '..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as {
    main?: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

describe('desktop packaging', () => {
  const desktop = readJson('desktop/package.json');

  it("ships every run-time dependency of the server and the shared core, at the server's versions", () => {
    for (const file of ['server/package.json', 'shared/package.json']) {
      for (const [name, version] of Object.entries(readJson(file).dependencies ?? {})) {
        if (name.startsWith('@skal/')) continue;
        expect(desktop.dependencies?.[name], `${name} (from ${file})`).toBe(version);
      }
    }
  });

  it('bundles the workspace code and the renderer instead of shipping them as packages', () => {
    for (const name of ['@skal/shared', 'react', 'react-dom', 'qrcode.react', 'socket.io-client', 'engine.io-client']) {
      expect(desktop.dependencies?.[name], name).toBeUndefined();
    }
    expect(desktop.main).toBe('./out/main/index.js');
  });

  it('unpacks and rebuilds better-sqlite3, and builds for Linux, Windows and macOS', () => {
    const config = fs.readFileSync(path.join(repo, 'electron.builder.yml'), 'utf8');
    expect(config).toMatch(/^appId: app\.skal\.desktop$/mu);
    expect(config).toMatch(/^productName: Skål$/mu);
    expect(config).toMatch(/^asarUnpack:\n(\s+- .*\n)*\s+- '\*\*\/node_modules\/better-sqlite3\/\*\*'/mu);
    expect(config).toMatch(/^npmRebuild: true$/mu);
    for (const target of ['AppImage', 'deb', 'nsis', 'dmg'])
      expect(config).toMatch(new RegExp(`^\\s+- ${target}$`, 'mu'));
    expect(config).toMatch(/- from: \.\.\/phone\/dist\n\s+to: phone/u);
    expect(config).toMatch(/- from: out\/renderer\n\s+to: host/u);
  });
});
