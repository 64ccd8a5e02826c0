// Every relative link in the README, docs/ and the package READMEs resolves: to a file or folder of this
// repository, and where it names a #heading, to a heading of that page (GitHub's anchors).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'phone/README.md',
  'desktop/README.md',
  'bench/README.md',
];

/** The page without fenced code blocks, and with inline code spans made plain text (or dropped if they hold a link). */
function prose(text) {
  return text
    .replace(/^```[^\n]*\n[\s\S]*?^```$/gmu, '')
    .replace(/`+([^`\n]*)`+/gu, (_span, code) => (code.includes('](') ? '' : code));
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, each space a hyphen; repeats get -1, -2 … */
export function anchors(markdown) {
  const seen = new Map();
  const result = new Set();
  for (const match of markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gmu, '').matchAll(/^#{1,6} +(.+?) *#*$/gmu)) {
    const slug = match[1]
      .replace(/`/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /gu, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Relative link targets of a page: [text](target) and ![alt](target), not URLs with a scheme. */
function links(markdown) {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/gu)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/iu.test(target));
}

describe('links in the docs', () => {
  it('reads the pages it checks', () => {
    for (const page of pages) expect(fs.existsSync(path.join(root, page)), page).toBe(true);
    expect(pages).toContain('docs/configuration.md');
  });

  it('finds links and GitHub anchors the way GitHub does', () => {
    expect(links('[a](docs/x.md) ![b](y.png) [c](https://e.x) `[d](no.md)` [e](#here)')).toEqual([
      'docs/x.md',
      'y.png',
      '#here',
    ]);
    expect([...anchors('# Skål\n## Operators: `/metrics` and `/healthz`\n## Tests\n## Tests\n')]).toEqual([
      'skål',
      'operators-metrics-and-healthz',
      'tests',
      'tests-1',
    ]);
  });

  for (const page of pages) {
    it(`resolves every relative link of ${page}`, () => {
      const text = fs.readFileSync(path.join(root, page), 'utf8');
      const broken = [];
      for (const target of links(text)) {
        const [file, anchor] = target.split('#');
        const resolved = file
          ? path.resolve(root, path.dirname(page), decodeURIComponent(file))
          : path.join(root, page);
        if (path.relative(root, resolved).startsWith('..')) {
          broken.push(`${target}: outside the repository`);
          continue;
        }
        if (!fs.existsSync(resolved)) {
          broken.push(`${target}: no such file`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md')) {
          if (!anchors(fs.readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
            broken.push(`${target}: no such heading`);
          }
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
