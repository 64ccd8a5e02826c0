// The name field's cap while typing, by the name rule. A module of its own so it loads with the players section
// (a lazy chunk), not with the app's first script, which carries the rest of players.ts.
import { normalisePlayerName } from './player-names';

/** Only length cuts what is typed: a placeholder word (`noen`) is refused on Add, with a text that says why. */
const fitsName = (raw: string): boolean => {
  const name = normalisePlayerName(raw);
  return name.ok || name.reason !== 'too_long';
};

/**
 * What a name field keeps of what was typed or pasted: all of it while the name rule takes it, else its longest
 * beginning the rule takes, counted as the rule counts (after white space is made one and what shows nothing is
 * dropped; an emoji is one character). A field's own maxLength counts UTF-16 units, where an emoji is two.
 */
export function capPlayerName(raw: string): string {
  if (fitsName(raw)) return raw;
  const chars = Array.from(raw);
  // The longest fitting beginning (a beginning of a name that fits fits too): halve between a length that fits
  // and one that does not.
  let fits = 0;
  let over = chars.length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (fitsName(chars.slice(0, middle).join(''))) fits = middle;
    else over = middle;
  }
  return chars.slice(0, fits).join('');
}
