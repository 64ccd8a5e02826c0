// What the model is told about the chosen AI style (docs/product.md "AI entries"), in the room's language.
import type { Language, StyleChoice } from '@skal/shared';

const INTENSITY: Record<Language, Record<StyleChoice['style'], string>> = {
  norsk: {
    mild: 'Stil: Mild. Rolige, vennlige tekster som passer for alle, også folk som nettopp har møttes; høyst 1 slurk.',
    classic: 'Stil: Klassisk. Vanlig festmoro med litt erting; 1–2 slurker.',
    spicy: 'Stil: Drøy. Frekkere spørsmål og utfordringer (flørt, pinlige historier), men aldri grovt; 1–3 slurker.',
  },
  english: {
    mild: 'Style: Mild. Calm, friendly entries that suit everyone, also people who have just met; at most 1 sip.',
    classic: 'Style: Classic. Ordinary party fun with some teasing; 1–2 sips.',
    spicy: 'Style: Spicy. Cheekier questions and dares (flirting, embarrassing stories), but never crude; 1–3 sips.',
  },
};

const ALCOHOL_FREE: Record<Language, string> = {
  norsk:
    'Uten alkohol: ingen tekst får nevne alkohol eller be noen drikke (ingen slurker, shots, øl eller vin). Bruk straffeoppgaver, utfordringer og poeng i stedet.',
  english:
    'Alcohol-free: no entry may mention alcohol or ask anyone to drink (no sips, shots, beer or wine). Use forfeits, challenges and points instead.',
};

export function styleInstructions(choice: StyleChoice, language: Language): string {
  const intensity = INTENSITY[language][choice.style];
  return choice.alcoholFree ? `${intensity.replace(/;[^;]*$/u, '.')} ${ALCOHOL_FREE[language]}` : intensity;
}
