// What the room's phones say when entries being written for it will not come (`aiFailed`, issue #39): why, and that
// the free grant stays or that nothing was charged. Loaded when the event comes, so the first script carries none of it.
import type { AiFailed, AiFailure, Language } from '@skal/shared';

const WHY: Record<Language, Record<AiFailure, string>> = {
  norsk: {
    model_unavailable: 'AI-en svarte ikke',
    too_few: 'AI-en skrev for få tekster som kunne brukes',
    used_up: 'samlingen har ikke flere tekster i denne stilen',
    room_full: 'rommet er fullt',
  },
  english: {
    model_unavailable: 'the AI did not answer',
    too_few: 'the AI wrote too few usable entries',
    used_up: 'the collection has no more entries in this style',
    room_full: 'the room is full',
  },
  dansk: {
    model_unavailable: 'AI’en svarede ikke',
    too_few: 'AI’en skrev for få brugbare tekster',
    used_up: 'samlingen har ikke flere tekster i denne stil',
    room_full: 'rummet er fuldt',
  },
  suomi: {
    model_unavailable: 'tekoäly ei vastannut',
    too_few: 'tekoäly kirjoitti liian vähän käyttökelpoisia tekstejä',
    used_up: 'kokoelmassa ei ole enempää tekstejä tässä tyylissä',
    room_full: 'huone on täynnä',
  },
};

const SAY: Record<Language, { free: (why: string) => string; paid: (why: string) => string }> = {
  norsk: {
    free: (why) => `De 3 gratis tekstene kom ikke: ${why}. De er fortsatt deres: prøv igjen senere.`,
    paid: (why) => `De 20 betalte tekstene kom ikke: ${why}. Ingenting ble trukket: betalingen er kansellert.`,
  },
  english: {
    free: (why) => `The 3 free entries did not come: ${why}. They are still yours: try again later.`,
    paid: (why) => `The 20 paid entries did not come: ${why}. Nothing was charged: the payment is cancelled.`,
  },
  dansk: {
    free: (why) => `De 3 gratis tekster kom ikke: ${why}. De er stadig jeres: prøv igen senere.`,
    paid: (why) => `De 20 betalte tekster kom ikke: ${why}. Der blev ikke trukket noget: betalingen er annulleret.`,
  },
  suomi: {
    free: (why) => `Kolme ilmaista tekstiä ei tullut: ${why}. Ne ovat yhä teidän: yrittäkää myöhemmin uudelleen.`,
    paid: (why) => `20 maksettua tekstiä ei tullut: ${why}. Mitään ei veloitettu: maksu on peruttu.`,
  },
};

export function aiFailedText(failure: AiFailed, language: Language): string {
  const why = WHY[language][failure.reason] ?? WHY[language].model_unavailable;
  return SAY[language][failure.free ? 'free' : 'paid'](why);
}
