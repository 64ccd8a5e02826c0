import { describe, expect, it } from 'vitest';
import { mentionsDrinking } from '../ai-style';
import { ENTRY_PACK } from './entry-pack';
import { builtInPack, ENTRY_PACK_TAGS, packEntriesFor } from './entry-pack-tags';
import { PLAYER_ENTRY_PACK } from './player-entries';

describe('the built-in pack tags', () => {
  for (const language of ['norsk', 'english'] as const) {
    it(`cover every ${language} entry, and only entries of the pack`, () => {
      expect(Object.keys(ENTRY_PACK_TAGS[language]).sort()).toEqual(
        [...ENTRY_PACK[language], ...PLAYER_ENTRY_PACK[language]].sort(),
      );
    });

    it(`never call an ${language} entry alcohol-free that names drinking alcohol`, () => {
      for (const [entry, tag] of Object.entries(ENTRY_PACK_TAGS[language])) {
        if (!tag.needsAlcohol) expect(mentionsDrinking(entry), entry).toBe(false);
      }
    });

    it(`hold a paid purchase (20) of alcohol-free ${language} entries`, () => {
      const { preferred, fallback } = packEntriesFor(language, { style: 'classic', alcoholFree: true });
      expect(preferred.length + fallback.length).toBeGreaterThanOrEqual(20);
      for (const entry of [...preferred, ...fallback])
        expect(ENTRY_PACK_TAGS[language][entry]?.needsAlcohol).toBe(false);
    });
  }

  it('offer the entries naming players only to a room of 2 or more players', () => {
    const all = (players: number) => {
      const { preferred, fallback } = packEntriesFor('norsk', { style: 'mild', alcoholFree: false }, players);
      return [...preferred, ...fallback];
    };
    expect(all(1).some((entry) => entry.includes('@spiller'))).toBe(false);
    expect(all(2)).toEqual(expect.arrayContaining([...PLAYER_ENTRY_PACK.norsk]));
    expect(builtInPack('norsk', 2)).toHaveLength(ENTRY_PACK.norsk.length + PLAYER_ENTRY_PACK.norsk.length);
  });

  it('put the chosen intensity first and the nearest next', () => {
    const { preferred, fallback } = packEntriesFor('english', { style: 'mild', alcoholFree: false });
    expect(preferred.every((entry) => ENTRY_PACK_TAGS.english[entry]?.intensity === 'mild')).toBe(true);
    const intensities = fallback.map((entry) => ENTRY_PACK_TAGS.english[entry]?.intensity);
    expect(intensities.indexOf('spicy')).toBeGreaterThan(intensities.lastIndexOf('classic'));
  });
});
