// Checks the built-in content: tips, highlight words, entry pack, tutorial and legal texts.
import { describe, it, expect } from 'vitest';
import { COLLECTION } from './collection/index';
import { HIGHLIGHT_WORDS } from './highlight-words';
import { LEGAL, legalSections, type LegalDocumentKey } from './legal';
import { TIPS } from './tips';
import { TUTORIAL_STEPS } from './tutorial';
import { ADULTS_ONLY, HELP_LINES } from './responsible-play';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './phone-storage';
import { DEVELOPMENT_SELLER, fillLegalText } from '../seller';
import { MARKET_RULES, marketForLanguage } from '../markets';
import { HIGHLIGHT_STYLES, type ContentLanguage } from './types';

const LANGUAGES: readonly ContentLanguage[] = ['norsk', 'english', 'dansk', 'suomi'];
// Skål's collection: norsk and english here; dansk and suomi are the collection helpers' (collection.test.ts).
const COLLECTION_LANGUAGES: readonly ContentLanguage[] = ['norsk', 'english'];
const MAX_ENTRY_LENGTH = 280;

// Alcohol brand names that must never appear in built-in content (alkoholloven § 9-2).
const ALCOHOL_BRANDS: readonly string[] = [
  'heineken',
  'ringnes',
  'hansa',
  'dahls',
  'e.c. dahls',
  'carlsberg',
  'tuborg',
  'aass',
  'smirnoff',
  'absolut',
  'jägermeister',
  'jagermeister',
  'baileys',
  'linie',
  'gilde',
  'arcus',
  'corona',
  'budweiser',
  'bacardi',
  'captain morgan',
  'jack daniels',
  "jack daniel's",
  'famous grouse',
  'mack',
  'frydenlund',
  'grans',
  'tou',
];

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A brand matches as a whole word, so "tou" does not match "touch".
const BRAND_PATTERNS = ALCOHOL_BRANDS.map((brand) => ({
  brand,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(brand)}(?![\\p{L}\\p{N}])`, 'iu'),
}));

const findBrand = (text: string): string | undefined => BRAND_PATTERNS.find(({ pattern }) => pattern.test(text))?.brand;

const hasControlChars = (text: string): boolean =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code < 0xa0);
  });

describe('tips', () => {
  it.each(LANGUAGES)('has exactly 17 valid tips in %s', (language) => {
    const tips = TIPS[language];
    expect(tips).toHaveLength(17);
    for (const tip of tips) {
      expect(tip.preview.trim().length).toBeGreaterThan(0);
      expect(tip.preview.split(/\s+/).length, tip.preview).toBeGreaterThanOrEqual(2);
      expect(tip.preview.split(/\s+/).length, tip.preview).toBeLessThanOrEqual(5);
      expect(tip.text.trim().length).toBeGreaterThan(0);
      expect(tip.text.length).toBeLessThanOrEqual(MAX_ENTRY_LENGTH);
      expect(tip.text).toBe(tip.text.trim());
      expect(findBrand(tip.text)).toBeUndefined();
    }
  });

  it('has unique previews per language', () => {
    for (const language of LANGUAGES) {
      const previews = TIPS[language].map((tip) => tip.preview);
      expect(new Set(previews).size).toBe(previews.length);
    }
  });
});

describe('highlight words', () => {
  const entries = Object.entries(HIGHLIGHT_WORDS);

  it('has at least 150 words', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
  });

  it('uses lowercase single words as keys', () => {
    for (const [word] of entries) {
      expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
      expect(word).toBe(word.toLowerCase());
    }
  });

  it('maps every word to a known style', () => {
    const styles = new Set<string>(HIGHLIGHT_STYLES);
    for (const [, style] of entries) {
      expect(styles.has(style)).toBe(true);
    }
  });

  it('uses every highlight style at least once', () => {
    const used = new Set(Object.values(HIGHLIGHT_WORDS));
    for (const style of HIGHLIGHT_STYLES) {
      expect(used.has(style), style).toBe(true);
    }
  });

  it('contains no alcohol brand names', () => {
    for (const [word] of entries) {
      expect(findBrand(word), word).toBeUndefined();
    }
  });
});

// Skål's collection (the content check, collection.test.ts, holds it to its tags and depth): no brands either.
const collectionTexts = (language: ContentLanguage) =>
  COLLECTION[language].flatMap((entry) => (entry.end === undefined ? [entry.text] : [entry.text, entry.end]));

describe("Skål's collection", () => {
  it.each(COLLECTION_LANGUAGES)('has at least 80 valid, unique entries in %s', (language) => {
    const entries = collectionTexts(language);
    expect(entries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(entries.map((entry) => entry.toLowerCase())).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.length, entry).toBeGreaterThan(0);
      expect(entry.length, entry).toBeLessThanOrEqual(MAX_ENTRY_LENGTH);
      expect(entry, entry).toBe(entry.trim());
      expect(hasControlChars(entry), entry).toBe(false);
    }
  });

  it.each(COLLECTION_LANGUAGES)('mentions no alcohol brand names in %s', (language) => {
    for (const entry of collectionTexts(language)) {
      expect(findBrand(entry), entry).toBeUndefined();
    }
  });

  it('finds brand names when they are there', () => {
    expect(findBrand('Alle som liker Tuborg, drikker')).toBe('tuborg');
    expect(findBrand('Touch your nose')).toBeUndefined();
  });
});

describe('tutorial', () => {
  it.each(LANGUAGES)('has exactly 5 steps in %s', (language) => {
    const steps = TUTORIAL_STEPS[language];
    expect(steps).toHaveLength(5);
    for (const step of steps) {
      expect(step.title.trim().length).toBeGreaterThan(0);
      expect(step.body.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('legal texts', () => {
  const allText = (language: ContentLanguage, key?: LegalDocumentKey): string =>
    Object.entries(LEGAL[language])
      .filter(([docKey]) => key === undefined || docKey === key)
      .flatMap(([, doc]) => [doc.title, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs])])
      .join('\n');

  it.each(LANGUAGES)('mentions 14 days and Vipps in %s', (language) => {
    const text = allText(language);
    expect(text).toContain('14');
    expect(text).toContain('Vipps');
    expect(allText(language, 'termsOfSale')).toContain('14');
    expect(allText(language, 'termsOfSale')).toContain('Vipps');
  });

  it.each(LANGUAGES)('mentions Google Analytics in the privacy policy in %s', (language) => {
    expect(allText(language, 'privacyPolicy')).toMatch(/GA4|Google Analytics/);
  });

  it.each(LANGUAGES)('states the price and the configured room lifetime in %s', (language) => {
    const facts = { seller: DEVELOPMENT_SELLER, roomTtlHours: 72 };
    // The configured price and VAT of the market the language pays in, written as that market writes them.
    const market = marketForLanguage(language);
    const offer = { priceMinor: 2450, currency: MARKET_RULES[market].currency, vatPercent: 25.5 };
    const sale = fillLegalText(allText(language, 'termsOfSale'), { ...facts, market, offer }).replace(/\s/gu, ' ');
    const price = { norsk: '24,50 kr', english: '24,50 kr', dansk: '24,50 kr.', suomi: '24,50 €' }[language];
    const vat = { norsk: '25,5 %', english: '25,5%', dansk: '25,5 %', suomi: '25,5 %' }[language];
    expect(sale).toContain(price);
    expect(sale).toContain(vat);
    // Unconfigured, the market's default price.
    const byDefault = { norsk: '20 kr', english: '20 kr', dansk: '20 kr.', suomi: '2,50 €' }[language];
    expect(fillLegalText(allText(language, 'termsOfSale'), { ...facts, market }).replace(/\s/gu, ' ')).toContain(
      byDefault,
    );
    expect(fillLegalText(allText(language, 'privacyPolicy'), facts)).toMatch(/\b72 (timer|hours|tuntiin)\b/u);
    expect(fillLegalText(allText(language, 'termsOfService'), facts)).toMatch(/\b72 (timer|hours|tuntiin)\b/u);
    expect(allText(language)).not.toMatch(/\b48\b/u);
  });

  it.each(LANGUAGES)('names the configured seller and leaves no fact unfilled in %s', (language) => {
    const seller = {
      name: 'Festglede AS',
      orgNumber: '912345678',
      address: 'Storgata 1, 0155 Oslo',
      email: 'kontakt@festglede.no',
    };
    for (const key of ['termsOfSale', 'privacyPolicy'] as const) {
      const text = fillLegalText(allText(language, key), { seller, roomTtlHours: 48 });
      for (const fact of ['Festglede AS', '912 345 678', 'Storgata 1, 0155 Oslo', 'kontakt@festglede.no']) {
        expect(text, `${key}: ${fact}`).toContain(fact);
      }
    }
    expect(fillLegalText(allText(language), { seller, roomTtlHours: 48 })).not.toMatch(/\{\w+\}|hei@skal\.app/u);
  });

  it.each(LANGUAGES)("names the market's consumer authority with the 14-day right in %s", (language) => {
    const withdrawal = legalSections(LEGAL[language].termsOfSale, true)[5]!.paragraphs.join(' ');
    expect(withdrawal).toContain('14');
    expect(withdrawal).toMatch(
      {
        norsk: /Forbrukertilsynet/u,
        english: /Norwegian Consumer Authority \(Forbrukertilsynet\)/u,
        dansk: /Forbrugerombudsmanden/u,
        suomi: /kuluttaja-asiamies \(Kilpailu- ja kuluttajavirasto\)/u,
      }[language],
    );
  });

  it.each(LANGUAGES)('says Skål is for adults, with the help line, in the terms of service in %s', (language) => {
    expect(allText(language, 'termsOfService')).toContain('18+');
    expect(allText(language, 'termsOfService')).toContain(HELP_LINES[language].url);
    expect(allText(language, 'termsOfService')).toContain(HELP_LINES[language].phone);
    expect(allText(language, 'termsOfSale')).toContain('18');
  });

  it.each(LANGUAGES)('lists every key the phone keeps in the browser in the privacy policy in %s', (language) => {
    const text = allText(language, 'privacyPolicy');
    for (const { key } of [...LOCAL_STORAGE_KEYS, ...SESSION_STORAGE_KEYS]) expect(text).toContain(`${key} (`);
  });

  it.each(LANGUAGES)(
    "says in the privacy policy that rooms keep the players' names, never sent to the model, in %s",
    (language) => {
      const policy = allText(language, 'privacyPolicy');
      const players = { norsk: '«Spillere»', english: '"Players"', dansk: '»Spillere«', suomi: '”Pelaajat”' }[language];
      expect(
        policy.split(players).length - 1,
        'stored with the room, and never sent to the model',
      ).toBeGreaterThanOrEqual(3);
      expect(policy).not.toMatch(/ikke om navn|not ask for your name/u);
    },
  );

  const NOTHING_FOR_SALE = {
    norsk: 'Ingenting til salgs',
    english: 'Nothing for sale',
    dansk: 'Intet til salg',
    suomi: 'Ei mitään myytävänä',
  } as const;
  const PRICE = { norsk: 'Pris', english: 'Price', dansk: 'Pris', suomi: 'Hinta' } as const;
  it.each(LANGUAGES)('without a model, sells nothing and says no word of AI, in %s (issue #39)', (language) => {
    for (const key of ['termsOfSale', 'privacyPolicy', 'termsOfService'] as const) {
      const shown = legalSections(LEGAL[language][key], false);
      const text = shown.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
      expect(text, key).not.toMatch(
        /\bAI\b|AI-|kunstig intelligens|artificial intelligence|språkmodell|language model/u,
      );
      expect(text, key).not.toMatch(/20 kr|angrerett(?!loven)|right of withdrawal/u);
    }
    const sale = legalSections(LEGAL[language].termsOfSale, false).map((section) => section.heading);
    expect(sale).toContain(NOTHING_FOR_SALE[language]);
    // With a model: what is sold, and no "nothing for sale".
    const withModel = legalSections(LEGAL[language].termsOfSale, true).map((section) => section.heading);
    expect(withModel).not.toContain(NOTHING_FOR_SALE[language]);
    expect(withModel).toContain(PRICE[language]);
  });

  it('has the same structure in every language', () => {
    for (const key of ['termsOfSale', 'privacyPolicy', 'termsOfService'] as const) {
      const norsk = LEGAL.norsk[key].sections.map((section) => section.paragraphs.length);
      for (const language of LANGUAGES)
        expect(
          LEGAL[language][key].sections.map((section) => section.paragraphs.length),
          language,
        ).toEqual(norsk);
    }
  });

  it('asks for no phone number in Denmark and Finland, where the wallet’s own page takes the payer', () => {
    expect(allText('dansk', 'termsOfSale')).toMatch(/beder ikke om dit telefonnummer/u);
    expect(allText('suomi', 'termsOfSale')).toMatch(/Emme kysy puhelinnumeroasi/u);
    expect(allText('dansk', 'termsOfSale')).not.toMatch(/mobilnummer/iu);
    expect(allText('suomi')).not.toMatch(/puhelinnumerosi (?:lähetetään|välitetään)/iu);
  });

  it('names each market’s own law, complaints body and data protection authority', () => {
    expect(allText('dansk', 'termsOfSale')).toContain('forbrugeraftalelovens § 18');
    expect(allText('dansk', 'termsOfSale')).toContain('Forbrugerklagenævnet');
    expect(allText('dansk', 'privacyPolicy')).toContain('datatilsynet.dk');
    expect(allText('suomi', 'termsOfSale')).toContain('kuluttajansuojalain 6 luvun 16 §');
    expect(allText('suomi', 'termsOfSale')).toContain('kuluttajariitalautakuntaan');
    expect(allText('suomi', 'privacyPolicy')).toContain('tietosuoja.fi');
  });
});

describe('responsible play wording', () => {
  // «ingen må drikke» reads as "nobody may drink"; what is meant is «ingen trenger å drikke» (issue 26).
  const norskTexts = (): string[] => [
    ...TUTORIAL_STEPS.norsk.flatMap((step) => [step.title, step.body]),
    ADULTS_ONLY.norsk.line,
    ADULTS_ONLY.norsk.help,
    ...Object.values(LEGAL.norsk).flatMap((doc) => doc.sections.flatMap((section) => section.paragraphs)),
    ...TIPS.norsk.map((tip) => tip.text),
  ];

  it('says nobody needs to drink, never that nobody may', () => {
    const texts = norskTexts();
    expect(texts.filter((text) => /ingen må drikke/iu.test(text))).toEqual([]);
    expect(texts.some((text) => /ingen trenger å drikke/iu.test(text))).toBe(true);
  });

  it('calls the create and join field by its name, Rom-ID', () => {
    const step = TUTORIAL_STEPS.norsk[1]!.body;
    expect(step).toMatch(/rom-ID/u);
    expect(step).not.toMatch(/gi rommet et navn/u);
  });
});

describe('tips as an editor reads them', () => {
  it('give every rule an end the table can see', () => {
    const texts = LANGUAGES.flatMap((language) => TIPS[language].map((tip) => tip.text));
    expect(
      texts.filter((text) => /trekker en ny|blir trukket|draws a new|is drawn|this round is over/iu.test(text)),
    ).toEqual([]);
  });

  it('read as Norwegian: «Hvem kommer mest sannsynlig», «Alle som …, drikker», no singular «dem»', () => {
    const texts = TIPS.norsk.map((tip) => `${tip.preview}\n${tip.text}`);
    expect(texts.filter((text) => /\ber mest sannsynlig/iu.test(text))).toEqual([]);
    expect(TIPS.norsk.filter((tip) => /Alle som …(?!,)/u.test(tip.text))).toEqual([]);
    expect(texts.filter((text) => /rett før dem\b/u.test(text))).toEqual([]);
  });
});

// A Danish or Finnish text that is the Norwegian or English one was copied, not written (issue #40).
describe('dansk and suomi are written in their own language', () => {
  const texts = (language: ContentLanguage): string[] => [
    ...TIPS[language].flatMap((tip) => [tip.preview, tip.text]),
    ...TUTORIAL_STEPS[language].flatMap((step) => [step.title, step.body]),
    ADULTS_ONLY[language].line,
    ADULTS_ONLY[language].help,
    ...Object.values(LEGAL[language]).flatMap((doc) => [
      doc.title,
      ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    ]),
    ...[...LOCAL_STORAGE_KEYS, ...SESSION_STORAGE_KEYS].map((value) => value.what[language]),
  ];
  // The same words in Danish and Norwegian (a title, a heading, a game's name).
  const SAME = new Set([
    'Velkommen til Skål!',
    'Alle skriver tekster',
    'Salgsbetingelser',
    'Pris',
    'Betaling',
    'Levering',
    'Reklamation',
    'Alder og ansvar',
    'Lovvalg',
    'Kort fortalt',
    'AI-tekster',
    'Om Skål',
    'Alkohol og ansvar',
    'Ingen garanti',
    'Lov og tvister',
    'Rim på rim',
    'Ny regel',
    'Forbudt ord',
  ]);

  it.each(['dansk', 'suomi'] as const)(
    'has no tip, tutorial step or legal text in %s left in Norwegian or English',
    (language) => {
      const others = new Set([...texts('norsk'), ...texts('english')]);
      expect(texts(language).filter((text) => others.has(text) && !SAME.has(text))).toEqual([]);
    },
  );

  it('has as many texts in each language', () => {
    for (const language of LANGUAGES) expect(texts(language).length, language).toBe(texts('norsk').length);
  });

  it('speaks of sips as each language does at a party (slurk in Danish, huikka in Finnish)', () => {
    expect(TIPS.dansk.filter((tip) => /slurk/u.test(tip.text)).length).toBeGreaterThanOrEqual(10);
    expect(TIPS.suomi.filter((tip) => /huik/u.test(tip.text)).length).toBeGreaterThanOrEqual(10);
    expect(TIPS.suomi.filter((tip) => /@spiller/u.test(tip.text))).toEqual([]);
  });
});
