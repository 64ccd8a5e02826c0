// The content check for Skål's Finnish collection (docs/product.md "Skål's collection"), the same checks as
// collection.test.ts holds norsk and english to, with the Finnish words: every entry follows the entry rules, every
// tag (alcohol, players, the table tags) is true to the text, the sips stay within the style, nothing is unsafe or
// open-ended, no two entries are near duplicates, the entries are Finnish, and the depth targets hold. The alcohol
// check (mentionsDrinking) must agree with every tag and catch a Finnish drink slipped into a dry entry.
// `@pelaaja` is the Finnish placeholder; until players.ts knows it (the languages' branch), this file has its own
// pattern that accepts it beside `@spiller` and `@player`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentionsDrinking } from '../../ai-style';
import { normaliseEntryText } from '../../entry-text';
import { FORFEIT_MAX_LENGTH, slotDrinks, slotFlirts } from '../../slots';
import { SUOMI_COLLECTION } from './suomi';
import { ENTRY_KINDS, type CollectionEntry } from './types';

const entries = SUOMI_COLLECTION;

// Depth (docs/product.md, "Skål's collection"), as for every language.
const MIN_ENTRIES = 400;
const MIN_PER_STYLE = 100;
const MIN_ALCOHOL_FREE = 150;
const MIN_PLAYERS_SHARE = 0.3;
const MIN_LASTING_RULES = 30;
const MIN_PER_KIND = 15;

const MAX_SIPS = { mild: 1, classic: 2, spicy: 3 } as const;

const PLACEHOLDER_SOURCE = '(?<![\\p{L}\\p{M}\\p{N}_.+-])@(?:spiller|player|pelaaja)(?![\\p{L}\\p{M}\\p{N}_])';
const PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE, 'iu');
const countPlaceholders = (text: string): number => (text.match(new RegExp(PLACEHOLDER_SOURCE, 'giu')) ?? []).length;

const label = (entry: CollectionEntry): string => `[${entry.kind}/${entry.style}] ${entry.text}`;

/** The entry's text, its end card and its secret, for checks that hold for all of them. */
const allText = (entry: CollectionEntry): string =>
  [entry.text, entry.end, entry.secret?.text].filter((part) => part !== undefined).join('\n');
/** What is printed on the cards: the text and the end card (a secret is never printed). */
const printed = (entry: CollectionEntry): string =>
  [entry.text, entry.end].filter((part) => part !== undefined).join('\n');

// Secrets (docs/product.md "Secrets"). Finnish quotes open and close with ”.
const QUOTED_QUESTION = /[«"'‘“”][^«»"'‘’“”]*\?[»"'’”]/u;
const PRINTED_ANSWER = /(?<![\p{L}])(?:vastaus|oikea vastaus|vastauksena)\s*:|\([^()]*\)\s*$/iu;
const ABOUT_THE_TABLE =
  /@pelaaja\b|(?<![\p{L}])(?:täällä|tässä huoneessa|pöydässä|pöydän ääressä|porukasta|meistä|teistä)(?![\p{L}])/iu;

