// Responsible play (docs/product.md): Skål is for adults, and where to get help with alcohol. Used by the tutorial's
// first step and the legal pages. Each language names the free, anonymous help line of its own country (english is
// read in Norway, so it keeps the Norwegian one).
import type { ContentLanguage } from './types';

export interface HelpLine {
  name: string;
  url: string;
  phone: string;
}

/** Rustelefonen: the Norwegian state's free, anonymous help line about alcohol and drugs. */
export const HELP_LINE = { name: 'Rustelefonen', url: 'https://rustelefonen.no', phone: '915 08588' } as const;

export const HELP_LINES: Readonly<Record<ContentLanguage, HelpLine>> = {
  norsk: HELP_LINE,
  english: HELP_LINE,
  // Alkolinjen (Alkohol & Samfund, funded by Sundhedsstyrelsen): Denmark's free, anonymous alcohol counselling line.
  dansk: { name: 'Alkolinjen', url: 'https://alkolinjen.dk', phone: '80 200 500' },
  // Päihdeneuvonta (EHYT ry): Finland's free, anonymous line about alcohol and drugs, open day and night.
  suomi: { name: 'Päihdeneuvonta', url: 'https://ehyt.fi', phone: '0800 900 45' },
};

export const ADULTS_ONLY: Readonly<Record<ContentLanguage, { line: string; help: string }>> = {
  norsk: {
    line: 'Skål er for voksne (18+). Drikk ansvarlig, og ingen trenger å drikke alkohol for å være med.',
    help: `Trenger du noen å snakke med om alkohol? ${HELP_LINE.name} er gratis og anonym: ${HELP_LINE.phone}.`,
  },
  english: {
    line: 'Skål is for adults (18+). Drink responsibly, and nobody has to drink alcohol to join in.',
    help: `Need someone to talk to about alcohol? ${HELP_LINE.name} (Norway) is free and anonymous: ${HELP_LINE.phone}.`,
  },
  dansk: {
    line: 'Skål er for voksne (18+). Drik med omtanke, og ingen behøver at drikke alkohol for at være med.',
    help: `Har du brug for at snakke med nogen om alkohol? ${HELP_LINES.dansk.name} er gratis og anonym: ${HELP_LINES.dansk.phone}.`,
  },
  suomi: {
    line: 'Skål on aikuisille (18+). Juo vastuullisesti – kenenkään ei tarvitse juoda alkoholia ollakseen mukana.',
    help: `Haluatko puhua jonkun kanssa alkoholista? ${HELP_LINES.suomi.name} on maksuton ja nimetön: ${HELP_LINES.suomi.phone}.`,
  },
};
