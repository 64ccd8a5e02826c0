// What the model is told about the game and the buyer's choice (docs/product.md "AI entries"), in the room's
// language. One prompt per style and alcohol-free choice, never contradicting itself: an alcohol-free prompt
// has no sips in it at all, a Mild one never more than 1.
import type { Language, StyleChoice } from '@skal/shared';

type Style = StyleChoice['style'];

const GAME: Record<Language, string> = {
  norsk:
    'Du skriver tekster til Skål, et festspill for venner der en telefon sendes rundt og hver person leser høyt teksten som vises. Skriv på naturlig norsk bokmål, ikke oversatt.',
  english:
    'You write entries for Skål, a party game for friends where one phone is passed around and each person reads the shown entry aloud. Write natural English.',
  dansk:
    'Du skriver tekster til Skål, en festleg for venner, hvor en telefon sendes rundt, og hver person læser den viste tekst højt. Skriv naturligt dansk, som danskere taler til en fest, ikke oversat fra norsk eller engelsk.',
  suomi:
    'Kirjoitat tekstejä Skåliin, kaveriporukan bilepeliin, jossa yksi puhelin kiertää ja jokainen lukee näytetyn tekstin ääneen. Kirjoita luontevaa puhekielistä suomea, niin kuin bileissä puhutaan, älä käännä norjasta tai englannista.',
};

const KINDS: Record<Language, string> = {
  norsk:
    'Tekstene er små leker, spørsmål og utfordringer: jeg har aldri, hvem kommer mest sannsynlig til å, hva vil du heller, kategorier, rim, vannfall, spørsmålsmester, forbudte ord, sannhet eller konsekvens, dueller, lagleker, quiz og gjetting, historiefortelling, avstemninger og skåler.',
  english:
    'Entries are small games, questions and dares: never have I ever, most likely to, would you rather, categories, rhymes, waterfall, question master, forbidden words, truth or dare, duels, team games, trivia and closest guess, story chains, votes and toasts.',
  dansk:
    'Teksterne er små lege, spørgsmål og udfordringer: jeg har aldrig, hvem er mest tilbøjelig til, hvad vil du helst, kategorier, rim, vandfald, spørgemester, forbudte ord, sandhed eller konsekvens, dueller, holdlege, quiz og gæt, historiekæder, afstemninger og skåler.',
  suomi:
    'Tekstit ovat pieniä leikkejä, kysymyksiä ja tehtäviä: en ole koskaan, kuka todennäköisimmin, kumman valitsisit, kategoriat, riimit, vesiputous, kysymysmestari, kielletyt sanat, totuus vai tehtävä, kaksintaistelut, joukkueleikit, visat ja arvaukset, tarinaketjut, äänestykset ja maljat.',
};

const INTENSITY: Record<Language, Record<Style, string>> = {
  norsk: {
    mild: 'Stil: Mild. Rolige, vennlige tekster som passer for alle, også folk som nettopp har møttes.',
    classic: 'Stil: Klassisk. Vanlig festmoro med litt erting.',
    spicy: 'Stil: Drøy. Frekkere spørsmål og utfordringer (flørt, pinlige historier), men aldri grovt.',
  },
  english: {
    mild: 'Style: Mild. Calm, friendly entries that suit everyone, also people who have just met.',
    classic: 'Style: Classic. Ordinary party fun with some teasing.',
    spicy: 'Style: Spicy. Cheekier questions and dares (flirting, embarrassing stories), but never crude.',
  },
  dansk: {
    mild: 'Stil: Mild. Rolige, venlige tekster, der passer til alle, også folk, der lige har mødt hinanden.',
    classic: 'Stil: Klassisk. Almindelig festsjov med lidt drilleri.',
    spicy: 'Stil: Vovet. Frækkere spørgsmål og udfordringer (flirt, pinlige historier), men aldrig grove.',
  },
  suomi: {
    mild: 'Tyyli: Kevyt. Rauhallisia, ystävällisiä tekstejä, jotka sopivat kaikille, myös juuri tavanneille.',
    classic: 'Tyyli: Klassinen. Tavallista bilehuumoria ja vähän kiusoittelua.',
    spicy: 'Tyyli: Rohkea. Rohkeampia kysymyksiä ja tehtäviä (flirttiä, noloja tarinoita), mutta ei koskaan rivoja.',
  },
};

