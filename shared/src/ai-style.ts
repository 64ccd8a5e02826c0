// How the AI writes (docs/product.md "AI entries"): an intensity and whether entries may need alcohol.
import type { Language } from './rules';

export const AI_STYLES = ['mild', 'classic', 'spicy'] as const;
export type AiStyle = (typeof AI_STYLES)[number];
export const DEFAULT_AI_STYLE: AiStyle = 'classic';

export interface StyleChoice {
  style: AiStyle;
  alcoholFree: boolean;
}

export const DEFAULT_STYLE_CHOICE: StyleChoice = { style: DEFAULT_AI_STYLE, alcoholFree: false };

/** The choice a request made, with the defaults for what it left out (requests from older phones). */
export function styleChoiceOf(fields: { style?: AiStyle | undefined; alcoholFree?: boolean | undefined }): StyleChoice {
  return { style: fields.style ?? DEFAULT_AI_STYLE, alcoholFree: fields.alcoholFree ?? false };
}

// Words about alcohol, in every language. Letters are matched as whole words by hand because \b does not
// know æøå. Finnish bends its words at the end, so its forms are listed rather than any word that starts alike
// (`juo…` would take juosta, to run; `huik…` huikea, great; `känn…` kännykkä, the phone).
const ALCOHOL_WORDS = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      // norsk
      'shots?',
      'shotte\\p{L}*',
      'øl\\p{L}*',
      'pils\\p{L}*',
      // Wine and its compounds, not any word ending in -vin (Finnish kahvin, hyvin, kovin).
      '(?:rød|hvit|hvid|ros[ée]|brenne|brænde|hus|kasse|papp|frukt|gløgg|dessert)?vin',
      'vinen',
      'sprit',
      'snaps\\p{L}*',
      'cider',
      'alkohol\\p{L}*',
      'fylla',
      'fyllik\\p{L}*',
      'fylle(?:syk|angst|fest|prat|rus|kule)\\p{L}*',
      'bakrus\\p{L}*',
      'bunnis',
      'bunne',
      'bunner',
      'bunnet',
      'beruset',
      'brisen',
      'brisne',
      'promille\\p{L}*',
      // dansk (øl, snaps, shot, vin, cider, alkohol, beruset and promille are above)
      'bajer\\p{L}*',
      '(?:guld|fad|jule|påske)øl\\p{L}*',
      'akvavit\\p{L}*',
      'spiritus',
      'sprut',
      'tømmermænd\\p{L}*',
      'bagstiv\\p{L}*',
      'bunde',
      'bunder',
      'bundede',
      // suomi
      'olu\\p{L}*',
      'kalja\\p{L}*',
      'bisse\\p{L}*',
      'lonkero\\p{L}*',
      'siideri\\p{L}*',
      '\\p{L}*viin[ai]\\p{L}*',
      'kossu\\p{L}*',
      'rommi\\p{L}*',
      'shott?i\\p{L}*',
      'shotin',
      'snapsi\\p{L}*',
      'känni\\p{L}*',
      'humala\\p{L}*',
      'humaltu\\p{L}*',
      'krapula\\p{L}*',
      'darra\\p{L}*',
      'hiprak\\p{L}*',
      'ryyp\\p{L}*',
      // english
      'beers?',
      'wines?',
      'booze\\p{L}*',
      'alcohol\\p{L}*',
      'chug\\p{L}*',
      'liquor',
      'schnapps',
      'ciders?',
      'vodka',
      'tequila',
      'whiske?y',
      'gin',
      'drunk\\p{L}*',
      'tipsy',
      'buzzed',
      'hung ?over',
      'hangovers?',
      'sloshed',
      // dansk (kept as one block: the languages branch extends this list too)
      'bajer\\p{L}*',
      'fadøl\\p{L}*',
      'guldøl\\p{L}*',
      'julebryg\\p{L}*',
      'påskebryg\\p{L}*',
      'spiritus',
      'sprut',
      'tømmermænd',
      'fulderik\\p{L}*',
      'fuldemand\\p{L}*',
      'brandert\\p{L}*',
      'druk',
      'drukfest\\p{L}*',
      'bunde',
      'bunder',
      'bundede',
      'cocktail\\p{L}*',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);
