// What the model is told about the people at the table, and the check of its answer. The names themselves
// never leave the room: the model writes placeholders, phones put the names in.
import { countPlaceholders, inventedName, knownWords, PLACEHOLDER, type Language } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { TIPS } from '@skal/shared/content/tips';
import { FORFEIT_MAX_LENGTH } from '@skal/shared/slots';

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

/**
 * The prompt's paragraph about table tags (docs/product.md "Who is at the table"): what each entry's `slots`,
 * `everyone` and `forfeit` say, and what this table allows, counted per kind of choice, never with a name.
 */
export function tableInstruction(
  language: Language,
  players: number,
  table: { notDrinking: number; taken: number } = { notDrinking: 0, taken: 0 },
): string {
  const placeholder = PLACEHOLDER[language];
  const named = placeholdersAllowed(players) > 0;
  const { notDrinking, taken } = table;
  switch (language) {
    case 'norsk': {
      const slots = named
        ? `For hver tekst har \`slots\` én merkelapp per ${placeholder}, i rekkefølge: «drinks» når den personen skal drikke, «flirts» når den skal flørte, kysse, danse tett eller pares romantisk, «drinks+flirts» for begge, «plain» for ingen av delene ([] når teksten ikke nevner noen).`
        : 'For hver tekst er `slots` [].';
      return [
        slots,
        '`everyone` er true når flere enn de nevnte drikker («alle som har …, drikker»).',
        `\`forfeit\` er en kort oppgave (høyst ${FORFEIT_MAX_LENGTH} tegn, uten drikking og uten navn) for en spiller som ikke drikker, på en tekst der alle drikker; ellers null.`,
        named && notDrinking > 0
          ? `${notDrinking} ${notDrinking === 1 ? 'spiller' : 'spillere'} ved bordet drikker ikke: en «drinks»-plass gis aldri til dem, så be aldri en nevnt person drikke uten at plassen er merket «drinks», og gi hver tekst der alle drikker, en \`forfeit\`.`
          : '',
        !named && notDrinking > 0
          ? `${notDrinking} ${notDrinking === 1 ? 'spiller' : 'spillere'} ved bordet drikker ikke: gi hver tekst der alle drikker, en \`forfeit\`.`
          : '',
        named && taken > 0
          ? `${taken} ${taken === 1 ? 'spiller' : 'spillere'} ved bordet er opptatt: en «flirts»-plass parer dem bare med kjæresten, så be aldri nevnte personer flørte eller kysse uten at plassene er merket «flirts».`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'dansk': {
      const slots = named
        ? `For hver tekst har \`slots\` ét mærke pr. ${placeholder}, i rækkefølge: »drinks«, når den person skal drikke, »flirts«, når den skal flirte, kysse, danse tæt eller parres romantisk, »drinks+flirts« for begge, »plain« for ingen af delene ([] når teksten ikke nævner nogen).`
        : 'For hver tekst er `slots` [].';
      return [
        slots,
        '`everyone` er true, når flere end de nævnte drikker (»alle, der har …, drikker«).',
        `\`forfeit\` er en kort opgave (højst ${FORFEIT_MAX_LENGTH} tegn, uden drikning og uden navne) for en spiller, der ikke drikker, på en tekst, hvor alle drikker; ellers null.`,
        named && notDrinking > 0
          ? `${notDrinking} ${notDrinking === 1 ? 'spiller' : 'spillere'} ved bordet drikker ikke: en »drinks«-plads gives aldrig til dem, så bed aldrig en nævnt person om at drikke, uden at pladsen er mærket »drinks«, og giv hver tekst, hvor alle drikker, en \`forfeit\`.`
          : '',
        !named && notDrinking > 0
          ? `${notDrinking} ${notDrinking === 1 ? 'spiller' : 'spillere'} ved bordet drikker ikke: giv hver tekst, hvor alle drikker, en \`forfeit\`.`
          : '',
        named && taken > 0
          ? `${taken} ${taken === 1 ? 'spiller' : 'spillere'} ved bordet er optaget: en »flirts«-plads parrer dem kun med kæresten, så bed aldrig nævnte personer om at flirte eller kysse, uden at pladserne er mærket »flirts«.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'suomi': {
      const slots = named
        ? `Jokaisessa tekstissä \`slots\` sisältää yhden merkinnän kutakin ${placeholder}-kohtaa kohden, järjestyksessä: ”drinks”, kun kyseistä ihmistä pyydetään juomaan, ”flirts”, kun häntä pyydetään flirttailemaan, suutelemaan tai tanssimaan lähekkäin tai hänet paritetaan romanttisesti, ”drinks+flirts” molemmista, ”plain” ei kummastakaan ([] kun teksti ei mainitse ketään).`
        : 'Jokaisessa tekstissä `slots` on [].';
      return [
        slots,
        '`everyone` on true, kun muutkin kuin mainitut juovat (”kaikki, jotka ovat …, juovat”).',
        `\`forfeit\` on lyhyt tehtävä (enintään ${FORFEIT_MAX_LENGTH} merkkiä, ei juomista eikä nimiä) pelaajalle, joka ei juo, tekstissä, jossa kaikki juovat; muuten null.`,
        named && notDrinking > 0
          ? `Pöydässä ${notDrinking} ${notDrinking === 1 ? 'pelaaja' : 'pelaajaa'} ei juo: ”drinks”-kohtaa ei koskaan anneta heille, joten älä koskaan pyydä mainittua ihmistä juomaan, ellei kohtaa ole merkitty ”drinks”, ja anna jokaiselle tekstille, jossa kaikki juovat, \`forfeit\`.`
          : '',
        !named && notDrinking > 0
          ? `Pöydässä ${notDrinking} ${notDrinking === 1 ? 'pelaaja' : 'pelaajaa'} ei juo: anna jokaiselle tekstille, jossa kaikki juovat, \`forfeit\`.`
          : '',
        named && taken > 0
          ? `Pöydässä ${taken} ${taken === 1 ? 'pelaaja on varattu' : 'pelaajaa on varattuja'}: ”flirts”-kohta parittaa heidät vain kumppaninsa kanssa, joten älä koskaan pyydä mainittuja ihmisiä flirttailemaan tai suutelemaan, elleivät kohdat ole merkitty ”flirts”.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'english': {
      const slots = named
        ? `For every entry, \`slots\` has one tag per ${placeholder}, in order: "drinks" when that person is asked to drink, "flirts" when they are asked to flirt, kiss, dance close or are paired romantically, "drinks+flirts" for both, "plain" for neither ([] when the entry names nobody).`
        : 'For every entry, `slots` is [].';
      return [
        slots,
        '`everyone` is true when players beyond the named ones drink ("everyone who has …, drinks").',
        `\`forfeit\` is a short task (at most ${FORFEIT_MAX_LENGTH} characters, no drinking, no names) for a player who does not drink, on an entry where everyone drinks; else null.`,
        named && notDrinking > 0
          ? `${notDrinking} ${notDrinking === 1 ? 'player at this table does' : 'players at this table do'} not drink: a "drinks" slot is never dealt to them, so never ask a named person to drink unless that slot is tagged "drinks", and give every entry where everyone drinks a \`forfeit\`.`
          : '',
        !named && notDrinking > 0
          ? `${notDrinking} ${notDrinking === 1 ? 'player at this table does' : 'players at this table do'} not drink: give every entry where everyone drinks a \`forfeit\`.`
          : '',
        named && taken > 0
          ? `${taken} ${taken === 1 ? 'player at this table is' : 'players at this table are'} taken: a "flirts" slot pairs them only with their partner, so never ask named people to flirt or kiss unless their slots are tagged "flirts".`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
  }
}
