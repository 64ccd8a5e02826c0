// Norwegian (bokmål) texts of the phone app; the default and fallback language. The payment screens' texts load with
// them (nb-payment.ts), and those of the parts that load when opened (the menu, the tutorial, the round...) with
// those parts (nb-later.ts).
import type { nbPayment } from './nb-payment';
import type * as later from './nb-later';

export const nb = {
  appName: 'Skål',
  tagline: 'Festleken der alle skriver og én mobil går rundt bordet',
  home: {
    newRoom: 'Nytt rom',
    joinRoom: 'Bli med i rom',
    menu: 'Meny',
    howToPlay: 'Slik spiller du',
  },
  roomId: {
    label: 'Rom-ID',
    create: 'Opprett',
    join: 'Bli med',
    back: 'Tilbake',
    createTitle: 'Lag et nytt rom',
    joinTitle: 'Bli med i et rom',
    hint: 'Bokstaver, tall og mellomrom, opptil 18 tegn.',
  },
  room: {
    roomId: 'Rom-ID',
    entriesWord_one: 'tekst',
    entriesWord_other: 'tekster',
    entriesLabel: 'Tekster i rommet',
    back: 'Tilbake',
    start: 'Start',
    roundRunning: 'Runde pågår',
    takeOver: 'Ta over runden',
    tips: 'Tips',
    entryLabel: 'Skriv en tekst',
    entryHint: 'Et spørsmål, en utfordring eller en lek. Alle i rommet kan legge til, også mens dere spiller.',
    add: 'Legg til',
    chars: '{{count}} av {{max}} tegn',
    qr: 'QR-kode for rommet',
    scan: 'Skann for å bli med',
    share: 'Del rommet',
    shareText: 'Bli med i rommet «{{room}}» på Skål!',
    useTip: 'Bruk tipset: {{preview}}',
    adults: 'Skål er for voksne (18+). Drikk ansvarlig.',
  },
  players: {
    toggle: 'Spillere',
    insert: 'Sett inn spiller',
  },
  rules: {
    lasting: 'Regel som varer',
    endLabel: 'Når regelen slutter',
    endHint: 'Valgfritt. Uten den viser sluttkortet regelen igjen.',
    over: 'Regelen er over',
    inPlay_one: '1 regel gjelder',
    inPlay_other: '{{count}} regler gjelder',
  },
  ai: {
    banner: 'Flere tekster med AI',
    // Without a model nothing says AI (issue #39): the banner opens the free entries and the collection.
    bannerPlain: 'Flere tekster',
    bannerHint: 'Få nye spørsmål og utfordringer på et blunk',
    close: 'Lukk',
    dragHandle: 'Dra ned for å lukke',
    generating: 'AI-en skriver tekster …',
    // Without a model the entries come from Skål's collection, and nothing says AI wrote them (the drawer's own
    // texts for that are in its lazy chunk).
    generatingCollection: 'Henter tekster fra Skål-samlingen …',
  },
  collection: {
    open: 'Fra samlingen',
    empty: 'Rommet er tomt. Start med tekster fra samlingen.',
  },
  deck: {
    import: 'Importer tekster',
    recentlyRemoved: 'Nylig fjernet',
  },
  toast: {
    close: 'Lukk',
    roomMissing: 'Rommet eksisterer ikke',
    roomTaken: 'Romnavnet er tatt',
    nothingAdded: 'Ingenting er lagt til',
    roomEmpty: 'Rommet er tomt',
    mobileLength: 'Mobilnummeret må ha 8 siffer',
    somethingWrong: 'Noe gikk galt',
    added: 'Lagt til',
    offline: 'Du er frakoblet. Teksten ble ikke lagt til.',
    offlineShort: 'Du er frakoblet',
    roomFull: 'Rommet er fullt',
    tooFast: 'Rolig nå! Vent litt og prøv igjen.',
    notMember: 'Bare de som er med i rommet, kan fjerne eller legge tilbake.',
    removalsLimited: 'Et rom kan miste høyst {{limit}} tekster i minuttet. Vent litt og prøv igjen.',
    tooLong: 'Teksten er for lang',
    linkCopied: 'Lenken er kopiert',
    takenOver: 'En annen mobil tok over runden',
    roundRunning: 'En runde pågår allerede. Ta den over, eller vent til den er ferdig.',
    roundChanged: 'Runden endret seg akkurat nå. Prøv igjen.',
  },
  chunk: {
    title: 'Kunne ikke laste inn',
    body: 'En del av appen lot seg ikke laste. Sjekk nettet og prøv igjen.',
    reload: 'Last inn på nytt',
    crash: 'Noe uventet gikk galt',
  },
  loading: 'Laster …',
} as const;

/** The shape every language must fill, with plain strings instead of the Norwegian literals. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Texts = Widen<
  typeof nb & {
    payment: typeof nbPayment;
    menu: typeof later.nbMenu;
    analytics: typeof later.nbAnalytics;
    tutorial: typeof later.nbTutorial;
    notFound: typeof later.nbNotFound;
    legal: typeof later.nbLegal;
    style: typeof later.nbStyle;
    game: typeof later.nbGame;
    importing: typeof later.nbImport;
    confirm: typeof later.nbConfirm;
    roomLanguage: typeof later.nbRoomLanguage;
    table: typeof later.nbTable;
    playersForm: typeof later.nbPlayersForm;
    aiDrawer: typeof later.nbAiDrawer;
    deckTools: typeof later.nbDeckTools;
  }
>;
