// The alcohol check (mentionsDrinking) against Skål's own tagged entries: it is what keeps an alcohol-free room
// and a model's alcohol-free batch free of drinking, so it must agree with every tag the editors set, and find
// any drink slipped into an entry that had none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentionsDrinking } from '../../ai-style';
import { DANSK_COLLECTION } from './dansk';
import { ENGLISH_COLLECTION } from './english';
import { NORSK_COLLECTION } from './norsk';

const COLLECTION = [...NORSK_COLLECTION, ...ENGLISH_COLLECTION, ...DANSK_COLLECTION];
const dry = COLLECTION.filter((entry) => !entry.alcohol);
const wet = COLLECTION.filter((entry) => entry.alcohol);

const SLIPS = [
  'bakrus',
  'bunnis',
  'beruset',
  'brisen',
  'snaps',
  'cider',
  'øl',
  'rødvin',
  'pils',
  'fylla',
  'slurk',
  'drikker',
  'hangover',
  'hungover',
  'tipsy',
  'schnapps',
  'wine',
  'beer',
  'whisky',
  'vodka',
  'sip',
  'drinks',
  // dansk
  'drik',
  'drak',
  'tår',
  'slurke',
  'bajer',
  'fadøl',
  'julebryg',
  'tømmermænd',
  'fulderik',
  'spiritus',
  'bunde',
];

describe('the alcohol check and the collection', () => {
  it('agrees with every tag: no alcohol-free entry mentions drinking, every other one does', () => {
    for (const entry of dry) expect(mentionsDrinking(`${entry.text} ${entry.end ?? ''}`), entry.text).toBe(false);
    for (const entry of wet) expect(mentionsDrinking(`${entry.text} ${entry.end ?? ''}`), entry.text).toBe(true);
  });

  it('finds no drink in any forfeit (what a not-drinking player does instead), and finds one slipped in', () => {
    const forfeits = COLLECTION.flatMap((entry) => (entry.forfeit === undefined ? [] : [entry.forfeit]));
    expect(forfeits.length).toBeGreaterThan(0);
    for (const forfeit of forfeits) expect(mentionsDrinking(forfeit), forfeit).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...forfeits), fc.constantFrom(...SLIPS), fc.nat(), (forfeit, slip, at) => {
        const words = forfeit.split(' ');
        const index = at % (words.length + 1);
        const text = [...words.slice(0, index), slip, ...words.slice(index)].join(' ');
        expect(mentionsDrinking(text), text).toBe(true);
      }),
    );
  });

  it('finds a drink slipped anywhere into an alcohol-free entry, in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dry),
        fc.constantFrom(...SLIPS),
        fc.nat(),
        fc.boolean(),
        (entry, slip, at, upper) => {
          const words = entry.text.split(' ');
          const index = at % (words.length + 1);
          const word = upper ? slip.toUpperCase() : slip;
          const text = [...words.slice(0, index), word, ...words.slice(index)].join(' ');
          expect(mentionsDrinking(text), text).toBe(true);
        },
      ),
    );
  });
});
