// The host display's texts in norsk, english, dansk and suomi, and the remembered language choice (localStorage `language`).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@skal/shared';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface HostTexts {
  htmlLang: string;
  title: string;
  tagline: string;
  newRoom: string;
  creating: string;
  or: string;
  roomIdLabel: string;
  showRoom: string;
  roomNotFound: string;
  roomInvalid: string;
  createFailed: string;
  serverUnreachable: string;
  roomGone: string;
  roomLabel: string;
  qrLabel: string;
  scanToJoin: string;
  orOpen: string;
  entries: (count: number) => string;
  phones: (count: number) => string;
  nowShowing: string;
  remaining: (count: number) => string;
  aiLoading: string;
  reconnecting: string;
  changeRoom: string;
  language: string;
  waitingForRound: string;
  /** The heading of the players' names (names at the table). */
  players: string;
  /** Who is at the table: the marks' accessible names beside a name. */
  notDrinking: string;
  taken: string;
  /** Lasting rules: the region listing the rules in play, and the end card's heading. */
  rulesInPlay: string;
  /** Under the rules in play, when the oldest of them do not fit: how many are left out. */
  moreRules: (count: number) => string;
  ruleOver: string;
}

const norsk: HostTexts = {
  htmlLang: 'nb',
  title: 'Skål – TV',
  tagline: 'Alle skriver fra sin egen mobil, og én mobil går rundt bordet',
  newRoom: 'Nytt rom',
  creating: 'Lager rom …',
  or: 'eller vis et rom som finnes',
  roomIdLabel: 'Rom-ID',
  showRoom: 'Vis rommet',
  roomNotFound: 'Fant ikke noe rom med den ID-en.',
  roomInvalid: 'Rom-ID-en kan bare ha bokstaver, tall og mellomrom.',
  createFailed: 'Klarte ikke å lage rommet. Prøv igjen.',
  serverUnreachable: 'Får ikke kontakt med serveren. Prøv igjen.',
  roomGone: 'Rommet finnes ikke lenger.',
  roomLabel: 'Rom',
  qrLabel: 'QR-kode for rommet',
  scanToJoin: 'Skann for å bli med',
  orOpen: 'eller åpne',
  entries: (count) => (count === 1 ? 'tekst' : 'tekster'),
  phones: (count) => (count === 1 ? 'mobil i rommet' : 'mobiler i rommet'),
  nowShowing: 'Nå på skjermen',
  rulesInPlay: 'Regler nå',
  moreRules: (count) => `+${count} til`,
  ruleOver: 'Regelen er over',
  remaining: (count) => `${count} igjen`,
  // Written by the model or drawn from Skål's collection: the TV does not know which, so it never says AI (issue #39).
  aiLoading: 'Nye tekster er på vei …',
  reconnecting: 'Kobler til igjen …',
  changeRoom: 'Bytt rom',
  language: 'Språk',
  waitingForRound: 'Skriv tekster på mobilen, og trykk Start når alle er klare.',
  players: 'Spillere',
  notDrinking: 'Drikker ikke',
  taken: 'Opptatt',
};

const english: HostTexts = {
  htmlLang: 'en',
  title: 'Skål – TV',
  tagline: 'Everyone writes from their own phone, and one phone goes round the table',
  newRoom: 'New room',
  creating: 'Creating room …',
  or: 'or show a room that exists',
  roomIdLabel: 'Room ID',
  showRoom: 'Show room',
  roomNotFound: 'No room with that ID.',
  roomInvalid: 'A room ID can only have letters, digits and spaces.',
  createFailed: 'Could not create the room. Try again.',
  serverUnreachable: 'Cannot reach the server. Try again.',
  roomGone: 'The room no longer exists.',
  roomLabel: 'Room',
  qrLabel: 'Room QR code',
  scanToJoin: 'Scan to join',
  orOpen: 'or open',
  entries: (count) => (count === 1 ? 'entry' : 'entries'),
  phones: (count) => (count === 1 ? 'phone in the room' : 'phones in the room'),
  nowShowing: 'Now showing',
  rulesInPlay: 'Rules in play',
  moreRules: (count) => `+${count} more`,
  ruleOver: "Rule's over",
  remaining: (count) => `${count} left`,
  aiLoading: 'New entries are on the way …',
  reconnecting: 'Reconnecting …',
  changeRoom: 'Change room',
  language: 'Language',
  waitingForRound: 'Write entries on your phone, then tap Start when everyone is ready.',
  players: 'Players',
  notDrinking: 'Not drinking',
  taken: 'Taken',
};

