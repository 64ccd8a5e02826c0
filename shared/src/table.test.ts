import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledText, countPlaceholders } from './players';
import { seededRandom } from './random';
import { slotDrinks, slotFlirts, SLOT_TAGS, type SlotTag } from './slots';
import {
  dealFor,
  dealNames,
  fitsTable,
  forfeitFor,
  mayPair,
  mentionsFlirting,
  nextDealable,
  remainingDealable,
  tableTagsOf,
  type PlayerChoice,
  type TableChoices,
  type TableEntry,
} from './table';

const NAMES = ['Kari', 'Ola', 'Per', 'Siri', 'Jonas', 'Ingrid', 'Emil', 'Nora', 'Aksel', 'Mia', 'Liv', 'Tor'];

/** Any table: players, who is not drinking, who is taken and with whom (a partner among the players, or none). */
const table = fc
  .integer({ min: 0, max: NAMES.length })
  .chain((count) => {
    const players = NAMES.slice(0, count);
    const choice = fc.record({
      notDrinking: fc.boolean(),
      taken: fc.boolean(),
      partner: fc.option(fc.constantFrom(...(players.length > 0 ? players : ['nobody'])), { nil: undefined }),
    });
    return fc.tuple(fc.constant(players), fc.array(choice, { minLength: count, maxLength: count }));
  })
  .map(([players, list]) => {
    const choices: Record<string, PlayerChoice> = {};
    players.forEach((name, at) => {
      const { notDrinking, taken, partner } = list[at]!;
      choices[name] = {
        notDrinking,
        taken,
        ...(taken && partner !== undefined && partner !== name ? { partner } : {}),
      };
    });
    return { players, choices: choices as TableChoices };
  });

const slots = fc.array(fc.constantFrom(...SLOT_TAGS), { maxLength: 5 });

/** The rules of the table, checked on a deal from outside the deal's own code. */
function keepsTheTable(tags: readonly SlotTag[], names: readonly string[], choices: TableChoices): void {
  const flirting = tags.flatMap((tag, at) => (slotFlirts(tag) ? [at] : []));
  tags.forEach((tag, at) => {
    const name = names[at]!;
    if (slotDrinks(tag)) expect(choices[name]?.notDrinking, `${name} drinks in slot ${at}`).not.toBe(true);
    if (!slotFlirts(tag)) return;
    if (flirting.length === 1) expect(choices[name]?.taken, `${name} flirts alone`).not.toBe(true);
    for (const other of flirting) {
      if (other === at) continue;
      const partner = names[other]!;
      expect(partner).not.toBe(name);
      if (choices[name]?.taken) expect(choices[name]?.partner, `${name} paired with ${partner}`).toBe(partner);
    }
  });
}

