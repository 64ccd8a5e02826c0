// AI entries and the people at the table: the prompt asks for placeholders only when the room has players and
// never carries a name; answers with invented names or too many placeholders are dropped; the built-in pack
// uses its placeholder entries only with at least 2 players.
import { describe, expect, it } from 'vitest';
import { countPlaceholders, seededRandom } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { openAiGenerator } from '../src/ai/openai-generator';
import { builtInPackGenerator } from '../src/ai/built-in-pack';
import { newEntryValue } from '../src/store/store';

/** A model API that answers each request with the next list of entries and records the prompts. */
function fakeModel(answers: string[][]) {
  const prompts: string[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { messages: { content: string }[] };
    prompts.push(body.messages.map((message) => message.content).join('\n'));
    const entries = answers.shift() ?? [];
    return new Response(
      JSON.stringify({ choices: [{ finish_reason: 'stop', message: { content: JSON.stringify({ entries }) } }] }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof globalThis.fetch;
  const generator = openAiGenerator({
    baseUrl: 'http://model.test/v1',
    model: 'test',
    fetch,
    sleep: async () => undefined,
  });
  return { generator, prompts };
}

describe('the model and the players', () => {
  it('asks for @spiller placeholders when the room has players, and never sends a name', async () => {
    const { generator, prompts } = fakeModel([['@spiller skåler med @spiller.']]);
    const entries = await generator.generate({
      language: 'norsk',
      count: 1,
      existing: ['Alle drikker 1 slurk.'],
      players: 3,
    });
    expect(entries).toEqual(['@spiller skåler med @spiller.']);
    expect(prompts[0]).toContain('skriv da nøyaktig @spiller');
    expect(prompts[0]).toContain('Rommet har 3 spillere');
  });

  it('asks for no names and no placeholders in a room without players', async () => {
    const { generator, prompts } = fakeModel([['Everyone drinks 1 sip.']]);
    await generator.generate({ language: 'english', count: 1, existing: [], players: 0 });
    expect(prompts[0]).toContain('Never write names of people');
    expect(prompts[0]).not.toContain('@player');
  });

  it('drops entries with invented names or more placeholders than players, and asks again', async () => {
    const { generator, prompts } = fakeModel([
      ['Kari og @spiller bytter plass.', '@spiller skåler med @spiller.', 'Alle skåler med Jonas.', 'Alle drikker.'],
      ['@spiller velger hvem som drikker.'],
    ]);
    const entries = await generator.generate({ language: 'norsk', count: 2, existing: [], players: 1 });
    expect(entries).toEqual(['Alle drikker.', '@spiller velger hvem som drikker.']);
    expect(prompts).toHaveLength(2);
  });

  it('accepts capitalised words the room wrote itself', async () => {
    const { generator } = fakeModel([['Alle som har vært i Tromsø, drikker 1 slurk.']]);
    const entries = await generator.generate({
      language: 'norsk',
      count: 1,
      existing: ['Skål for Tromsø!'],
      players: 0,
    });
    expect(entries).toHaveLength(1);
  });
});

describe("Skål's collection (no model) and the players", () => {
  // Lasting rules are dealt too, as a room's draw deals them.
  const drawable = COLLECTION.english;
  const withoutPlayers = drawable.filter((entry) => !entry.players).length;
  const all = async (players: number, count: number) =>
    (await builtInPackGenerator(seededRandom(1)).generate({ language: 'english', count, existing: [], players })).map(
      newEntryValue,
    );

  it('uses placeholder entries only with at least 2 players', async () => {
    for (const players of [0, 1]) {
      expect((await all(players, withoutPlayers)).filter((entry) => countPlaceholders(entry) > 0)).toEqual([]);
      await expect(all(players, withoutPlayers + 1)).rejects.toThrow();
    }
    const withPlayers = await all(2, drawable.length);
    expect(withPlayers).toEqual(
      expect.arrayContaining(drawable.filter((entry) => entry.players).map((entry) => entry.text)),
    );
  });

  it('gives each entry its lasting rule’s end and its secret, as the collection has them', async () => {
    const entries = await builtInPackGenerator(seededRandom(2)).generate({
      language: 'norsk',
      count: COLLECTION.norsk.length,
      existing: [],
      players: 3,
    });
    for (const written of COLLECTION.norsk) {
      const entry = entries.find((each) => newEntryValue(each) === written.text);
      const extras = typeof entry === 'object' ? { rule: entry.rule, secret: entry.secret } : {};
      expect(extras, written.text).toEqual({
        ...(written.end === undefined ? {} : { rule: { end: written.end } }),
        ...(written.secret ? { secret: written.secret } : {}),
      });
    }
  });
});
