import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script and skips external and empty ones', () => {
    const html = [
      '<head><script>window.a = "æøå";</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<SCRIPT type="text/javascript">\n  boot();\n</SCRIPT><script></script></head>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "æøå";'), sha('\n  boot();\n')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><title>x</title>')).toEqual([]);
  });
});
