// The installers get Skål's icon: electron-builder finds build/icon.png (relative to desktop/) on its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const desktop = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('installer icon', () => {
  it('is a 1024 px PNG where electron-builder looks for it', () => {
    const config = fs.readFileSync(path.join(desktop, '..', 'electron.builder.yml'), 'utf8');
    expect(config).toMatch(/^\s+buildResources: build$/mu);
    const png = fs.readFileSync(path.join(desktop, 'build', 'icon.png'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });
});
