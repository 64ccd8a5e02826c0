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
  },
};
