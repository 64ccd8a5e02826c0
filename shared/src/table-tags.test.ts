import { describe, expect, it } from 'vitest';
import { fileTags, FILE_FORFEIT_MAX_LENGTH } from './import-plan';
import { SLOT_TAG_LIST } from './rule-file';
import { FORFEIT_MAX_LENGTH, SLOT_TAGS } from './slots';
import { checkedTableTags, readEntryTags } from './table-tags';

describe('readEntryTags (an import’s tags)', () => {
  it('keeps tags that fit the text as the stores keep them, and refuses the rest', () => {
    expect(readEntryTags('@spiller og @player', { slots: ['drinks', 'flirts'], everyone: false })).toEqual({
      slots: ['drinks', 'flirts'],
    });
    expect(readEntryTags('Alle', { everyone: true, forfeit: ' Syng\u200b ' })).toEqual({
      everyone: true,
      forfeit: 'Syng',
    });
    expect(readEntryTags('Alle', { forfeit: '   ' })).toEqual({});
    expect(readEntryTags('Alle', {})).toEqual({});
    expect(readEntryTags('Alle', { forfeit: 'ø'.repeat(80) })).toEqual({ forfeit: 'ø'.repeat(80) });
    expect(readEntryTags('@spiller', { slots: ['drinks', 'drinks'] })).toBeNull();
    expect(readEntryTags('@spiller', { slots: [] })).toBeNull();
    expect(readEntryTags('@spiller', { slots: ['dances'] })).toBeNull();
    expect(readEntryTags('Alle', { forfeit: 'ø'.repeat(81) })).toBeNull();
    expect(readEntryTags('Alle', { everyone: 'yes' })).toBeNull();
  });
});

describe('fileTags (the phone’s check, without zod)', () => {
  it('agrees with the server’s check on every case', () => {
    expect(FILE_FORFEIT_MAX_LENGTH).toBe(FORFEIT_MAX_LENGTH);
    expect(SLOT_TAG_LIST).toEqual(SLOT_TAGS);
    const cases: [string, Record<string, unknown>][] = [
      ['@spiller og @player', { slots: ['drinks', 'flirts'], everyone: false }],
      ['Alle', { everyone: true, forfeit: ' Syng\u200b ' }],
      ['Alle', { forfeit: '   ' }],
      ['Alle', {}],
      ['Alle', { forfeit: 'ø'.repeat(80) }],
      ['@spiller', { slots: ['drinks', 'drinks'] }],
      ['@spiller', { slots: [] }],
      ['@spiller', { slots: ['dances'] }],
      ['@spiller', { slots: 'drinks' }],
      ['Alle', { forfeit: 'ø'.repeat(81) }],
      ['Alle', { forfeit: 7 }],
      ['Alle', { everyone: 'yes' }],
    ];
    for (const [text, raw] of cases) expect(fileTags(text, raw), JSON.stringify(raw)).toEqual(readEntryTags(text, raw));
  });
});

describe('checkedTableTags (the model’s tags)', () => {
  it('keeps tags that fit and agree with the words', () => {
    expect(
      checkedTableTags('@spiller tar to slurker, og @spiller klapper.', {
        slots: ['drinks', 'plain'],
        everyone: false,
      }),
    ).toEqual({ slots: ['drinks', 'plain'] });
    expect(
      checkedTableTags('Alle som har vært i Sverige, drikker.', {
        slots: [],
        everyone: true,
        forfeit: 'Fortell om turen.',
      }),
    ).toEqual({ slots: [], everyone: true, forfeit: 'Fortell om turen.' });
    // Asking more than the words show is careful, and kept.
    expect(checkedTableTags('@spiller velger en sang.', { slots: ['drinks'] })).toEqual({ slots: ['drinks'] });
  });

  it('reads the words when the tags do not fit the placeholders', () => {
    expect(checkedTableTags('@spiller og @spiller kysser.', { slots: ['plain'] })).toEqual({
      slots: ['flirts', 'flirts'],
    });
    expect(checkedTableTags('@player drinks two sips.', {}, 'english')).toEqual({ slots: ['drinks'] });
    expect(checkedTableTags('Alle klapper.', { slots: 'drinks' })).toEqual({ slots: [] });
  });

  it('makes tags safe that the words contradict: each slot asks what either asks', () => {
    // Drinking words, yet nobody drinks by the tags.
    expect(
      checkedTableTags('@spiller og @spiller skåler og drikker en slurk.', { slots: ['plain', 'flirts'] }),
    ).toEqual({ slots: ['drinks', 'drinks+flirts'] });
    expect(checkedTableTags('Alle drikker en slurk.', { slots: [], everyone: false })).toEqual({
      slots: [],
      everyone: true,
    });
    // Flirting words, yet no slot flirts.
    expect(checkedTableTags('@spiller kysser @spiller på kinnet.', { slots: ['plain', 'plain'] })).toEqual({
      slots: ['flirts', 'flirts'],
    });
  });

  it('keeps a forfeit only on an everyone card, short, naming nobody and without drinking', () => {
    const everyone = { slots: [], everyone: true };
    expect(checkedTableTags('Alle drikker.', { ...everyone, forfeit: 'x'.repeat(81) })).toEqual({
      slots: [],
      everyone: true,
    });
    expect(checkedTableTags('Alle drikker.', { ...everyone, forfeit: 'Ta en slurk vann.' })).toEqual({
      slots: [],
      everyone: true,
    });
    expect(checkedTableTags('Alle drikker.', { ...everyone, forfeit: 'Gi @spiller en klem.' })).toEqual({
      slots: [],
      everyone: true,
    });
    expect(checkedTableTags('@spiller klapper.', { slots: ['plain'], forfeit: 'Syng.' })).toEqual({ slots: ['plain'] });
  });
});
