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
    },
  },
  {
    key: 'firstTime',
    what: { norsk: 'om du har sett veiledningen', english: 'whether you have seen the tutorial' },
  },
  { key: 'language', what: { norsk: 'norsk eller english', english: 'norsk or english' } },
  {
    key: 'styleChoice',
    what: {
      norsk: 'stilen du valgte sist (og om det skal være uten alkohol)',
      english: 'the style you chose last (and whether alcohol-free)',
    },
  },
  {
    key: 'skal.phone',
    what: {
      norsk:
        'et tilfeldig nummer for denne mobilen, så rommet vet hvilken mobil som har runden (det sier ingenting om deg og vises ikke for andre)',
      english:
        'a random number for this phone, so the room knows which phone holds the round (it says nothing about you and is shown to nobody)',
    },
  },
  {
    key: 'analyticsConsent',
    what: { norsk: 'svaret ditt på spørsmålet om analyse', english: 'your answer to the analytics question' },
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
    },
  },
];

/** "a (what), b (what) and c (what)" in the language. */
export function listStoredValues(values: readonly StoredValue[], language: ContentLanguage): string {
  const parts = values.map((value) => `${value.key} (${value.what[language]})`);
  const and = language === 'norsk' ? ' og ' : ' and ';
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}
