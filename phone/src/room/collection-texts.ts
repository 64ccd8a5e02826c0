// Texts of Skål's collection sheet and of the AI drawer without a model, in every language. Imported only by those
// lazy chunks, so the first script does not carry them (phone/e2e/budget.spec.ts).
import type { Language } from '@skal/shared';

export const COLLECTION_TEXTS: Record<
  Language,
  {
    title: string;
    intro: string;
    add: string;
    added: (count: number) => string;
    usedUp: string;
    /** The AI drawer when no model is configured: the free entries come from the collection, and no word says AI. */
    drawerTitle: string;
    freeIntro: string;
    freeStarted: string;
    /** The drawer offers the collection itself, free (nothing is sold without a model). */
    drawerOffer: string;
    /** The 3 free entries could not come: the collection has too few left for the style; the grant stays. */
    freeUsedUp: string;
  }
> = {
  norsk: {
    title: 'Skål-samlingen',
    intro: 'Hundrevis av tekster vi har skrevet selv. Velg stil, så legger vi 20 nye inn i rommet.',
    add: 'Legg til 20',
    added: (count) => `${count} ${count === 1 ? 'tekst' : 'tekster'} fra samlingen er lagt til`,
    usedUp: 'Samlingen er brukt opp',
    drawerTitle: 'Flere tekster',
    freeIntro: 'De 3 gratis tekstene kommer fra Skål-samlingen.',
    freeStarted: 'Tekstene hentes fra Skål-samlingen',
    drawerOffer: 'Skål-samlingen er gratis: legg til 20 nye tekster når dere vil, så ofte dere vil.',
    freeUsedUp:
      'Samlingen har ikke 3 nye tekster i denne stilen. De gratis tekstene er fortsatt deres: prøv en annen stil.',
  },
  english: {
    title: "Skål's collection",
    intro: 'Hundreds of entries we wrote ourselves. Pick a style and we add 20 new ones to the room.',
    add: 'Add 20',
    added: (count) => `${count} ${count === 1 ? 'entry' : 'entries'} from the collection added`,
    usedUp: 'The collection is used up',
    drawerTitle: 'More entries',
    freeIntro: "The 3 free entries come from Skål's collection.",
    freeStarted: "Adding entries from Skål's collection",
    drawerOffer: "Skål's collection is free: add 20 new entries whenever you like, as often as you like.",
    freeUsedUp:
      'The collection has no 3 new entries in this style. The free entries are still yours: try another style.',
  },
  dansk: {
    title: 'Skål-samlingen',
    intro: 'Hundredvis af tekster, vi selv har skrevet. Vælg en stil, så lægger vi 20 nye ind i rummet.',
    add: 'Tilføj 20',
    added: (count) => `${count} ${count === 1 ? 'tekst' : 'tekster'} fra samlingen er tilføjet`,
    usedUp: 'Samlingen er brugt op',
    drawerTitle: 'Flere tekster',
    freeIntro: 'De 3 gratis tekster kommer fra Skål-samlingen.',
    freeStarted: 'Teksterne hentes fra Skål-samlingen',
    drawerOffer: 'Skål-samlingen er gratis: tilføj 20 nye tekster, når I vil, så tit I vil.',
    freeUsedUp: 'Samlingen har ikke 3 nye tekster i denne stil. De gratis tekster er stadig jeres: prøv en anden stil.',
  },
  suomi: {
    title: 'Skålin kokoelma',
    intro: 'Satoja itse kirjoittamiamme tekstejä. Valitse tyyli, niin lisäämme huoneeseen 20 uutta.',
    add: 'Lisää 20',
    added: (count) => `${count} ${count === 1 ? 'teksti' : 'tekstiä'} lisätty kokoelmasta`,
    usedUp: 'Kokoelma on käytetty loppuun',
    drawerTitle: 'Lisää tekstejä',
    freeIntro: 'Kolme ilmaista tekstiä tulee Skålin kokoelmasta.',
    freeStarted: 'Tekstejä haetaan Skålin kokoelmasta',
    drawerOffer: 'Skålin kokoelma on ilmainen: lisää 20 uutta tekstiä milloin vain ja niin usein kuin haluatte.',
    freeUsedUp:
      'Kokoelmassa ei ole kolmea uutta tekstiä tässä tyylissä. Ilmaiset tekstit ovat yhä teidän: kokeilkaa toista tyyliä.',
  },
};
