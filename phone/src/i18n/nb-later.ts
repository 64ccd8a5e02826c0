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
  remove: 'Fjern teksten',
  removed: 'Teksten er fjernet for alle',
  undo: 'Angre',
  next: 'Neste',
  previous: 'Forrige',
  back: 'Tilbake',
  // The countdown counts the round's cards, lasting rules' end cards included, not the room's entries.
  remainingWord_one: 'kort igjen',
  remainingWord_other: 'kort igjen',
  entry: 'Tekst',
  showQuestion: 'Vis spørsmålet',
  showAnswer: 'Vis svaret',
  rulesCapped: 'TV-en viser de {{max}} nyeste reglene.',
} as const;

export const nbImport = {
  notText: 'Dette er ikke en tekstfil. Ingenting er lagt til.',
  tooLarge: 'Filen er større enn {{megabytes}} MB. Ingenting er lagt til.',
  noSpace:
    'Filen har {{fresh}} nye tekster, men rommet har bare plass til {{space}}. Ingenting er lagt til. Del opp filen, eller fjern noen tekster først.',
  nothingNew: 'Ingen nye tekster: 0 lagt til, {{skipped}} hoppet over.',
  blankLines: 'Skill tekstene med en tom linje: én tekst kan ha høyst 280 tegn.',
  tooLong: 'Én tekst kan ha høyst 280 tegn.',
  progressLabel: 'Importerer',
  progress: '{{sent}} av {{total}} sendt',
  waiting: 'Venter litt for ikke å sende for fort …',
  stopped:
    'Stoppet ({{why}}). {{added}} lagt til, {{skipped}} hoppet over, {{left}} ikke sendt. Prøv igjen for å legge til resten.',
} as const;

// The players list's form and its refusals: loaded with the players section.
export const nbPlayersForm = {
  name: 'Navn',
  add: 'Legg til spiller',
  remove: 'Fjern {{name}}',
  hint: 'Skriv @spiller i en tekst, så blir det navnet til en av dere når teksten vises.',
  none: 'Ingen spillere ennå',
  taken: 'Navnet er allerede med',
  full: 'Rommet har allerede 24 spillere',
  tooLong: 'Navnet kan ha opptil 20 tegn',
  placeholder: '@spiller, @player, noen og someone kan ikke brukes som navn',
} as const;

// Who is at the table (docs/product.md): the choices in the players list, their marks, the forfeit on a card.
export const nbTable = {
  notDrinking: 'Drikker ikke',
  taken: 'Opptatt',
  partner: 'Kjæreste',
  noPartner: 'Ingen',
  takenWith: 'Opptatt med {{name}}',
  forfeit: '{{names}} drikker ikke: {{forfeit}}',
  and: 'og',
} as const;

export const nbRoomLanguage = {
  label: 'Rommets språk',
  hint: 'Samlingen og AI skriver på dette språket for alle i rommet.',
  hintPlain: 'Skål-samlingen og de gratis tekstene kommer på dette språket for alle i rommet.',
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
  price: 'Pris: {{price}} for 20 tekster',
  seller: 'Selger: Skål',
  mobile: 'Mobilnummer',
  mobileHint: '8 siffer. Du godkjenner betalingen i Vipps.',
  consent: 'Jeg vil ha tekstene nå og vet at angreretten da faller bort',
  pay: 'Betal {{price}}',
  paying: 'Sender deg til Vipps …',
  terms: 'Salgsbetingelser',
  freeIntro: 'De 3 første AI-tekstene i rommet er gratis.',
  free: 'Hent 3 gratis',
  freeStarted: 'AI-en skriver tekstene nå',
  freeUsed: 'De gratis tekstene er allerede brukt i dette rommet',
  paymentsOff: 'Betalte AI-tekster er ikke tilgjengelige her.',
  // This phone's market (by its language) is not sold in here, though others are (issue #40).
  marketOff: 'Betalte AI-tekster kan ikke kjøpes i Norge på denne serveren.',
  paymentsBusy: 'For mange betalinger akkurat nå. Prøv igjen om litt.',
  paymentOpen:
    'Du har allerede betalinger som venter i dette rommet. Fullfør en av dem, eller prøv igjen om noen minutter.',
  payModelDown: 'AI-en svarer ikke akkurat nå, så betalingen ble ikke startet. Du har ikke betalt noe.',
  freeModelDown: 'AI-en svarer ikke akkurat nå. De 3 gratis tekstene er fortsatt deres: prøv igjen om litt.',
  notMember: 'Mobilen din er ikke med i rommet akkurat nå. Gå inn i rommet igjen, og prøv så på nytt.',
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
