// The privacy policy lists exactly what the phone keeps in the browser: this reads the phone's code for every
// localStorage and sessionStorage key and compares it with the policy's list (shared/content/phone-storage.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@skal/shared/content/phone-storage';

const phoneDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|html)$/u.test(entry.name) && !/\.test\./u.test(entry.name) ? [file] : [];
  });
}

/** Keys a file stores: literals given to getItem/setItem/removeItem or storage.ts's read/write, or a `KEY` constant. */
function keysIn(source: string): string[] {
  const patterns = [
    /\b(?:getItem|setItem|removeItem|read|write)\(\s*['"`]([^'"`]+)['"`]/gu,
    /\bKEY\s*=\s*['"`]([^'"`]+)['"`]/gu,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

function usedKeys(kind: 'localStorage' | 'sessionStorage'): string[] {
  const files = [...sourceFiles(path.join(phoneDir, 'src')), path.join(phoneDir, 'index.html')];
  const keys = files
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((source) => source.includes(kind))
    .flatMap(keysIn);
  return [...new Set(keys)].sort();
}

describe('what the phone keeps in the browser', () => {
  it('is exactly what the privacy policy lists for localStorage', () => {
    expect(usedKeys('localStorage')).toEqual(LOCAL_STORAGE_KEYS.map((value) => value.key).sort());
  });

  it('is exactly what the privacy policy lists for sessionStorage', () => {
    expect(usedKeys('sessionStorage')).toEqual(SESSION_STORAGE_KEYS.map((value) => value.key).sort());
  });
});