// Drinking and sips of any kind: an alcohol-free round has forfeits and challenges instead, not sips of water.
// Toasting (skål, cheers, kippis) needs no drink and stays.
const DRINK_WORDS = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      // norsk, dansk (drik, drikker, drak, slurk, tår) and english
      'drikk?\\p{L}*',
      'drakk?',
      'drukket',
      'druk',
      'drink\\p{L}*',
      'drank',
      'slurk\\p{L}*',
      'tår(?:en|ene)?',
      'sips?',
      'sipping',
      // suomi: juoda in its persons, tenses and moods, the drink itself, joi; hörppy, huikka, kulaus, siemaus
      'juo(?:|n|t|mme|tte|vat|da|daan|dessa|tiin|tu|nut|neet|kaa|koon|koot|tava\\p{L}*|mape\\p{L}*)',
      'juom\\p{L}*',
      'jo(?:i|it|imme|itte|ivat)',
      'hörp\\p{L}*',
      'huik(?:ka|an|at|ki|al|as|ak)\\p{L}*',
      'kulau\\p{L}*',
      'siemau\\p{L}*',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);
// dansk: «drik» (the imperative), «drak» (past) and «tår» (a sip); «drikker», «drukket» and «slurk» are above.
const DANSK_DRINK_WORDS = /(?<![\p{L}])(?:drik|drak|tår|tårs)(?![\p{L}])/iu;

// --- suomi (Finnish) drinking words: one block of its own, so the languages' branches merge easily. ---
// Finnish inflects, so each word is matched by its stem, but only stems that no everyday word shares: «juo» is
// listed form by form because «juoni» (a plot) and «juosta» (to run) start the same way, and «huikka» (a swig)
// excludes «huikea» (great), «känni» (drunk) excludes «kännykkä» (a phone). Toasting (kippis) needs no drink and stays.
const FINNISH_DRINKING = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      // juoda (to drink), its forms, and drinks / drinking games
      'juo',
      'juon',
      'juot',
      'juomme',
      'juotte',
      'juovat',
      'juoda',
      'juodaan',
      'juodessa\\p{L}*',
      'juokaa',
      'juokoon',
      'joi',
      'joit',
      'joimme',
      'joitte',
      'joivat',
      'juonut',
      'juoneet',
      'juotu\\p{L}*',
      'juotava\\p{L}*',
      'juom[aiy]\\p{L}*',
      'juopo\\p{L}*',
      'juopu\\p{L}*',
      // a swig, a sip, a gulp
      'huik(?!e)\\p{L}*',
      'hörp\\p{L}*',
      'kulau\\p{L}*',
      'ryyp\\p{L}*',
      // drinks
      'kalj\\p{L}*',
      'olu[et]\\p{L}*',
      'bisse\\p{L}*',
      '(?:puna|valko|kuohu|rosee)?viin[ai]\\p{L}*',
      'skump\\p{L}*',
      'lonker\\p{L}*',
      'siider\\p{L}*',
      'kossu\\p{L}*',
      'koskenkorv\\p{L}*',
      'snaps\\p{L}*',
      'shot\\p{L}*',
      'glögi\\p{L}*',
      'viski\\p{L}*',
      'vodk\\p{L}*',
      'drinkk\\p{L}*',
      'alkoholi\\p{L}*',
      'alko',
      // drunk, hungover
      'humala\\p{L}*',
      'humalt\\p{L}*',
      'hiprak\\p{L}*',
      'känni\\p{L}*',
      'krapul\\p{L}*',
      'darra\\p{L}*',
      'doka\\p{L}*',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);
// --- end of the suomi block ---
// English rum; in Danish «rum» is a room, which a Danish entry names all the time.
const RUM = /(?<![\p{L}])rum(?![\p{L}])/iu;

/**
 * True when the text names alcohol or has anyone drink or sip, which an alcohol-free entry must not do. The words of
 * every language count; `language`, when known, leaves out a word that means something else in it (Danish «rum»).
 */
export function mentionsDrinking(text: string, language?: Language): boolean {
  const normalised = text.normalize('NFC');
  return (
    ALCOHOL_WORDS.test(normalised) ||
    DRINK_WORDS.test(normalised) ||
    DANSK_DRINK_WORDS.test(normalised) ||
    FINNISH_DRINKING.test(normalised) ||
    (language !== 'dansk' && RUM.test(normalised))
  );
}

const STYLE_NAMES: Readonly<Record<Language, Record<AiStyle | 'free', string>>> = {
  norsk: { mild: 'Mild', classic: 'Klassisk', spicy: 'Drøy', free: 'uten alkohol' },
  english: { mild: 'Mild', classic: 'Classic', spicy: 'Spicy', free: 'alcohol-free' },
  dansk: { mild: 'Mild', classic: 'Klassisk', spicy: 'Vovet', free: 'uden alkohol' },
  suomi: { mild: 'Kevyt', classic: 'Klassinen', spicy: 'Rohkea', free: 'alkoholiton' },
};

/** The receipt's and the purchase description's short name of a style, e.g. "Klassisk, uten alkohol". */
export function styleLabel(choice: StyleChoice, language: Language): string {
  const names = STYLE_NAMES[language];
  return choice.alcoholFree ? `${names[choice.style]}, ${names.free}` : names[choice.style];
}
