// Responsible play (docs/product.md): Skål is for adults, and where to get help with alcohol. Used by the tutorial's
// first step and the legal pages.
import type { ContentLanguage } from './types';

/** Rustelefonen: the Norwegian state's free, anonymous help line about alcohol and drugs. */
export const HELP_LINE = { name: 'Rustelefonen', url: 'https://rustelefonen.no', phone: '915 08588' } as const;

export const ADULTS_ONLY: Readonly<Record<ContentLanguage, { line: string; help: string }>> = {
  norsk: {
    line: 'Skål er for voksne (18+). Drikk ansvarlig, og ingen trenger å drikke alkohol for å være med.',
    help: `Trenger du noen å snakke med om alkohol? ${HELP_LINE.name} er gratis og anonym: ${HELP_LINE.phone}.`,
  },
  english: {
    line: 'Skål is for adults (18+). Drink responsibly, and nobody has to drink alcohol to join in.',
    help: `Need someone to talk to about alcohol? ${HELP_LINE.name} (Norway) is free and anonymous: ${HELP_LINE.phone}.`,
  },
};
