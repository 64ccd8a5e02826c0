// Lasting rules in play as the TV gets them (names filled in), for the layout test and the screenshots.

/** A party at the table: the names the rules below are filled in with. */
export const PARTY = ['Ingrid', 'Ola', 'Kristoffer', 'Marie-Louise', 'Per', 'Sofie', 'Emma', 'Jonas'];

/**
 * The collection's rules (about 100–160 characters) and ones a room wrote itself, up to 280 characters typed and
 * ~400 once its names are filled.
 */
const RULE_TEXTS = {
  norsk: [
    'Regel: Kristoffer og Marie-Louise er hemmelige agenter. Hver gang de får øyekontakt, blunker de til hverandre. Den som glemmer å blunke, drikker 1 slurk.',
    'Regel: ingen får si navnet på noen her. Den som gjør det, drikker 1 slurk.',
    'Regel: Ingrid er spørsmålsmester. Alle som svarer på et spørsmål fra spørsmålsmesteren, drikker 1 slurk. Tips: svar med et motspørsmål!',
    'Resten av kvelden må Marie-Louise Andreassen og Kristoffer Bartholomew si «Deres Majestet» hver gang de snakker til hverandre, og den som glemmer det må reise seg, bukke for hele bordet, synge første vers av en julesang og deretter drikke to slurker, mens Ingrid Solbakken-Hansen og Per Olav Fredriksen bestemmer om bukket var dypt nok, og om ikke må det gjøres om igjen helt fra begynnelsen av.',
    'Regel: alle skåler med venstre hånd. Den som glemmer det, tar en slurk.',
    'Regel: ordet «drikke» er forbudt. Si «kose seg» i stedet. Den som sier det forbudte ordet, drikker 1 slurk.',
    'Fra nå av må alle som reiser seg fra bordet spørre Sofie om lov først, og Sofie kan si nei så mange ganger hun vil, men hver gang hun sier nei, må hun selv ta en slurk, så tenk deg godt om før du nekter noen å hente mer chips fra kjøkkenet eller gå på do.',
    'Regel: Emma og Jonas er drikkevenner. Når den ene drikker, tar den andre også en slurk.',
    'Regel: mobilene ligger med skjermen ned på bordet. Den første som tar opp mobilen sin, synger et refreng.',
    'Regel: Per er speilet. Alt speilet gjør med hendene, gjør alle andre også. Den som glemmer det, gjør ti knebøy.',
    'Regel: Sofie og Ola er forlovet (på liksom). De kaller hverandre «kjære» og holder hender når de snakker sammen.',
    'Regel: alle som går fra bordet, må fortelle et morsomt faktum når de kommer tilbake. Glemmer de det, drikker de 1 slurk.',
  ],
  english: [
    'Rule: Kristoffer and Marie-Louise are secret agents. Every time they make eye contact, they wink at each other. Whoever forgets to wink drinks 1 sip.',
    "Rule: nobody may say anyone's name. Whoever does drinks 1 sip.",
    'Rule: Ingrid is the question master. Anyone who answers a question from the question master drinks 1 sip. Tip: answer with a question!',
    'For the rest of the night Marie-Louise Andreassen and Kristoffer Bartholomew must say "Your Majesty" every time they speak to each other, and whoever forgets has to stand up, bow to the whole table, sing the first verse of a Christmas carol and then drink two sips, while Ingrid Solbakken-Hansen and Per Olav Fredriksen decide whether the bow was deep enough, and if not it starts over.',
  ],
} as const;

/**
 * `count` rules in play, oldest first, as the playing phone lists them: different ones as far as there are (12 in
 * norsk), then the same again (a room's deck may hold the same rule twice).
 */
export function rulesInPlay(count: number, language: 'norsk' | 'english' = 'norsk'): string[] {
  const texts = RULE_TEXTS[language];
  return Array.from({ length: count }, (_, index) => texts[index % texts.length]!);
}
