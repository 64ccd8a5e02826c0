// What the model is told about the people at the table, and the check of its answer. The names themselves
// never leave the room: the model writes placeholders, phones put the names in.
import { countPlaceholders, inventedName, knownWords, PLACEHOLDER, type Language } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { TIPS } from '@skal/shared/content/tips';

/** At most this many placeholders in one entry, and never more than the room has players. */
const MAX_PLACEHOLDERS = 2;

/** How many placeholders one entry may have for a room with this many players. */
export function placeholdersAllowed(players: number): number {
  return Math.max(0, Math.min(players, MAX_PLACEHOLDERS));
}

/** The prompt's paragraph about people: placeholders when the room has players, no names ever. */
export function playersInstruction(language: Language, players: number): string {
  const placeholder = PLACEHOLDER[language];
  const most = placeholdersAllowed(players);
  switch (language) {
    case 'norsk': {
      if (most === 0)
        return 'Skriv aldri navn på personer: bruk «den som holder mobilen», «personen til venstre for deg» og lignende.';
      const room = players === 1 ? 'Rommet har én spiller' : `Rommet har ${players} spillere`;
      const times =
        most === 1
          ? 'høyst én gang i samme tekst'
          : `høyst ${most} ganger i samme tekst (hver ${placeholder} blir en annen person)`;
      return `${room}. Omtrent en tredjedel av tekstene kan nevne en bestemt person: skriv da nøyaktig ${placeholder} der navnet skulle stått, ${times}; telefonen setter inn navnet. Skriv aldri navn på personer.`;
    }
    case 'dansk': {
      if (most === 0)
        return 'Skriv aldrig navne på personer: brug »den, der har mobilen«, »personen til venstre for dig« og lignende.';
      const room = players === 1 ? 'Rummet har én spiller' : `Rummet har ${players} spillere`;
      const times =
        most === 1
          ? 'højst én gang i samme tekst'
          : `højst ${most} gange i samme tekst (hver ${placeholder} bliver en anden person)`;
      return `${room}. Omtrent en tredjedel af teksterne kan nævne en bestemt person: skriv så præcis ${placeholder}, hvor navnet skulle stå, ${times}; telefonen sætter navnet ind. Skriv aldrig navne på personer.`;
    }
    case 'suomi': {
      if (most === 0)
        return 'Älä koskaan kirjoita ihmisten nimiä: käytä ilmauksia ”puhelimen pitäjä”, ”vasemmalla istuva” ja vastaavia.';
      const room = players === 1 ? 'Huoneessa on yksi pelaaja' : `Huoneessa on ${players} pelaajaa`;
      const times =
        most === 1
          ? 'enintään kerran samassa tekstissä'
          : `enintään ${most} kertaa samassa tekstissä (jokainen ${placeholder} on eri ihminen)`;
      // A name does not bend: the placeholder stands where a nominative does ("pelaajalle @pelaaja").
      return `${room}. Noin kolmasosa teksteistä voi mainita tietyn ihmisen: kirjoita silloin tarkalleen ${placeholder} nimen paikalle, ${times}, aina perusmuodossa (taivuta ympäröivää lausetta, esim. ”pelaajalle ${placeholder}”); puhelin lisää nimen. Älä koskaan kirjoita ihmisten nimiä.`;
    }
    case 'english': {
      if (most === 0)
        return 'Never write names of people: use "the person holding the phone", "the person to your left" and the like.';
      const room = players === 1 ? 'The room has one player' : `The room has ${players} players`;
      const times =
        most === 1
          ? 'at most once in one entry'
          : `at most ${most} times in one entry (each ${placeholder} becomes a different person)`;
      return `${room}. About a third of the entries may name a particular person: then write exactly ${placeholder} where the name would go, ${times}; the phone fills in the name. Never write people's names.`;
    }
  }
}

const OWN_CONTENT = [
  ...Object.values(COLLECTION).flatMap((entries) =>
    entries.flatMap((entry) => [entry.text, entry.end ?? '', entry.secret?.text ?? '']),
  ),
  ...Object.values(TIPS).flatMap((tips) => tips.map((tip) => tip.text)),
];

/** Why a generated entry was dropped, as the metrics count it. */
export type DropReason = 'invalid' | 'repeat' | 'alcohol' | 'invented_name' | 'placeholders' | 'moderation' | 'surplus';

/**
 * A check of generated entries for one room: undefined when the entry may be kept, else why not (a name nobody
 * at the table wrote, or more placeholders than the room has players for).
 */
export function answerCheck(
  existing: readonly string[],
  players: number,
): (entry: string) => 'invented_name' | 'placeholders' | undefined {
  // Capitalised words the room wrote itself or that Skål's own content uses are not invented names.
  const known = knownWords([...OWN_CONTENT, ...existing]);
  const most = placeholdersAllowed(players);
  return (entry) => {
    if (inventedName(entry, known) !== undefined) return 'invented_name';
    if (countPlaceholders(entry) > most) return 'placeholders';
    return undefined;
  };
}