/** How much one entry may have anyone drink, by style, when the room drinks. */
const SIPS: Record<Language, Record<Style, string>> = {
  norsk: {
    mild: 'Når noen skal drikke, er det høyst 1 slurk.',
    classic: 'Når noen skal drikke, er det 1–2 slurker.',
    spicy: 'Når noen skal drikke, er det 1–3 slurker.',
  },
  english: {
    mild: 'When anyone drinks, it is at most 1 sip.',
    classic: 'When anyone drinks, it is 1–2 sips.',
    spicy: 'When anyone drinks, it is 1–3 sips.',
  },
  dansk: {
    mild: 'Når nogen skal drikke, er det højst 1 slurk.',
    classic: 'Når nogen skal drikke, er det 1–2 slurke.',
    spicy: 'Når nogen skal drikke, er det 1–3 slurke.',
  },
  suomi: {
    mild: 'Kun joku juo, se on enintään 1 huikka.',
    classic: 'Kun joku juo, se on 1–2 huikkaa.',
    spicy: 'Kun joku juo, se on 1–3 huikkaa.',
  },
};

const ALCOHOL_FREE: Record<Language, string> = {
  norsk:
    'Uten alkohol: ingen tekst får nevne alkohol eller be noen drikke noe, heller ikke vann. Bruk straffeoppgaver, utfordringer og poeng i stedet.',
  english:
    'Alcohol-free: no entry may mention alcohol or ask anyone to drink anything, not even water. Use forfeits, challenges and points instead.',
  dansk:
    'Uden alkohol: ingen tekst må nævne alkohol eller bede nogen drikke noget, heller ikke vand. Brug straffe, udfordringer og point i stedet.',
  suomi:
    'Alkoholiton: mikään teksti ei saa mainita alkoholia tai pyytää ketään juomaan mitään, ei edes vettä. Käytä sen sijaan rangaistuksia, tehtäviä ja pisteitä.',
};

const SAFE: Record<Language, { always: string; drinking: string }> = {
  norsk: {
    always:
      'Hold det morsomt og inkluderende: ikke noe hatefullt, nedverdigende, farlig eller grovt seksuelt, og ingen som må vise andres meldinger eller bilder.',
    drinking: 'Aldri press om å drikke mye, og aldri navn på alkoholmerker.',
  },
  english: {
    always:
      "Keep it fun and inclusive: nothing hateful, degrading, dangerous or explicitly sexual, and nobody has to show other people's messages or photos.",
    drinking: 'Never pressure anyone to drink a lot, and never name alcohol brands.',
  },
  dansk: {
    always:
      'Hold det sjovt og inkluderende: intet hadefuldt, nedværdigende, farligt eller groft seksuelt, og ingen skal vise andres beskeder eller billeder.',
    drinking: 'Pres aldrig nogen til at drikke meget, og nævn aldrig alkoholmærker.',
  },
  suomi: {
    always:
      'Pidä se hauskana ja kaikille sopivana: ei mitään vihamielistä, halventavaa, vaarallista tai rivosti seksuaalista, eikä kenenkään tarvitse näyttää muiden viestejä tai kuvia.',
    drinking: 'Älä koskaan painosta juomaan paljon, äläkä koskaan mainitse alkoholimerkkejä.',
  },
};

const PROPER_NOUNS: Record<Language, string> = {
  norsk:
    'Skriv ingen egennavn midt i en setning (personer, merker, steder, serier, apper): slike tekster blir forkastet.',
  english: 'Write no proper nouns mid-sentence (people, brands, places, shows, apps): such entries are thrown away.',
  dansk:
    'Skriv ingen egennavne midt i en sætning (personer, mærker, steder, serier, apps): sådanne tekster bliver kasseret.',
  suomi:
    'Älä kirjoita erisnimiä kesken lauseen (ihmisiä, merkkejä, paikkoja, sarjoja, sovelluksia): sellaiset tekstit hylätään.',
};

/** The system prompt: the game, the buyer's style and drinking choice, and the rules every entry keeps. */
export function systemPrompt(choice: StyleChoice, language: Language): string {
  const drinking = choice.alcoholFree ? ALCOHOL_FREE[language] : SIPS[language][choice.style];
  return [
    GAME[language],
    KINDS[language],
    INTENSITY[language][choice.style],
    drinking,
    SAFE[language].always,
    ...(choice.alcoholFree ? [] : [SAFE[language].drinking]),
    PROPER_NOUNS[language],
  ].join(' ');
}
