// The CSP hashes of the inline scripts in the built pages (the phone's boot script), so script-src can allow
// exactly those and nothing else inline.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/giu;

/** `'sha256-…'` sources for every inline script of a page, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

/** The hashes for the index.html of each built page directory that exists. */
export function builtPageScriptHashes(dirs: readonly (string | undefined)[]): string[] {
  const hashes = new Set<string>();
  for (const dir of dirs) {
    if (!dir) continue;
    const file = path.join(dir, 'index.html');
    if (!fs.existsSync(file)) continue;
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}