const dansk: HostTexts = {
  htmlLang: 'da',
  title: 'Skål – TV',
  tagline: 'Alle skriver fra deres egen mobil, og én mobil går rundt om bordet',
  newRoom: 'Nyt rum',
  creating: 'Laver rum …',
  or: 'eller vis et rum, der findes',
  roomIdLabel: 'Rum-ID',
  showRoom: 'Vis rummet',
  roomNotFound: 'Der er intet rum med det ID.',
  roomInvalid: 'Et rum-ID kan kun have bogstaver, tal og mellemrum.',
  createFailed: 'Kunne ikke lave rummet. Prøv igen.',
  serverUnreachable: 'Kan ikke få forbindelse til serveren. Prøv igen.',
  roomGone: 'Rummet findes ikke længere.',
  roomLabel: 'Rum',
  qrLabel: 'Rummets QR-kode',
  scanToJoin: 'Scan for at være med',
  orOpen: 'eller åbn',
  entries: (count) => (count === 1 ? 'tekst' : 'tekster'),
  phones: (count) => (count === 1 ? 'mobil i rummet' : 'mobiler i rummet'),
  nowShowing: 'På skærmen nu',
  rulesInPlay: 'Regler nu',
  moreRules: (count) => `+${count} mere`,
  ruleOver: 'Reglen er slut',
  remaining: (count) => `${count} tilbage`,
  aiLoading: 'Nye tekster er på vej …',
  reconnecting: 'Forbinder igen …',
  changeRoom: 'Skift rum',
  language: 'Sprog',
  waitingForRound: 'Skriv tekster på mobilen, og tryk på Start, når alle er klar.',
  players: 'Spillere',
  notDrinking: 'Drikker ikke',
  taken: 'Optaget',
};

const suomi: HostTexts = {
  htmlLang: 'fi',
  title: 'Skål – TV',
  tagline: 'Jokainen kirjoittaa omalla puhelimellaan, ja yksi puhelin kiertää pöydän ympäri',
  newRoom: 'Uusi huone',
  creating: 'Luodaan huonetta …',
  or: 'tai näytä olemassa oleva huone',
  roomIdLabel: 'Huoneen tunnus',
  showRoom: 'Näytä huone',
  roomNotFound: 'Tällä tunnuksella ei löytynyt huonetta.',
  roomInvalid: 'Huoneen tunnuksessa voi olla vain kirjaimia, numeroita ja välilyöntejä.',
  createFailed: 'Huoneen luominen epäonnistui. Yritä uudelleen.',
  serverUnreachable: 'Palvelimeen ei saada yhteyttä. Yritä uudelleen.',
  roomGone: 'Huonetta ei ole enää.',
  roomLabel: 'Huone',
  qrLabel: 'Huoneen QR-koodi',
  scanToJoin: 'Skannaa ja liity',
  orOpen: 'tai avaa',
  entries: (count) => (count === 1 ? 'teksti' : 'tekstiä'),
  phones: (count) => (count === 1 ? 'puhelin huoneessa' : 'puhelinta huoneessa'),
  nowShowing: 'Nyt ruudulla',
  rulesInPlay: 'Säännöt nyt',
  moreRules: (count) => `+${count} lisää`,
  ruleOver: 'Sääntö on päättynyt',
  remaining: (count) => `${count} jäljellä`,
  aiLoading: 'Uusia tekstejä on tulossa …',
  reconnecting: 'Yhdistetään uudelleen …',
  changeRoom: 'Vaihda huonetta',
  language: 'Kieli',
  waitingForRound: 'Kirjoittakaa tekstejä puhelimilla ja napauttakaa Aloita, kun kaikki ovat valmiita.',
  players: 'Pelaajat',
  notDrinking: 'Ei juo',
  taken: 'Varattu',
};

export const TEXTS: Readonly<Record<Language, HostTexts>> = { norsk, english, dansk, suomi };

/** The remembered language, or the default when nothing (or something unknown) is stored. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
}
