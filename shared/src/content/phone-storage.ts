// Everything the phone keeps in the browser, as the privacy policy lists it. phone/src/storage-keys.test.ts
// checks that the phone's code uses exactly these keys.
import type { ContentLanguage } from './types';

export interface StoredValue {
  key: string;
  what: Readonly<Record<ContentLanguage, string>>;
}

export const LOCAL_STORAGE_KEYS: readonly StoredValue[] = [
  {
    key: 'mobileNumber',
    what: {
      norsk: 'mobilnummeret, så du slipper å skrive det på nytt',
      english: 'your mobile number, so you do not have to type it again',
      dansk: 'dit mobilnummer, så du ikke skal skrive det igen',
      suomi: 'puhelinnumerosi, jotta sinun ei tarvitse kirjoittaa sitä uudelleen',
    },
  },
  {
    key: 'firstTime',
    what: {
      norsk: 'om du har sett veiledningen',
      english: 'whether you have seen the tutorial',
      dansk: 'om du har set vejledningen',
      suomi: 'oletko jo nähnyt ohjeet',
    },
  },
  {
    key: 'language',
    what: {
      norsk: 'språket du valgte: norsk, english, dansk eller suomi',
      english: 'the language you chose: norsk, english, dansk or suomi',
      dansk: 'det sprog, du valgte: norsk, english, dansk eller suomi',
      suomi: 'valitsemasi kieli: norsk, english, dansk tai suomi',
    },
  },
  {
    key: 'styleChoice',
    what: {
      norsk: 'stilen du valgte sist (og om det skal være uten alkohol)',
      english: 'the style you chose last (and whether alcohol-free)',
      dansk: 'den stil, du valgte sidst (og om det skal være uden alkohol)',
      suomi: 'viimeksi valitsemasi tyyli (ja alkoholiton vai ei)',
    },
  },
  {
    key: 'skal.phone',
    what: {
      norsk:
        'et tilfeldig nummer for denne mobilen, så rommet vet hvilken mobil som har runden (det sier ingenting om deg og vises ikke for andre)',
      english:
        'a random number for this phone, so the room knows which phone holds the round (it says nothing about you and is shown to nobody)',
      dansk:
        'et tilfældigt nummer for denne mobil, så rummet ved, hvilken mobil der har runden (det siger intet om dig og vises ikke for andre)',
      suomi:
        'tämän puhelimen satunnainen numero, jotta huone tietää, millä puhelimella kierros on (se ei kerro sinusta mitään eikä näy muille)',
    },
  },
  {
    key: 'analyticsConsent',
    what: {
      norsk: 'svaret ditt på spørsmålet om analyse',
      english: 'your answer to the analytics question',
      dansk: 'dit svar på spørgsmålet om statistik',
      suomi: 'vastauksesi tilastokysymykseen',
    },
  },
];

export const SESSION_STORAGE_KEYS: readonly StoredValue[] = [
  {
    key: 'skal.session',
    what: {
      norsk:
        'rommet du er i og runden som spilles (tekstene i stokket rekkefølge, navnene de fikk, og hvor langt dere har kommet), så en omlasting fortsetter der dere var; slettes når fanen lukkes',
      english:
        'the room you are in and the round being played (the entries in shuffled order, the names they got and how far you got), so a reload resumes where you were; deleted when the tab closes',
      dansk:
        'det rum, du er i, og runden, der spilles (teksterne i blandet rækkefølge, navnene de fik, og hvor langt I er nået), så en genindlæsning fortsætter, hvor I var; slettes, når fanen lukkes',
      suomi:
        'huone, jossa olet, ja käynnissä oleva kierros (tekstit sekoitetussa järjestyksessä, niihin arvotut nimet ja kuinka pitkälle olette päässeet), jotta uudelleenlataus jatkaa siitä, mihin jäitte; poistetaan, kun välilehti suljetaan',
    },
  },
];

const AND: Readonly<Record<ContentLanguage, string>> = {
  norsk: ' og ',
  english: ' and ',
  dansk: ' og ',
  suomi: ' ja ',
};

/** "a (what), b (what) and c (what)" in the language. */
export function listStoredValues(values: readonly StoredValue[], language: ContentLanguage): string {
  const parts = values.map((value) => `${value.key} (${value.what[language]})`);
  const and = AND[language];
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}
