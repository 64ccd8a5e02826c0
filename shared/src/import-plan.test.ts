import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BATCH } from './protocol';
import { ImportPacer, importPrice, planImport, readImportFile } from './import-plan';

/** UTF-8 bytes (shared/ is typed without the DOM's or Node's TextEncoder). */
const encoder = new (
  globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }
).TextEncoder();
const encode = (text: string) => encoder.encode(text);

describe('readImportFile', () => {
  it('reads UTF-8 text, and refuses what is not text', () => {
    expect(readImportFile(encode('Skål!\n\nØl\tog vin\r\n'))).toEqual({ ok: true, text: 'Skål!\n\nØl\tog vin\r\n' });
    // Not UTF-8.
    expect(readImportFile(new Uint8Array([0x53, 0xe5, 0x6c]))).toEqual({ ok: false, reason: 'not_text' });
    // UTF-8 but with NUL and other control characters: a binary file.
    expect(readImportFile(encode('abc\u0000def'))).toEqual({ ok: false, reason: 'not_text' });
    expect(readImportFile(encode('abc\u0007def'))).toEqual({ ok: false, reason: 'not_text' });
    // 200 KB of pseudo-random bytes.
    let seed = 7;
    const binary = Uint8Array.from({ length: 200 * 1024 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 255);
    expect(readImportFile(binary)).toEqual({ ok: false, reason: 'not_text' });
  });
});

describe('planImport', () => {
  const room = { existing: ['Har fra før'], space: 2000 };

  it('sends only new, valid entries and counts the rest as skipped', () => {
    const text = [
      'Har fra før',
      'Ny',
      'Ny',
      'x'.repeat(281),
      '[Regel som varer] Regel\n[Når regelen slutter] Slutt',
    ].join('\n\n');
    const planned = planImport(text, room, 15_000);
    expect(planned).toEqual({
      ok: true,
      plan: {
        batches: [['Ny', { text: 'Regel', rule: { end: 'Slutt' } }]],
        fresh: 2,
        skipped: 3,
        tooLong: 1,
        joinedLines: false,
      },
    });
  });

  it('sends each entry’s table tags, and leaves out (counting) an entry whose tags do not fit its text', () => {
    const text = [
      '@spiller og @spiller skåler\n[Ved bordet] drikker, flørter',
      'Alle som har, drikker\n[At the table] no names, everyone drinks\n[Instead of drinking] Syng',
      '@spiller drikker\n[Ved bordet] drikker, drikker',
      `Alle drikker\n[Ved bordet] alle drikker\n[I stedet for å drikke] ${'x'.repeat(81)}`,
      'Hei\n[Ved bordet] synger',
    ].join('\n\n');
    expect(planImport(text, room, 15_000)).toEqual({
      ok: true,
      plan: {
        batches: [
          [
            { text: '@spiller og @spiller skåler', slots: ['drinks', 'flirts'] },
            { text: 'Alle som har, drikker', slots: [], everyone: true, forfeit: 'Syng' },
            'Hei\n[Ved bordet] synger',
          ],
        ],
        fresh: 3,
        skipped: 2,
        tooLong: 0,
        joinedLines: false,
      },
    });
  });

  it('refuses at once a file with more new entries than the room has space for, or none', () => {
    const many = Array.from({ length: 2001 }, (_, i) => `Tekst nummer ${i}`).join('\n\n');
    expect(planImport(many, { existing: [], space: 2000 }, 15_000)).toEqual({
      ok: false,
      refusal: { reason: 'no_space', fresh: 2001, space: 2000 },
    });
    // 2,001 lines without a blank line: one paragraph, far too long, and it says why.
    const lines = Array.from({ length: 2001 }, (_, i) => `Linje ${i}`).join('\n');
    expect(planImport(lines, { existing: [], space: 2000 }, 15_000)).toEqual({
      ok: false,
      refusal: { reason: 'nothing_new', skipped: 1, tooLong: 1, joinedLines: true },
    });
    expect(planImport('Har fra før', room, 15_000)).toEqual({
      ok: false,
      refusal: { reason: 'nothing_new', skipped: 1, tooLong: 0, joinedLines: false },
    });
  });

  it('splits into batches within one message and MAX_IMPORT_BATCH items', () => {
    const text = Array.from({ length: 1999 }, (_, i) => `Tekst nummer ${i} ${'ø'.repeat(40)}`).join('\n\n');
    const planned = planImport(text, { existing: [], space: 2000 }, 15_000);
    if (!planned.ok) throw new Error('refused');
    expect(planned.plan.batches.flat()).toHaveLength(1999);
    for (const batch of planned.plan.batches) {
      expect(batch.length).toBeLessThanOrEqual(MAX_IMPORT_BATCH);
      expect(encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(15_000 + batch.length);
    }
  });
});

describe('importPrice', () => {
  it('prices texts by their bytes and objects by their JSON, as the server does', () => {
    expect(importPrice(['Skål'])).toBe(5);
    expect(importPrice(['å'.repeat(1024)])).toBe(6);
    expect(importPrice([{ text: 'x'.repeat(1000), rule: { end: 'y'.repeat(1000) } }])).toBe(4 + 2);
  });
});

describe('ImportPacer', () => {
  it('lets batches go while the budget lasts in a window, then waits for the next one', () => {
    let now = 0;
    const pacer = new ImportPacer(30, 10_000, () => now);
    expect(pacer.waitMs()).toBe(0);
    pacer.spend(19);
    expect(pacer.waitMs()).toBe(0);
    pacer.spend(19);
    now = 2_000;
    expect(pacer.waitMs()).toBe(8_000);
    now = 10_000;
    expect(pacer.waitMs()).toBe(0);
    pacer.spend(19);
    // A refusal waits a whole window from now.
    now = 11_000;
    pacer.refused();
    expect(pacer.waitMs()).toBe(10_000);
  });
});
