// Who is at the table, from the model (docs/product.md "Who is at the table"): the model's answer carries each
// entry's table tags, the prompt tells it per slot what the table allows (counted, never named), and the server keeps
// tags that fit the text and makes safe those its words contradict. One suite runs over the model client against the
// local model (test-model.ts) and over the collection that stands in for a model in tests, as the other AI tests do;
// then the room end to end, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPlaceholders, mentionsDrinking } from '@skal/shared';
import { FORFEIT_MAX_LENGTH, slotDrinks, slotFlirts } from '@skal/shared/slots';
import { mentionsFlirting } from '@skal/shared/table';
import { openAiGenerator } from '../src/ai/openai-generator';
import type { EntryGenerator } from '../src/ai/entry-generator';
import type { NewEntry } from '../src/store/store';
import { startTestModel, type TestModel } from '../src/test-model';
import { modelStandIn, request, startTestServer, until, entriesOf } from './helpers';

let model: TestModel;
beforeAll(async () => {
  model = await startTestModel('table');
});
afterAll(async () => {
  await model.close();
});

const generators: [string, () => EntryGenerator][] = [
  [
    'the model client against the local model',
    () =>
      openAiGenerator({
        baseUrl: model.url,
        model: 'test-model',
        sleep: async () => undefined,
        topUps: 0,
        attempts: 1,
      }),
  ],
  ['the collection standing in for a model', modelStandIn],
];

/** An entry's text and tags as the store gets them. */
const tagsOf = (entry: NewEntry) =>
  typeof entry === 'string'
    ? { value: entry, slots: undefined, everyone: undefined, forfeit: undefined }
    : { value: entry.value, ...entry.table };

describe.each(generators)('table tags from %s', (_name, generator) => {
  it('gives every entry tags that fit its placeholders and its words', async () => {
    const entries = await generator().generate({
      language: 'norsk',
      count: 4,
      existing: [],
      players: 4,
      table: { notDrinking: 1, taken: 2 },
    });
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      const { value, slots, everyone, forfeit } = tagsOf(entry);
      // An entry that names nobody may leave its slots out (the collection does): there are none to deal.
      const named = countPlaceholders(value);
      if (named > 0 || slots) expect(slots, value).toHaveLength(named);
      if (mentionsDrinking(value)) expect(everyone === true || (slots ?? []).some(slotDrinks), value).toBe(true);
      if (mentionsFlirting(value) && named > 0) expect(slots!.some(slotFlirts), value).toBe(true);
      if (forfeit !== undefined) {
        expect(everyone, value).toBe(true);
        expect([...forfeit].length).toBeLessThanOrEqual(FORFEIT_MAX_LENGTH);
        expect(mentionsDrinking(forfeit), forfeit).toBe(false);
      }
    }
  });
});

describe('what the model is asked and what is kept of its tags', () => {
  const generator = () =>
    openAiGenerator({ baseUrl: model.url, model: 'test-model', sleep: async () => undefined, topUps: 0, attempts: 1 });

  it('asks for each entry’s tags in the answer’s schema, and tells per slot what the table allows, without names', async () => {
    model.requests.length = 0;
    await generator().generate({
      language: 'english',
      count: 4,
      existing: [],
      players: 4,
      table: { notDrinking: 1, taken: 2 },
    });
    const body = JSON.parse(model.requests[0]!) as {
      messages: { content: string }[];
      response_format: { json_schema: { schema: { properties: { entries: { items: unknown } } } } };
    };
    const item = body.response_format.json_schema.schema.properties.entries.items as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(item.properties.slots).toEqual({
      type: 'array',
      items: { type: 'string', enum: ['plain', 'drinks', 'flirts', 'drinks+flirts'] },
    });
    expect(item.properties.everyone).toEqual({ type: 'boolean' });
    expect(item.properties.forfeit).toEqual({ type: ['string', 'null'], maxLength: FORFEIT_MAX_LENGTH });
    expect(item.required).toEqual(expect.arrayContaining(['slots', 'everyone', 'forfeit']));
    const prompt = body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('`slots` has one tag per @player, in order');
    expect(prompt).toContain(
      '1 player at this table does not drink: a "drinks" slot is never dealt to them, so never ask a named person to drink unless that slot is tagged "drinks"',
    );
    expect(prompt).toContain('2 players at this table are taken: a "flirts" slot pairs them only with their partner');
  });

  it('says nothing of choices the table has not made, and asks for no slots where nobody may be named', async () => {
    model.requests.length = 0;
    await generator().generate({ language: 'norsk', count: 3, existing: [], players: 0 });
    const prompt = model.requests[0]!;
    expect(prompt).toContain('For hver tekst er `slots` [].');
    expect(prompt).not.toContain('drikker ikke:');
    expect(prompt).not.toContain('er opptatt');
  });

  it('makes tags the words contradict safe: a kiss tagged plain is kept as a flirting slot', async () => {
    const entries = (
      await generator().generate({ language: 'norsk', count: 4, existing: [], players: 2, table: undefined })
    ).map(tagsOf);
    const kiss = entries.find((entry) => /kysser/u.test(entry.value));
    expect(kiss?.slots).toEqual(['flirts']);
    const drink = entries.find((entry) => /@spiller .* tar en slurk/u.test(entry.value));
    expect(drink?.slots).toEqual(['drinks']);
    const everyone = entries.find((entry) => entry.everyone);
    expect(everyone).toMatchObject({ slots: [], everyone: true, forfeit: 'Klapp tre ganger.' });
  });
});

describe('a room’s AI entries keep their tags', () => {
  it('tells the model the room’s choices counted, never the names, and stores each entry with its tags', async () => {
    const local = await startTestModel('table');
    const server = await startTestServer({ ai: { baseUrl: local.url, model: 'test-model', moderation: false } });
    try {
      const phone = await server.client();
      await request(phone, 'new room', 'bordet');
      for (const name of ['Kari', 'Ola', 'Per']) await request(phone, 'add player', { roomName: 'bordet', name });
      await request(phone, 'set player choice', { roomName: 'bordet', name: 'Kari', notDrinking: true });
      await request(phone, 'set player choice', { roomName: 'bordet', name: 'Ola', taken: true, partner: 'Per' });
      await request(phone, 'set player choice', { roomName: 'bordet', name: 'Per', taken: true, partner: 'Ola' });
      expect(await request(phone, 'free ai', 'bordet')).toEqual({ ok: true });
      await until(async () => (await entriesOf(server, 'bordet')).length === 3);

      const prompt = local.requests.join('\n');
      expect(prompt).toContain('1 spiller ved bordet drikker ikke');
      expect(prompt).toContain('2 spillere ved bordet er opptatt');
      for (const name of ['Kari', 'Ola', 'Per']) expect(prompt).not.toContain(name);

      const entries = await entriesOf(server, 'bordet');
      expect(entries.map(({ value, slots, everyone, forfeit }) => ({ value, slots, everyone, forfeit }))).toEqual([
        { value: expect.stringMatching(/klapper tre ganger/u), slots: [], everyone: undefined, forfeit: undefined },
        {
          value: expect.stringMatching(/@spiller .* tar en slurk/u),
          slots: ['drinks'],
          everyone: undefined,
          forfeit: undefined,
        },
        { value: expect.stringMatching(/alle som/u), slots: [], everyone: true, forfeit: 'Klapp tre ganger.' },
      ]);
    } finally {
      await server.close();
      await local.close();
    }
  });
});