// Numbers as the entries write them before a sip: «2 huikkaa», «kaksi huikkaa», «yhden huikan», «kolme hörppyä».
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  yksi: 1,
  yhden: 1,
  kaksi: 2,
  kahden: 2,
  kolme: 3,
  kahdella: 2,
  kolmella: 3,
  kolmen: 3,
  neljä: 4,
  neljän: 4,
  viisi: 5,
  viiden: 5,
  kuusi: 6,
  kuuden: 6,
};
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const SIP_NOUN = '(?:huik(?!e)\\p{L}*|hörp\\p{L}*|kulau\\p{L}*)';
// «2 huikkaa», «kaksi pientä hörppyä», and the short form «juo 2» that leaves the noun out.
const SIP_COUNT = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}\\s+(?:pien\\p{L}*\\s+|lisä\\p{L}*\\s+)?${SIP_NOUN}(?![\\p{L}])|(?<![\\p{L}])(?:juo|juovat|juot|ota|ottaa|ottavat|jaa|jakaa|jakavat)\\s+(\\d+)(?![\\p{L}\\d])`,
  'giu',
);
// A mild entry has at most one sip: never the plural (the partitive after a number, or «huikat»).
const PLURAL_SIPS = /(?<![\p{L}])(?:huikkaa|huikat|huikkia|hörppyä|hörpyt|hörppyjä|kulausta)(?![\p{L}])/iu;

/** The biggest number of sips any one instruction in the text asks for (0 when none is counted). */
function maxSips(text: string): number {
  let max = 0;
  for (const match of text.matchAll(SIP_COUNT)) {
    const raw = (match[1] ?? match[2] ?? '').toLowerCase();
    const value = /^\d+$/u.test(raw) ? Number(raw) : (NUMBER_WORDS[raw] ?? 0);
    max = Math.max(max, value);
  }
  return max;
}

// Drinking a lot or fast: never.
const HEAVY_DRINKING =
  /(?<![\p{L}])(?:pohjanmaan kautta|pohjat|tyhjentä\p{L}* (?:lasi|tuoppi)\p{L}*|tyhjennä\p{L}* (?:lasi|tuoppi)\p{L}*|(?:lasi|tuoppi)\p{L}* tyhjäksi|yhdellä kertaa|yhdellä huikalla|kerralla|ykkösellä|shot\p{L}*|juomakilpa\p{L}*|kaatokänn\p{L}*|kännit|chug\p{L}*|bunnis)(?![\p{L}])/iu;

// Other people's private messages or photos, or acting from someone's phone: never.
const EXPOSING =
  /viimeisi\p{L}* (?:viesti|kuva|snäp|tekstiviesti)\p{L}*|kamerarull\p{L}*|kuvagalleri\p{L}*|galleriasta|(?:lue|lukee|lukevat|luetaan)\p{L}* ääneen\s+\p{L}*\s*viest\p{L}*|viestit ääneen|julkais\p{L}* (?:jotain|kuva|päivity)\p{L}*|postaa\p{L}*|jonkun (?:toisen )?puhelime\p{L}*/iu;

// An ongoing rule belongs to a lasting rule with an end; other entries are over when the next one shows.
const OPEN_ENDED =
  /loppuilla\p{L}*|loppuilta\p{L}*|koko illan|illan loppuun|pelin loppuun|loppupeli\p{L}*|kunnes tämä kortti|kunnes sama kortti/iu;
const RULE_OPENING = /^(?:uusi\s+)?sääntö\s*:/iu;

// The Finnish a strict editor sends back.
const WORDING_RULES: readonly { pattern: RegExp; why: string }[] = [
  {
    // A name does not inflect by itself: «@pelaajan», «@pelaaja:lle» read «Matti:lle».
    pattern: /@pelaaja(?:\p{L}|[:'’-]\p{L})/u,
    why: 'an inflected placeholder (the name stays in the nominative: «@pelaaja, kerro…»)',
  },
  {
    // «Valitse @pelaaja», «kehuu @pelaaja»: a name as an object needs its accusative or partitive.
    pattern:
      /(?<![\p{L}])(?:valitse\p{L}*|kehu\p{L}*|halaa\p{L}*|suutele\p{L}*|katso\p{L}*|osoita\p{L}*|auta\p{L}*|kiittä\p{L}*|kiitä|tervehti\p{L}*|tervehdi)\s+@pelaaja/iu,
    why: 'the placeholder as the object of a verb (Finnish would need «Mattia»/«Matin»)',
  },
  { pattern: /(?<![\p{L}])Kaikki jotka\b/u, why: '«Kaikki jotka» (a comma: «Kaikki, jotka»)' },
  {
    pattern: /(?<![\p{L}])(?:[Ss]e joka|[Nn]e jotka|[Ss]e jonka|[Ss]e johon)\b/u,
    why: 'a missing comma before the relative',
  },
  {
    // «Kaikki, jotka ovat, juovat»: the relative clause closes with a comma before the main verb.
    pattern:
      /(?<![\p{L}])(?:Kaikki|Ne|Se), (?:jotka|joka) [^,.!?:;]*\s(?:juovat|juo|ottavat|ottaa|kertovat|kertoo|tekevät|tekee|nousevat|nousee)(?![\p{L}])/u,
    why: 'a missing comma after the relative clause («Kaikki, jotka ovat, juovat…»)',
  },
];

// Words that show the entries are Finnish: Norwegian or English words, or their placeholders, do not belong.
const FOREIGN_WORDS =
  /(?<![\p{L}@])(?:the|and|you|your|who|with|this|that|are|has|have|what|when|everyone|sips?|og|ikke|jeg|som|har|det|på|til|med|hvem|drikker|slurk\p{L}*|eller|heller)(?![\p{L}])|@(?:spiller|player)\b|[æøå]/iu;

// Flirting, kissing, dancing close or being paired romantically: a slot that does it is `flirts`.
const ROMANCE =
  /(?<![\p{L}])(?:suud\p{L}*|suutel\p{L}*|suukko\p{L}*|suukon|pusu\p{L}*|pussa\p{L}*|pussann\p{L}*|flirt\p{L}*|treff\p{L}*|deit\p{L}*|iskurepl\p{L}*|iske(?!lm)\p{L}*|hitaa\p{L}* tanssi\p{L}*|hidas tanssi|poskisuu\p{L}*|romant\p{L}*|kosi\p{L}*|kosinta\p{L}*|rakkaudentunnust\p{L}*|hääpar\p{L}*|vietteleväst\p{L}*|sylii?n|sylissä)(?![\p{L}])/iu;
// A flirting or kissing card always says it may be turned down or swapped for something else.
const OFFERS_AN_OUT =
  /saa kieltäytyä|kieltäytyä saa|ei ole pakko|jos (?:niin |te |hän |molemmat |kumpikin |itse )?halua\p{L}*|ohittakaa|jos (?:jompikumpi|toinen|hän) ei halua\p{L}*|jos se sopii|jos sopii|tai ylävit\p{L}*|tai halau\p{L}*|tai halaus|tai kättely|tai nyrkkitervehdy\p{L}*|halutessa\p{L}*|saa ohittaa|saa passata|tai kohteliaisuu\p{L}*/iu;

// Players beyond the named ones may drink: a sentence that has someone drink and names the crowd, the loser of a
// game, the one most pointed at, the ones who have done it.
const CROWD =
  /(?<![\p{L}])(?:kaikki|kaikkien|muut|muiden|jokainen|kukin|jo(?:tka|ka|nka|hon|lle|lta|lla|sta|ta|iden|illa|ille|ilta|ita|ihin|issa|ista)|joku|jollekulle|kenelle|kukaan|kuka tahansa|vähemmistö\p{L}*|enemmistö\p{L}*|ensimmäi\p{L}*|viimei\p{L}*|valittu|valitut|kysytty|kuulija|hävinneet|häviäjät|voittajat|nimetty|osoitettu|joukkue\p{L}*|valitsemansa|eniten|jaa|jakaa|jakavat|antaa|jos olet|naapuri\p{L}*|istuva\p{L}*|hitain|nopein|jumiin jäänyt)(?![\p{L}])/iu;
// A game's loser or winner is anyone at the table when the entry names nobody; in a duel, one of the named.
const GAME_RESULT = /(?<![\p{L}])(?:voittaja\p{L}*|häviäjä\p{L}*|hävinn\p{L}*|hävi\p{L}*)(?![\p{L}])/iu;

const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+|\n/u);
/** True when a sentence that drinks also names someone beyond the slots (the crowd, the loser, the most pointed). */
const crowdDrinks = (text: string): boolean =>
  sentences(text).some(
    (sentence) =>
      mentionsDrinking(sentence) &&
      (CROWD.test(sentence) || (countPlaceholders(text) === 0 && GAME_RESULT.test(sentence))),
  );

// A lasting rule that charges sips for each slip says how many at most.
const CAP = new RegExp(`(?<![\\p{L}])(?:enintään|korkeintaan|yhteensä enintään)\\s+${NUMBER}\\s+${SIP_NOUN}`, 'iu');

// Near duplicates, as collection.test.ts finds them: stems of five letters, placeholders dropped, template words
// (in more than 2.5 % of the entries) carry no meaning.
const STEM_LENGTH = 5;
const TEMPLATE_SHARE = 0.025;
const MAX_SIMILARITY = 0.6;
const MIN_CONTENT_WORDS = 2;
const MIN_SHARED_FOR_CONTAINMENT = 4;
const MIN_SHARED = 3;

function words(text: string): string[] {
  const plain = text.toLowerCase().replace(new RegExp(PLACEHOLDER_SOURCE, 'giu'), ' ');
  return (plain.match(/[\p{L}\d]+/gu) ?? []).map((word) => word.slice(0, STEM_LENGTH));
}

function nearDuplicates(list: readonly CollectionEntry[], threshold: number): string[] {
  const stems = list.map((entry) => new Set(words(entry.text)));
  const frequency = new Map<string, number>();
  for (const set of stems) for (const stem of set) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  const limit = Math.max(3, list.length * TEMPLATE_SHARE);
  const content = stems.map((set) => new Set([...set].filter((stem) => (frequency.get(stem) ?? 0) <= limit)));
  const pairs: { similarity: number; text: string }[] = [];
  for (let i = 0; i < list.length; i += 1) {
    for (let j = i + 1; j < list.length; j += 1) {
      const a = content[i]!;
      const b = content[j]!;
      if (Math.min(a.size, b.size) < MIN_CONTENT_WORDS) continue;
      let shared = 0;
      for (const stem of a) if (b.has(stem)) shared += 1;
      const containment = shared >= MIN_SHARED_FOR_CONTAINMENT ? shared / Math.min(a.size, b.size) : 0;
      const jaccard = shared / (a.size + b.size - shared);
      if (shared < MIN_SHARED && jaccard < 1) continue;
      const score = Math.max(jaccard, containment * 0.85);
      if (score >= threshold) {
        pairs.push({ similarity: score, text: `${score.toFixed(2)}\n  ${label(list[i]!)}\n  ${label(list[j]!)}` });
      }
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity).map((pair) => pair.text);
}

// Finnish drinks and drinking, slipped into a dry entry: the alcohol check must find each.
const SLIPS = [
  'juo',
  'juovat',
  'joi',
  'huikka',
  'huikan',
  'hörppy',
  'hörpyn',
  'kalja',
  'kaljaa',
  'olut',
  'oluen',
  'viini',
  'punaviiniä',
  'lonkero',
  'lonkeroa',
  'siideri',
  'kossu',
  'koskenkorva',
  'snapsi',
  'skumppa',
  'humalassa',
  'hiprakassa',
  'kännissä',
  'krapula',
  'krapulassa',
  'darrassa',
  'alkoholi',
  'juomapeli',
  'ryyppy',
];

describe('the suomi collection', () => {
  it('follows the entry rules: 1 to 280 characters, already in the form the server stores', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      for (const text of [entry.text, entry.end, entry.secret?.text].filter((part) => part !== undefined)) {
        const result = normaliseEntryText(text);
        if (!result.ok) bad.push(`${result.reason}: ${label(entry)}`);
        else if (result.text !== text) bad.push(`not normalised: ${label(entry)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps every paranoia question in a secret, and no paranoia card prints one', () => {
    const paranoia = entries.filter((entry) => entry.kind === 'paranoia');
    expect(paranoia.length).toBeGreaterThanOrEqual(15);
    expect(paranoia.filter((entry) => entry.secret?.kind !== 'question').map(label), 'no question secret').toEqual([]);
    expect(paranoia.filter((entry) => QUOTED_QUESTION.test(entry.text)).map(label), 'prints a question').toEqual([]);
    expect(paranoia.filter((entry) => !entry.secret?.text.endsWith('?')).map(label)).toEqual([]);
  });

  it('keeps every quiz answer in a secret, and no quiz card prints one', () => {
    const quiz = entries.filter((entry) => entry.kind === 'trivia');
    const withoutAnswer = quiz.filter((entry) => entry.secret?.kind !== 'answer');
    expect(withoutAnswer.filter((entry) => !ABOUT_THE_TABLE.test(entry.text)).map(label), 'no answer secret').toEqual(
      [],
    );
    expect(quiz.filter((entry) => PRINTED_ANSWER.test(entry.text)).map(label), 'prints its answer').toEqual([]);
    expect(
      quiz.filter((entry) => entry.secret && entry.text.includes(entry.secret.text.replace(/\.$/u, ''))).map(label),
    ).toEqual([]);
    expect(quiz.length - withoutAnswer.length).toBeGreaterThanOrEqual(15);
  });

  it('gives secrets only to paranoia and quiz entries, and never a name to fill in', () => {
    const bad = entries.filter(
      (entry) =>
        entry.secret !== undefined &&
        (!['paranoia', 'trivia'].includes(entry.kind) || PLACEHOLDER.test(entry.secret.text)),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('has only known kinds and styles', () => {
    const bad = entries.filter(
      (entry) => !ENTRY_KINDS.includes(entry.kind) || !['mild', 'classic', 'spicy'].includes(entry.style),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('tags alcohol truly: alcohol-free entries never drink or sip, the others do', () => {
    const freeButDrinks = entries.filter((entry) => !entry.alcohol && mentionsDrinking(allText(entry)));
    const taggedButDry = entries.filter((entry) => entry.alcohol && !mentionsDrinking(allText(entry)));
    expect(freeButDrinks.map(label), 'alcohol: false but the text drinks').toEqual([]);
    expect(taggedButDry.map(label), 'alcohol: true but nobody drinks').toEqual([]);
  });

  it('tags players truly, with the name in a form Finnish allows', () => {
    const bad = entries.filter((entry) => PLACEHOLDER.test(allText(entry)) !== entry.players);
    expect(bad.map((entry) => `players: ${entry.players}: ${label(entry)}`)).toEqual([]);
    // The Finnish placeholder only: a Norwegian or English one would not read as Finnish.
    expect(entries.filter((entry) => /@(?:spiller|player)\b/iu.test(allText(entry))).map(label)).toEqual([]);
  });

  it('names at most two players in an entry (it is drawn for rooms with two players too)', () => {
    const bad = entries.filter((entry) => countPlaceholders(allText(entry)) > 2);
    expect(bad.map(label)).toEqual([]);
  });

  it('carries one slot tag per placeholder, and slots only where it names players', () => {
    const bad = entries.filter((entry) => (entry.slots?.length ?? 0) !== countPlaceholders(printed(entry)));
    expect(bad.map((entry) => `${JSON.stringify(entry.slots)}: ${label(entry)}`)).toEqual([]);
  });

  it('tags drinking truly: an alcohol entry has a drinking slot or everyone, an alcohol-free entry neither', () => {
    const wetWithoutDrinker = entries.filter(
      (entry) => entry.alcohol && !entry.everyone && !(entry.slots ?? []).some(slotDrinks),
    );
    const dryWithDrinker = entries.filter(
      (entry) => !entry.alcohol && (entry.everyone || entry.forfeit || (entry.slots ?? []).some(slotDrinks)),
    );
    expect(wetWithoutDrinker.map(label), 'alcohol but nobody tagged to drink').toEqual([]);
    expect(dryWithDrinker.map(label), 'alcohol-free but tagged to drink').toEqual([]);
  });

  it('tags everyone truly: exactly the entries where someone beyond the named may drink', () => {
    const crowdNotTagged = entries.filter((entry) => entry.alcohol && !entry.everyone && crowdDrinks(printed(entry)));
    const taggedNoCrowd = entries.filter((entry) => entry.everyone && !crowdDrinks(printed(entry)));
    expect(crowdNotTagged.map(label), 'the crowd drinks, but everyone is not set').toEqual([]);
    expect(taggedNoCrowd.map(label), 'everyone set, but only the named drink').toEqual([]);
  });

  it('gives forfeits only to everyone-drinks entries, short and without a drink', () => {
    const bad = entries.filter(
      (entry) =>
        entry.forfeit !== undefined &&
        (!entry.everyone || [...entry.forfeit].length > FORFEIT_MAX_LENGTH || mentionsDrinking(entry.forfeit)),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('tags flirting truly, and every flirting card offers a way out', () => {
    const romanceNotTagged = entries.filter(
      (entry) => entry.players && ROMANCE.test(printed(entry)) && !(entry.slots ?? []).some(slotFlirts),
    );
    const taggedNoRomance = entries.filter(
      (entry) => (entry.slots ?? []).some(slotFlirts) && !ROMANCE.test(printed(entry)),
    );
    const noOut = entries.filter(
      (entry) => (entry.slots ?? []).some(slotFlirts) && !OFFERS_AN_OUT.test(printed(entry)),
    );
    expect(romanceNotTagged.map(label), 'romance with a name, no flirts slot').toEqual([]);
    expect(taggedNoRomance.map(label), 'a flirts slot without romance').toEqual([]);
    expect(noOut.map(label), 'a flirting card without a way out').toEqual([]);
  });

  it('gives an end card to every lasting rule and to nothing else', () => {
    const bad = entries.filter((entry) => (entry.kind === 'lasting-rule') !== (entry.end !== undefined));
    expect(bad.map(label)).toEqual([]);
  });

  it('caps the sips of every lasting rule that charges for slips', () => {
    const bad = entries.filter(
      (entry) => entry.kind === 'lasting-rule' && mentionsDrinking(entry.text) && !CAP.test(entry.text),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('keeps the sips within the style: mild at most 1, classic 2, spicy 3', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      const sips = maxSips(allText(entry));
      if (sips > MAX_SIPS[entry.style]) bad.push(`${sips} sips: ${label(entry)}`);
      if (entry.style === 'mild' && PLURAL_SIPS.test(allText(entry)))
        bad.push(`plural sips in a mild entry: ${label(entry)}`);
    }
    expect(bad).toEqual([]);
  });

  it('never makes a waterfall mild (it is open-ended drinking)', () => {
    const bad = entries.filter((entry) => entry.kind === 'waterfall' && entry.style === 'mild');
    expect(bad.map(label)).toEqual([]);
  });

  it('is safe: no drinking a lot or fast, nothing that exposes private messages or photos', () => {
    const heavy = entries.filter(
      (entry) => HEAVY_DRINKING.test(allText(entry)) || HEAVY_DRINKING.test(entry.forfeit ?? ''),
    );
    const exposing = entries.filter((entry) => EXPOSING.test(allText(entry)));
    expect(heavy.map(label), 'drinking a lot or fast').toEqual([]);
    expect(exposing.map(label), 'exposes messages or photos').toEqual([]);
  });

  it('keeps ongoing rules to lasting rules: other entries end by themselves', () => {
    const bad = entries.filter(
      (entry) => entry.kind !== 'lasting-rule' && (OPEN_ENDED.test(entry.text) || RULE_OPENING.test(entry.text)),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('avoids the wording problems a Finnish editor sends back', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      for (const rule of WORDING_RULES) {
        if (rule.pattern.test([allText(entry), entry.forfeit ?? ''].join('\n')))
          bad.push(`${rule.why}: ${label(entry)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('is written in Finnish', () => {
    const bad = entries.filter((entry) => FOREIGN_WORDS.test([allText(entry), entry.forfeit ?? ''].join('\n')));
    expect(bad.map(label)).toEqual([]);
  });

  it('has no near duplicates, within or across kinds', () => {
    expect(nearDuplicates(entries, MAX_SIMILARITY)).toEqual([]);
  });

  it('is deep enough: entries, styles, alcohol-free, players, lasting rules and kinds', () => {
    const count = (keep: (entry: CollectionEntry) => boolean): number => entries.filter(keep).length;
    expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES);
    for (const style of ['mild', 'classic', 'spicy'] as const) {
      expect(
        count((entry) => entry.style === style),
        style,
      ).toBeGreaterThanOrEqual(MIN_PER_STYLE);
    }
    expect(count((entry) => !entry.alcohol)).toBeGreaterThanOrEqual(MIN_ALCOHOL_FREE);
    expect(count((entry) => entry.players) / entries.length).toBeGreaterThanOrEqual(MIN_PLAYERS_SHARE);
    expect(count((entry) => entry.kind === 'lasting-rule')).toBeGreaterThanOrEqual(MIN_LASTING_RULES);
    const short = ENTRY_KINDS.filter((kind) => count((entry) => entry.kind === kind) < MIN_PER_KIND);
    expect(short, 'kinds with fewer than 15 entries').toEqual([]);
  });
});

describe('the alcohol check and the Finnish collection', () => {
  const dry = entries.filter((entry) => !entry.alcohol);
  const wet = entries.filter((entry) => entry.alcohol);

  it('agrees with every tag: no alcohol-free entry mentions drinking, every other one does', () => {
    for (const entry of dry) expect(mentionsDrinking(`${entry.text} ${entry.end ?? ''}`), entry.text).toBe(false);
    for (const entry of wet) expect(mentionsDrinking(`${entry.text} ${entry.end ?? ''}`), entry.text).toBe(true);
  });

  it('finds a Finnish drink slipped anywhere into an alcohol-free entry, in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dry),
        fc.constantFrom(...SLIPS),
        fc.nat(),
        fc.boolean(),
        (entry, slip, at, upper) => {
          const split = entry.text.split(' ');
          const index = at % (split.length + 1);
          const word = upper ? slip.toUpperCase() : slip;
          const text = [...split.slice(0, index), word, ...split.slice(index)].join(' ');
          expect(mentionsDrinking(text), text).toBe(true);
        },
      ),
    );
  });

  it('leaves everyday words that only look like drinking alone', () => {
    // juoni (a plot), juosta (to run), huikea (great), kännykkä (a phone), kippis (a toast needs no drink).
    for (const text of [
      'Tarinan juoni mutkistuu.',
      'Juokse pöydän ympäri.',
      'Huikea suoritus!',
      'Pane kännykkä pöydälle.',
      'Kippis!',
      'Kuviin mahtuu kaikki.',
    ]) {
      expect(mentionsDrinking(text), text).toBe(false);
    }
  });
});

describe('the Finnish content check itself', () => {
  it('counts sips the way the entries write them', () => {
    expect(maxSips('Kaikki, jotka ovat, juovat kaksi huikkaa.')).toBe(2);
    expect(maxSips('Häviäjä juo yhden huikan.')).toBe(1);
    expect(maxSips('Jumiin jäänyt juo 3 huikkaa.')).toBe(3);
    expect(maxSips('Jaa kolme pientä hörppyä.')).toBe(3);
    expect(maxSips('Häviäjä juo 2.')).toBe(2);
    expect(maxSips('Huikea suoritus, kolme kertaa!')).toBe(0);
  });

  it('finds the crowd in a drinking sentence, not in a named player alone', () => {
    expect(crowdDrinks('Kaikki, jotka ovat, juovat huikan.')).toBe(true);
    expect(crowdDrinks('Se, johon osoitetaan eniten, juo huikan.')).toBe(true);
    expect(crowdDrinks('@pelaaja, jos et ehdi, juo huikka.')).toBe(false);
  });

  it('tells flirting from words that only look like it, and finds the way out', () => {
    for (const text of [
      'Hän pussaa poskelle.',
      'He suutelevat.',
      'Tanssikaa hidas tanssi.',
      'Flirttailkaa katseilla.',
    ]) {
      expect(ROMANCE.test(text), text).toBe(true);
    }
    // iskelmä (a schlager), pussi (a bag), iskulause (a slogan) are no romance.
    for (const text of ['Laulakaa iskelmä.', 'Pane se pussiin.', 'Iskulause on valmis.']) {
      expect(ROMANCE.test(text), text).toBe(false);
    }
    expect(OFFERS_AN_OUT.test('Tanssikaa, jos molemmat haluavat.')).toBe(true);
    expect(OFFERS_AN_OUT.test('Kieltäytyä saa aina.')).toBe(true);
    expect(OFFERS_AN_OUT.test('Tanssikaa hidas tanssi.')).toBe(false);
  });

  it('reads a name slot that Finnish would have to inflect as a wording problem', () => {
    const flagged = (text: string) => WORDING_RULES.some((rule) => rule.pattern.test(text));
    expect(flagged('Anna @pelaajan valita.')).toBe(true);
    expect(flagged('Kehu @pelaaja kolmella sanalla.')).toBe(true);
    expect(flagged('@pelaaja, kerro yksi salaisuus.')).toBe(false);
    expect(flagged('Kaikki jotka ovat, juovat.')).toBe(true);
    expect(flagged('Kaikki, jotka ovat juovat huikan.')).toBe(true);
    expect(flagged('Kaikki, jotka ovat, juovat huikan.')).toBe(false);
  });
});
