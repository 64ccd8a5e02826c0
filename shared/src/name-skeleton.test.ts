// Names compared by their look (UTS #39 confusable skeleton, name-skeleton.ts) after the name rules: look-alikes of
// the placeholder and no-players words are refused, a look-alike of a player's name is that player (issue #39).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lookOf, skeleton } from './name-skeleton';
import { hasPlayer, normalisePlayerName, playerKey } from './player-names';

/**
 * Every character (outside ASCII) whose skeleton is one small Latin letter or `@`, by that letter: the generator's
 * confusables, read from the same table the skeleton uses, over the planes where confusables.txt has them.
 */
function confusablesByLetter(): Map<string, string[]> {
  const byLetter = new Map<string, string[]>();
  for (let codePoint = 0x80; codePoint <= 0x1ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint < 0xe000) continue;
    const character = String.fromCodePoint(codePoint);
    const prototype = skeleton(character);
    if (!/^[a-z@]$/u.test(prototype)) continue;
    byLetter.set(prototype, [...(byLetter.get(prototype) ?? []), character]);
  }
  return byLetter;
}
const CONFUSABLES = confusablesByLetter();
/**
 * Without the forms of a capital I (𝐈, Ｉ, Ⅰ: I once made plain) for a small l: a name's key keeps I apart from l so
 * that KARI is Kari, so `KarI` is not `taken` by Karl (the placeholder tests do make them one: `@spiIler`).
 */
const CONFUSABLES_BUT_CAPITAL_I = new Map(
  [...CONFUSABLES].map(([letter, characters]) => [
    letter,
    characters.filter((character) => character.normalize('NFKC') !== 'I'),
  ]),
);

/** `word` with the letters at `positions` (taken modulo its length) replaced by the `picks`-th of their look-alikes. */
function disguise(
  word: string,
  swaps: readonly { position: number; pick: number }[],
  confusables: ReadonlyMap<string, readonly string[]> = CONFUSABLES,
): string {
  const characters = [...word];
  for (const { position, pick } of swaps) {
    const at = position % characters.length;
    const choices = confusables.get(characters[at]!);
    if (choices && choices.length > 0) characters[at] = choices[pick % choices.length]!;
  }
  return characters.join('');
}

const swaps = fc.array(fc.record({ position: fc.nat(), pick: fc.nat() }), { minLength: 1, maxLength: 6 });

describe('the confusable skeleton', () => {
  it('maps look-alikes to one prototype, as UTS #39 does', () => {
    expect(skeleton('Kаri')).toBe('Kari'); // Cyrillic а
    expect(skeleton('nοen')).toBe('noen'); // Greek ο
    expect(skeleton('ѕ')).toBe('s'); // Cyrillic ѕ
    expect(skeleton('𝐊𝐚𝐫𝐢')).toBe('Kari'); // mathematical bold
    // Not for reading: m is r + n, so rn and m look alike.
    expect(skeleton('m')).toBe(skeleton('rn'));
    // Marks decomposed and compared one by one: é is e and its accent.
    expect(skeleton('é')).toBe('e\u0301');
  });

  it('is the same look in any case, small capitals included, and keeps apart what looks different', () => {
    expect(lookOf('KARI')).toBe(lookOf('kari'));
    expect(lookOf('КАRI')).toBe(lookOf('Kari')); // Cyrillic К and А
    expect(lookOf('ɴᴏᴇɴ')).toBe('noen');
    expect(lookOf('Øystein')).toBe(lookOf('øYSTEIN'));
    expect(lookOf('Kari')).not.toBe(lookOf('Karin'));
    expect(lookOf('Ola')).not.toBe(lookOf('Åla'));
  });

  it('the table it is built on is there: thousands of characters map to a small Latin letter', () => {
    const count = [...CONFUSABLES.values()].reduce((sum, characters) => sum + characters.length, 0);
    expect(count).toBeGreaterThan(400);
    expect(CONFUSABLES.get('o')).toContain('\u043E'); // Cyrillic о
  });
});

describe('look-alike player names', () => {
  it('of the placeholder or the no-players word are refused (issue #39)', () => {
    for (const name of [
      'n\u043Een', // nоen, Cyrillic о
      'n\u03BFen', // nοen, Greek ο
      '\u0274\u1D0F\u1D07\u0274', // ɴᴏᴇɴ
      '@\u0455piller', // @ѕpiller, Cyrillic ѕ
      's\u043Em\u0435\u043Ene', // sоmеоne, Cyrillic о and е
      '@spiller!',
      '(@player)',
      '@spiller x',
      'Kari (@player)',
      'n.o.e.n',
      'NOEN!',
      '𝐧𝐨𝐞𝐧',
      '@spiIler', // a capital I for an l
    ]) {
      expect(normalisePlayerName(name), JSON.stringify(name)).toEqual({ ok: false, reason: 'placeholder' });
    }
  });

  it('that only contain the words, or look different, are names', () => {
    for (const name of ['Noena', 'noen andre', '@spillerne', 'Someone Else', 'spiller', 'player', 'ola@spiller.no']) {
      expect(normalisePlayerName(name), name).toEqual({ ok: true, name });
    }
  });

  it('of a player at the table are that player (`taken`), Kari with a Cyrillic а among them', () => {
    expect(hasPlayer(['Kari'], 'K\u0430ri')).toBe(true);
    expect(hasPlayer(['Kari'], 'КАRI')).toBe(true);
    expect(hasPlayer(['Kari'], '𝐊𝐚𝐫𝐢')).toBe(true);
    expect(hasPlayer(['Kari'], 'Karin')).toBe(false);
    expect(playerKey('K\u0430ri')).toBe(playerKey('Kari'));
  });

  it('property: any name of small letters with some letters swapped for look-alikes is that name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,16}$/u), swaps, (word, changes) => {
        const lookalike = disguise(word, changes, CONFUSABLES_BUT_CAPITAL_I);
        const parsed = normalisePlayerName(lookalike);
        // A disguised name that reads as a placeholder word is refused as one; any other is the player it mimics.
        if (!parsed.ok) expect(parsed.reason).toBe('placeholder');
        else expect(hasPlayer([word], parsed.name), `${word} / ${lookalike}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: the placeholder and no-players words with look-alike letters are refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('@spiller', '@player', 'noen', 'someone'),
        swaps,
        fc.constantFrom('', '!', ' x', '(', ')'),
        (word, changes, around) => {
          const lookalike = disguise(word, changes);
          // A word after it keeps only a placeholder one (`@spiller x`): `noen andre` is a name.
          const after = around === ' x' && !word.startsWith('@') ? '' : around;
          const name = after === '(' ? `(${lookalike})` : `${lookalike}${after}`;
          expect(normalisePlayerName(name), JSON.stringify(name)).toEqual({ ok: false, reason: 'placeholder' });
        },
      ),
      { numRuns: 500 },
    );
  });
});
