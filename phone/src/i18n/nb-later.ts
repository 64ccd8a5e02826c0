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
} as const;

export const nbConfirm = {
  title: 'Tomt for tekster?',
  body: 'Dere er nesten gjennom alle tekstene. Vil dere forlate rommet eller spille videre?',
  leave: 'Forlat rommet',
  keepPlaying: 'Spill videre',
} as const;
