// The Norwegian texts of the parts that load when opened: each part adds its own with addTexts (i18n/index.ts) as
// its chunk loads, so they are not in the first script. English has them in en.ts, which loads whole; every other
// Norwegian text is in nb.ts (the payment screens' in nb-payment.ts).

export const nbMenu = {
  title: 'Meny',
  close: 'Lukk menyen',
  language: 'Språk',
  instagram: 'Følg oss på Instagram',
  legal: 'Vilkår og personvern',
  termsOfSale: 'Salgsbetingelser',
  privacyPolicy: 'Personvernerklæring',
  termsOfService: 'Brukervilkår',
} as const;

export const nbAnalytics = {
  title: 'Statistikk',
  question: 'Vil du hjelpe oss å gjøre Skål bedre? Vi teller besøk med Google Analytics bare hvis du sier ja.',
  more: 'Les mer',
  yes: 'Ja, gjerne',
  no: 'Nei takk',
  switch: 'Anonym besøksstatistikk (Google Analytics)',
} as const;

export const nbTutorial = {
  title: 'Slik spiller du',
  back: 'Tilbake',
  next: 'Neste',
  done: 'Ferdig',
  progress: 'Steg {{step}} av {{total}}',
} as const;

export const nbNotFound = {
  title: 'Siden finnes ikke',
  body: 'Vi fant ikke siden du lette etter.',
  home: 'Til forsiden',
} as const;

export const nbLegal = {
  back: 'Til forsiden',
} as const;

export const nbStyle = {
  legend: 'Stil',
  mild: 'Mild',
  classic: 'Klassisk',
  spicy: 'Drøy',
  alcoholFree: 'Uten alkohol',
} as const;

export const nbGame = {
  next: 'Neste',
  previous: 'Forrige',
  back: 'Tilbake',
  // The countdown counts the round's cards, lasting rules' end cards included, not the room's entries.
  remainingWord_one: 'kort igjen',
  remainingWord_other: 'kort igjen',
  entry: 'Tekst',
  showQuestion: 'Vis spørsmålet',
  showAnswer: 'Vis svaret',
} as const;

export const nbRoomLanguage = {
  label: 'Rommets språk',
  hint: 'Samlingen og AI skriver på dette språket for alle i rommet.',
} as const;

export const nbConfirm = {
  title: 'Tomt for tekster?',
  body: 'Dere er nesten gjennom alle tekstene. Vil dere forlate rommet eller spille videre?',
  leave: 'Forlat rommet',
  keepPlaying: 'Spill videre',
  endTitle: 'Alle kortene er spilt',
  endBody: 'Stokk alt på nytt, spill videre når noen legger til mer, eller hent flere fra samlingen.',
  playAgain: 'Spill igjen',
} as const;

// The AI drawer's own texts (the banner's and the indicator's are in nb.ts).
export const nbAiDrawer = {
  title: 'Flere tekster med AI',
  loadingVariant: 'Henter rommet …',
  paidIntro: 'Få 20 nye tekster skrevet av AI, lagt rett inn i rommet.',
  price: 'Pris: 20 kr for 20 tekster',
  seller: 'Selger: Skål',
  mobile: 'Mobilnummer',
  mobileHint: '8 siffer. Du godkjenner betalingen i Vipps.',
  consent: 'Jeg vil ha tekstene nå og vet at angreretten da faller bort',
  pay: 'Betal 20 kr',
  paying: 'Sender deg til Vipps …',
  terms: 'Salgsbetingelser',
  freeIntro: 'De 3 første AI-tekstene i rommet er gratis.',
  free: 'Hent 3 gratis',
  freeStarted: 'AI-en skriver tekstene nå',
  freeUsed: 'De gratis tekstene er allerede brukt i dette rommet',
} as const;

// Downloading, importing and putting back entries: their own lazy chunks (DeckDownload, ImportEntries,
// RecentlyRemoved) add these; the lobby's buttons for them are in nb.ts (deck).
export const nbDeckTools = {
  download: 'Last ned tekstene',
  share: 'Del tekstene',
  importFile: 'Velg en tekstfil (.txt)',
  importPaste: 'Eller lim inn tekst: ett avsnitt per tekst, med en tom linje mellom',
  importSubmit: 'Legg til i rommet',
  importClose: 'Lukk',
  imported: '{{added}} lagt til, {{skipped}} hoppet over',
  importEmpty: 'Fant ingen tekster å legge til',
  nothingToDownload: 'Rommet har ingen tekster ennå',
  recentlyRemovedEmpty: 'Ingenting fjernet siste døgn',
  putBack: 'Legg tilbake',
} as const;