describe('who is at the table', () => {
  it('never names a not-drinking player in a drinking slot, never pairs a taken player but with their partner', () => {
    fc.assert(
      fc.property(table, slots, fc.integer(), ({ players, choices }, tags, seed) => {
        const names = dealNames(tags, players, choices, undefined, seededRandom(seed));
        if (names === null) return;
        if (players.length === 0) {
          expect(names).toEqual([]);
          return;
        }
        expect(names).toHaveLength(tags.length);
        names.forEach((name) => expect(players).toContain(name));
        keepsTheTable(tags, names, choices);
        if (players.length >= tags.length) expect(new Set(names).size).toBe(tags.length);
      }),
      { numRuns: 2_000 },
    );
  });

  it('says a card cannot be dealt only when no deal keeps the table (checked against every deal)', () => {
    fc.assert(
      fc.property(table, slots, ({ players, choices }, tags) => {
        fc.pre(players.length <= 6 && tags.length <= 3 && players.length >= tags.length);
        const names = dealNames(tags, players, choices, undefined, seededRandom(1));
        const all = (at: number, chosen: string[]): boolean =>
          at === tags.length
            ? fitsTable(tags, chosen, choices)
            : players.some((name) => !chosen.includes(name) && all(at + 1, [...chosen, name]));
        expect(names !== null).toBe(all(0, []));
      }),
      { numRuns: 1_000 },
    );
  });

  it('a round dealt card by card leaves no placeholder and no wrong name, and skips only cards nobody fits', () => {
    const entry = fc.record({
      text: fc.constantFrom(
        '@spiller drikker 2 slurker.',
        '@spiller og @spiller kysser hverandre på kinnet, eller drikker 1 slurk hver.',
        'Alle som har vært på date denne måneden, drikker.',
        '@spiller velger hvem som skal flørte med @spiller.',
        '@player and @player dance a slow dance.',
        '@spiller forteller en vits.',
        '@player, @player and @player make a human pyramid.',
      ),
      tagged: fc.boolean(),
    });
    fc.assert(
      fc.property(table, fc.array(entry, { minLength: 1, maxLength: 30 }), fc.integer(), (seated, raw, seed) => {
        const random = seededRandom(seed);
        const deck: TableEntry[] = raw.map(({ text, tagged }, id) => ({
          id,
          value: text,
          ...(tagged ? { slots: tableTagsOf({ value: text }).slots } : {}),
        }));
        const names: Record<string, string[]> = {};
        let position = nextDealable(deck, -1, 1, names, seated, random);
        let shown = 0;
        while (position !== null) {
          const dealt = dealFor(deck, position, names, seated, random);
          expect(dealt).not.toBe('none');
          if (Array.isArray(dealt)) names[String(position)] = dealt;
          const card = deck[position]!;
          const list = names[String(position)] ?? [];
          if (seated.players.length > 0) {
            const filled = filledText(card.value, list, 'norsk');
            expect(filled).not.toMatch(/@(?:spiller|player)/u);
            expect(list).toHaveLength(countPlaceholders(card.value));
            keepsTheTable(tableTagsOf(card).slots, list, seated.choices);
          }
          shown += 1;
          const left = remainingDealable(deck, position, names, seated, random);
          position = nextDealable(deck, position, 1, names, seated, random);
          expect(left === 0).toBe(position === null);
        }
        expect(shown).toBeLessThanOrEqual(deck.length);
      }),
      { numRuns: 300 },
    );
  });

  it('with nobody choosing anything, deals as before: fair, different names', () => {
    const names = dealNames(['drinks', 'flirts'], ['Kari', 'Ola'], {}, undefined, seededRandom(3));
    expect(names?.slice().sort()).toEqual(['Kari', 'Ola']);
  });

  it('pairs a couple with each other, and a taken player alone never flirts', () => {
    const choices: TableChoices = {
      Kari: { notDrinking: true },
      Ola: { taken: true, partner: 'Per' },
      Per: { taken: true, partner: 'Ola' },
    };
    const players = ['Kari', 'Ola', 'Per'];
    for (let seed = 0; seed < 50; seed += 1) {
      const pair = dealNames(['flirts', 'flirts'], players, choices, undefined, seededRandom(seed));
      expect(pair?.slice().sort()).toEqual(['Ola', 'Per']);
      expect(dealNames(['flirts'], players, choices, undefined, seededRandom(seed))).toEqual(['Kari']);
      expect(dealNames(['drinks'], players, choices, undefined, seededRandom(seed))).not.toEqual(['Kari']);
    }
    // Kari cannot drink and the couple cannot flirt with anyone else: no deal.
    expect(dealNames(['drinks+flirts'], players, choices, undefined, seededRandom(1))).toBeNull();
    expect(mayPair(choices, 'Ola', 'Kari')).toBe(false);
    expect(mayPair(choices, 'Ola', 'Per')).toBe(true);
    expect(mayPair({ Ola: { taken: true } }, 'Ola', 'Per')).toBe(false);
  });

  it('a card dealt before a choice changed is dealt again; one nobody fits now is skipped, and counts so', () => {
    const deck: TableEntry[] = [
      { id: 1, value: '@spiller forteller en vits.' },
      { id: 2, value: '@spiller drikker 2 slurker.' },
      { id: 3, value: '@spiller tar en runde planke.' },
    ];
    const names = { '2': ['Kari'] };
    const kariOut = { players: ['Kari'], choices: { Kari: { notDrinking: true } } };
    expect(dealFor(deck, 1, names, kariOut, seededRandom(1))).toBe('none');
    expect(nextDealable(deck, 0, 1, names, kariOut, seededRandom(1))).toBe(2);
    expect(remainingDealable(deck, 0, names, kariOut, seededRandom(1))).toBe(1);
    const both = { players: ['Kari', 'Ola'], choices: { Kari: { notDrinking: true } } };
    expect(dealFor(deck, 1, names, both, seededRandom(1))).toEqual(['Ola']);
    expect(dealFor(deck, 1, { '2': ['Ola'] }, both, seededRandom(1))).toBeNull();
  });

  it('reads a room’s own entry by its words, in any inflection; tags it carries win', () => {
    for (const text of ['kyss', 'kysser', 'kysset', 'flørter', 'kissing', 'flirts', 'slow dance', 'suutelee'])
      expect(mentionsFlirting(`@spiller ${text} noen`), text).toBe(true);
    expect(mentionsFlirting('@spiller går langs kysten')).toBe(false);
    expect(tableTagsOf({ value: '@spiller kysser @spiller, eller tar en slurk.' })).toEqual({
      slots: ['drinks+flirts', 'drinks+flirts'],
      everyone: false,
    });
    expect(tableTagsOf({ value: 'Alle som har, drikker.' })).toEqual({ slots: [], everyone: true });
    expect(tableTagsOf({ value: '@spiller og alle som har, drikker.' }).everyone).toBe(true);
    expect(tableTagsOf({ value: '@spiller forteller en vits.' })).toEqual({ slots: ['plain'], everyone: false });
    expect(tableTagsOf({ value: '@spiller drikker, @spiller skjenker.', slots: ['drinks', 'plain'] })).toEqual({
      slots: ['drinks', 'plain'],
      everyone: false,
    });
  });

  it('shows not-drinking players a forfeit on an everyone-drinks card: the entry’s own or one of Skål’s', () => {
    const seated = {
      players: ['Kari', 'Ola', 'Per'],
      choices: { Kari: { notDrinking: true }, Per: { notDrinking: true } },
    };
    const card = { id: 7, value: 'Alle som har, drikker.' };
    const forfeit = forfeitFor(card, seated, 'norsk');
    expect(forfeit?.names).toEqual(['Kari', 'Per']);
    expect(forfeit?.forfeit).toBe(forfeitFor(card, seated, 'norsk')?.forfeit);
    expect(forfeitFor({ ...card, forfeit: 'Syng!' }, seated, 'english')).toEqual({
      names: ['Kari', 'Per'],
      forfeit: 'Syng!',
    });
    expect(forfeitFor(card, { players: ['Ola'], choices: {} }, 'norsk')).toBeNull();
    expect(forfeitFor({ id: 8, value: '@spiller drikker.' }, seated, 'norsk')).toBeNull();
  });
});
