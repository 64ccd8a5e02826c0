// Names at the table: the rules for a player's name, and when two names are the same player. Apart from
// players.ts (filling entries), so the phone's first script, which fills entries, does not carry them: only the
// players section (loaded when opened) and the server check names.
import { normaliseEntryText, entryLength } from './entry-text';
import { NOBODY, PLACEHOLDER, PLAYER_NAME_MAX_LENGTH } from './players';
import { lookOf } from './name-skeleton';

export type PlayerNameResult = { ok: true; name: string } | { ok: false; reason: 'empty' | 'too_long' | 'placeholder' };

// Characters that show nothing in a name: every default-ignorable one (zero-width spaces and joiners, the
// combining grapheme joiner U+034F, variation selectors, tag characters, the Hangul fillers U+115F U+1160 U+3164
// U+FFA0) and the blank Braille pattern U+2800. Left in, a name could look blank or look like another player's.
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
// One pass over them in a name, keeping (group 1) only what emoji are built of; everything else that shows
// nothing is dropped.
const NAME_INVISIBLE = new RegExp(
  `(${[
    // a subdivision flag's tags (🏴 + tag letters + cancel tag);
    String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]{1,30}\u{E007F}`,
    // a joiner between two emoji (👨‍👩‍👧), after the first one's variation selector if it has one (🏳️‍🌈);
    String.raw`\p{Emoji}[\uFE0E\uFE0F]?\u200D(?=\p{Emoji})`,
    // a variation selector right after an emoji (❤️, 1️⃣).
    String.raw`\p{Emoji}[\uFE0E\uFE0F]`,
  ].join('|')})|${SHOWS_NOTHING.source}`,
  'gu',
);

/**
 * The entry text rules, with every run of white space (line breaks too) made one space, and what shows nothing
 * dropped but for emoji, so the stored name is what shows; then 1..20 characters.
 */
export function normalisePlayerName(raw: string): PlayerNameResult {
  const entry = normaliseEntryText(raw.replace(/\s+/gu, ' '));
  if (!entry.ok) return entry.reason === 'empty' ? entry : { ok: false, reason: 'too_long' };
  // Not empty: the entry rules count what shows nothing as empty, so a visible character is left.
  const name = entry.text
    .replace(NAME_INVISIBLE, (_match, emoji: string | undefined) => emoji ?? '')
    // Composed after what was removed, which may have stood between a letter and its mark or two spaces.
    .normalize('NFC')
    .replace(/ {2,}/gu, ' ')
    .trim();
  if (entryLength(name) > PLAYER_NAME_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (isPlaceholderWord(name) || hasPlaceholder(name)) return { ok: false, reason: 'placeholder' };
  return { ok: true, name };
}

/**
 * What an entry's placeholders read as, in either language: `@spiller`, `@player`, `noen`, `someone`. As a player's
 * name, a filled entry would read as if never filled (and the TV would mark it as a name or not by chance).
 */
const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(PLACEHOLDER), ...Object.values(NOBODY)].map((word) => placeholderLook(word)),
);

/**
 * A name's look for the placeholder tests: its key with i and l made one, since a capital I reads as a small l in
 * most fonts (`@spiIler`), which the key keeps apart so that KARI stays Kari. Refusing `@spiiler` too costs no one a
 * real name.
 */
function placeholderLook(name: string): string {
  return playerKey(name).replace(/i/gu, 'l');
}

/** What is left of a name for the placeholder test: letters (with their marks), digits and `@`. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}@]/gu;

/**
 * A placeholder word in any case and any width (fullwidth ＠ｐｌａｙｅｒ, NOEN, with what shows nothing inside), in
 * letters that look like its own (`nоen` with a Cyrillic о, `ɴᴏᴇɴ`, `sоmеоne`), and with punctuation, symbols or
 * spaces around or inside (`@spiller!`, `(@player)`, `n.o.e.n`): what reads as the word, whatever is around it.
 */
export function isPlaceholderWord(name: string): boolean {
  return (
    PLACEHOLDER_WORDS.has(placeholderLook(name)) || PLACEHOLDER_WORDS.has(placeholderLook(name).replace(NOT_WORD, ''))
  );
}

/**
 * A placeholder inside a longer name, as an entry would find it (players.ts: not running into a longer word, not
 * inside an e-mail address), compared by look: `@spiller x`, `Kari (@player)`. `@spillerne` is a name.
 */
const PLACEHOLDER_INSIDE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}_.+-])(?:${Object.values(PLACEHOLDER)
    .map((word) => placeholderLook(word))
    .join('|')})(?![\\p{L}\\p{M}\\p{N}_])`,
  'u',
);

export function hasPlaceholder(name: string): boolean {
  return PLACEHOLDER_INSIDE.test(placeholderLook(name));
}

/**
 * Two names are the same player when they look the same: compatibility forms made plain (fullwidth Ｋａｒｉ is
 * Kari), what shows nothing dropped (emoji selectors and joiners too), case folded fully (Straße is STRASSE), and
 * compared by their confusable skeleton (UTS #39, name-skeleton.ts: `Kаri` with a Cyrillic а is Kari). Not for
 * reading: the key of `Kim` is `kirn`.
 */
export function playerKey(name: string): string {
  return lookOf(name.replace(SHOWS_NOTHING, '')).replace(SHOWS_NOTHING, '');
}

export function hasPlayer(players: readonly string[], name: string): boolean {
  const key = playerKey(name);
  return players.some((player) => playerKey(player) === key);
}
