// docs/product.md's table of the collection's counts is the collection's: it fails when an entry is added,
// removed or retagged without the table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGLISH_COLLECTION } from '@skal/shared/content/collection/english';
import { NORSK_COLLECTION } from '@skal/shared/content/collection/norsk';
import { countsTable } from '@skal/shared/content/collection/stats';

const DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'product.md');
const START = '<!-- collection-counts -->';
const END = '<!-- /collection-counts -->';

describe("docs/product.md's collection table", () => {
  it('shows the counts the collection has', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const table = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
    expect(doc.includes(START) && doc.includes(END), `docs/product.md has ${START} … ${END}`).toBe(true);
    expect(table).toBe(countsTable({ norsk: NORSK_COLLECTION, english: ENGLISH_COLLECTION }));
  });
});
