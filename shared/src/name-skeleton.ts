// What a name looks like, as one string: its Unicode confusable skeleton (UTS #39, section 4), so `Kаri` with a
// Cyrillic а and `Kari` are one player, and `nоen` with a Cyrillic о is the no-players word. The mapping is Unicode's
// confusables.txt (13.0.0) as the `unhomoglyph` package carries it (MIT, nodeca); the package replaces each character
// by its prototype, and the skeleton is that between two NFDs, as UTS #39 defines it.
//
// About 100 KB of table: on the phone only the players section (loaded when it is opened) imports this, never the
// first script (phone/e2e/budget.spec.ts).
import unhomoglyph from 'unhomoglyph';

/**
 * Small capital letters look like letters in a name (`ɴᴏᴇɴ`) but have no case or compatibility mapping, and
 * confusables.txt maps only a few of them (ᴏ, ᴄ, ᴠ, ᴡ, ᴢ). Every "LATIN LETTER SMALL CAPITAL" that is a plain letter
 * or ligature of them (Unicode 15 names), to what it reads as.
 */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  '\u0262': 'g',
  '\u026A': 'i',
  '\u0274': 'n',
  '\u0276': 'oe',
  '\u0280': 'r',
  '\u028F': 'y',
  '\u0299': 'b',
  '\u029C': 'h',
  '\u029F': 'l',
  '\u1D00': 'a',
  '\u1D01': 'ae',
  '\u1D04': 'c',
  '\u1D05': 'd',
  '\u1D07': 'e',
  '\u1D0A': 'j',
  '\u1D0B': 'k',
  '\u1D0D': 'm',
  '\u1D0F': 'o',
  '\u1D18': 'p',
  '\u1D1B': 't',
  '\u1D1C': 'u',
  '\u1D20': 'v',
  '\u1D21': 'w',
  '\u1D22': 'z',
  '\uA730': 'f',
  '\uA731': 's',
  '\uA7AF': 'q',
};
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');

/** UTS #39 skeleton(X): NFD, each character replaced by its prototype, NFD again. Case stays as it is. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** Case folded fully (Straße is STRASSE: upper then lower case turns ß into ss, which lower case alone does not). */
const foldCase = (text: string): string => text.toUpperCase().toLowerCase();

/**
 * What `text` looks like, whatever its case: the skeleton as written (capitals of other scripts, `КАRI` with a
 * Cyrillic К and А, become Latin ones; the long ſ an f, as the table has it), compatibility forms made plain (NFKC),
 * case folded, small capitals read as letters, the skeleton again (of what case
 * folding made: a Cyrillic к is found only in small letters) and case folded again. Two texts with the same look are
 * confusable; the string itself is for comparing, not for reading (`m` becomes `rn`).
 *
 * Capital I (and its forms: 𝐈, Ｉ, Ⅰ) stays I in the first pass: confusables.txt makes it a small l (alike in many
 * fonts), which would make KARI another look than Kari, and a name is the same player in any case (the product's rule) before anything else.
 */
export function lookOf(text: string): string {
  const asWritten = text
    .replace(NOT_ASCII, (character) => (character.normalize('NFKC') === 'I' ? 'I' : character))
    .split('I')
    .map((part) => skeleton(part))
    .join('I');
  // Compatibility forms the table does not map (fullwidth, circled, superscript letters) made plain.
  const letters = foldCase(asWritten.normalize('NFKC')).replace(
    SMALL_CAPITAL,
    (letter) => SMALL_CAPITALS[letter] ?? letter,
  );
  return foldCase(skeleton(letters));
}

const NOT_ASCII = /[^\0-\x7F]/gu;
