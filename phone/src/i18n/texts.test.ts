// Every language has every text, in that language: a key missing in English, Danish or Finnish, or a Danish or
// Finnish text left as the Norwegian or English one (a copy instead of a translation), fails here. The allow-list
// holds the texts that are the same word in both languages, each said once.
import { describe, expect, it } from 'vitest';
import { da } from './da';
import { en } from './en';
import { fi } from './fi';
import { NB_COMPLETE as norsk } from './nb-complete';

function leaves(texts: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value as object, path)) found.set(inner, text);
  }
  return found;
}

const NORSK = leaves(norsk);
const LANGUAGES = { english: leaves(en), dansk: leaves(da), suomi: leaves(fi) };

// Texts that are rightly the same as the Norwegian or English one: a name, or the same word in both languages.
const SAME: Readonly<Record<'dansk' | 'suomi', readonly string[]>> = {
  // Danish and Norwegian share much of their written vocabulary: these are right in Danish as they stand.
  dansk: [
    'appName', // Skål
    'home.menu', // Menu (as in English)
    'menu.title',
    'menu.termsOfSale', // Salgsbetingelser
    'aiDrawer.terms',
    'room.entriesWord_one', // tekst
    'room.entriesWord_other', // tekster
    'room.start', // Start
    'room.tips', // Tips
    'room.entryLabel', // Skriv en tekst
    'players.toggle', // Spillere
    'ai.bannerPlain', // Flere tekster
    'table.notDrinking', // Drikker ikke
    'table.noPartner', // Ingen
    'table.forfeit', // {{names}} drikker ikke: …
    'table.and', // og
    'importing.progressLabel', // Importerer
    'playersForm.name', // Navn
    'playersForm.remove', // Fjern {{name}}
    'playersForm.taken', // Navnet er allerede med
    'game.previous', // Forrige
    'game.entry', // Tekst
    'game.showAnswer', // Vis svaret
    'aiDrawer.title', // Flere tekster med AI
    'ai.banner',
    'aiDrawer.mobile', // Mobilnummer
    'aiDrawer.price', // Pris: {{price}} for 20 tekster (the price itself is the market's, written its way)
    'aiDrawer.pay', // Betal {{price}}
    'aiDrawer.free', // Hent 3 gratis
    'ai.generatingCollection', // Henter tekster fra Skål-samlingen …
    'collection.open', // Fra samlingen
    'game.remove', // Fjern teksten
    'game.removed', // Teksten er fjernet for alle
    'style.legend', // Stil
    'style.mild', // Mild
    'style.classic', // Klassisk
    'toast.tooLong', // Teksten er for lang
    'payment.title', // Betaling
    'payment.receiptTitle', // Kvittering
    'payment.home', // Til forsiden
    'notFound.home',
    'legal.back',
  ],
  suomi: ['appName'],
};

describe('the phone’s texts in every language', () => {
  it.each(Object.entries(LANGUAGES))('has every Norwegian key, and no other, in %s', (_, texts) => {
    expect([...texts.keys()].sort()).toEqual([...NORSK.keys()].sort());
  });

  it.each(Object.entries(LANGUAGES))('keeps every {{value}} of each text in %s', (_, texts) => {
    const values = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((m) => m[1]);
    for (const [key, text] of NORSK) expect(values(texts.get(key)).sort(), key).toEqual(values(text).sort());
  });

  it.each(['dansk', 'suomi'] as const)('has no text in %s left in Norwegian or English', (language) => {
    const texts = LANGUAGES[language];
    const copied = [...texts]
      .filter(([key, text]) => text === NORSK.get(key) || text === LANGUAGES.english.get(key))
      .map(([key]) => key)
      .filter((key) => !SAME[language].includes(key));
    expect(copied).toEqual([]);
  });

  it('has Danish and Finnish texts that are not each other’s', () => {
    const same = [...LANGUAGES.dansk].filter(([key, text]) => text === LANGUAGES.suomi.get(key)).map(([key]) => key);
    expect(same).toEqual(['appName']);
  });

  it('finds a copy when there is one (the check itself works)', () => {
    const copy = new Map(LANGUAGES.dansk);
    copy.set('toast.roomFull', NORSK.get('toast.roomFull')!);
    const copied = [...copy].filter(([key, text]) => text === NORSK.get(key) && !SAME.dansk.includes(key));
    expect(copied.map(([key]) => key)).toEqual(['toast.roomFull']);
  });
});
