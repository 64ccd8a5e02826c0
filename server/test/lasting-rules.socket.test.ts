// Lasting rules over real sockets (docs/protocol.md): added with `chat message`, imported, read back from the
// room, removed with their end, and reported to the TV with `now showing`; an older phone's plain add still works.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  nextEvent,
  recordEvents,
  request,
  settle,
  startTestServer,
  type TestServer,
  entriesOf as roomEntries,
} from './helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const entriesOf = (room: string) => roomEntries(server, room);

describe('lasting rules', () => {
  it('adds a rule with its end text (normalised by the entry rules) beside a plain add from an older phone', async () => {
    const [phone, old] = await Promise.all([server.client(), server.client()]);
    await request(phone, 'new room', 'regler');
    await request(old, 'join room', 'regler');
    const heard = recordEvents(old);
    expect(
      await request(phone, 'chat message', {
        roomName: 'regler',
        text: '  Alle må snakke dialekt ',
        rule: { end: ' Den som glemte det oftest, synger\u200b ' },
      }),
    ).toEqual({ ok: true, count: 1 });
    expect(await request(phone, 'chat message', { roomName: 'regler', text: 'Ingen pekefingre', rule: {} })).toEqual({
      ok: true,
      count: 2,
    });
    // An older phone sends text only, as it always has.
    expect(await request(old, 'chat message', { roomName: 'regler', text: 'Skål for verten' })).toEqual({
      ok: true,
      count: 3,
    });
    await settle(old);
    expect(heard.filter((event) => event.name === 'numPrompts').map((event) => event.args)).toEqual([[1], [2], [3]]);

    const entries = await entriesOf('regler');
    expect(entries).toEqual([
      { id: expect.any(Number), value: 'Alle må snakke dialekt', rule: { end: 'Den som glemte det oftest, synger' } },
      { id: expect.any(Number), value: 'Ingen pekefingre', rule: { end: '' } },
      { id: expect.any(Number), value: 'Skål for verten' },
    ]);
    // A plain entry carries no rule field: an older phone reads every entry as before (a rule as its text).
    expect(Object.keys(entries[2]!)).toEqual(['id', 'value']);
  });

  it('applies the entry rules to the end text, and refuses a malformed rule', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'regler');
    expect(
      await request(phone, 'chat message', { roomName: 'regler', text: 'Regel', rule: { end: 'x'.repeat(281) } }),
    ).toEqual({ ok: false, error: 'too_long' });
    expect(
      await request(phone, 'chat message', { roomName: 'regler', text: 'Regel', rule: { end: 3 } } as never),
    ).toEqual({ ok: false, error: 'invalid' });
    expect(await entriesOf('regler')).toEqual([]);
  });

  it('removes a rule with its end (the end card comes from the rule), and undo brings both back', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'regler');
    await request(phone, 'chat message', { roomName: 'regler', text: 'Bare hvisking', rule: { end: 'Rop skål' } });
    const [rule] = await entriesOf('regler');
    expect(await request(phone, 'remove entry', { roomName: 'regler', id: rule!.id })).toEqual({ ok: true, count: 0 });
    expect(await entriesOf('regler')).toEqual([]);
    await request(phone, 'restore entry', { roomName: 'regler', id: rule!.id });
    expect(await entriesOf('regler')).toEqual([rule]);
  });

  it('imports rules and plain paragraphs together, skipping a rule whose end breaks the entry rules', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'regler');
    expect(
      await request(phone, 'import entries', {
        roomName: 'regler',
        texts: [
          'Skål for verten',
          { text: 'Alle må snakke dialekt', rule: { end: 'Den som glemte det, synger' } },
          { text: 'Ingen pekefingre', rule: {} },
          { text: 'Plain as an object' },
          { text: 'For lang slutt', rule: { end: 'x'.repeat(281) } },
        ],
      }),
    ).toEqual({ ok: true, count: 4, added: 4, skipped: 1 });
    expect((await entriesOf('regler')).map(({ value, rule }) => ({ value, rule }))).toEqual([
      { value: 'Skål for verten', rule: undefined },
      { value: 'Alle må snakke dialekt', rule: { end: 'Den som glemte det, synger' } },
      { value: 'Ingen pekefingre', rule: { end: '' } },
      { value: 'Plain as an object', rule: undefined },
    ]);
  });

  it('relays an end card and the rules in play to the TV, to a TV opening late too, and checks them', async () => {
    const [player, host] = await Promise.all([server.client(), server.client()]);
    await request(player, 'new room', 'regler');
    await request(host, 'join room', 'regler', { host: true });

    const shown = nextEvent(host, 'nowShowing');
    await request(player, 'now showing', {
      roomName: 'regler',
      text: 'Skål for verten',
      remaining: 5,
      rules: ['Alle må snakke dialekt', ' Ingen pekefingre '],
    });
    expect(await shown).toEqual([
      { text: 'Skål for verten', remaining: 5, rules: ['Alle må snakke dialekt', 'Ingen pekefingre'] },
    ]);

    const ended = nextEvent(host, 'nowShowing');
    const endCard = {
      roomName: 'regler',
      text: 'Den som glemte det, synger',
      remaining: 4,
      end: { heading: 'Regelen er over', text: 'Den som glemte det, synger' },
      rules: ['Ingen pekefingre'],
    };
    expect(await request(player, 'now showing', endCard)).toEqual({ ok: true });
    const { roomName: _room, ...relayed } = endCard;
    expect(await ended).toEqual([relayed]);
    const late = await server.client();
    const told = nextEvent(late, 'nowShowing');
    await request(late, 'join room', 'regler', { host: true });
    expect(await told).toEqual([relayed]);

    expect(
      await request(player, 'now showing', { roomName: 'regler', text: 'x', remaining: 1, rules: ['y'.repeat(801)] }),
    ).toEqual({ ok: false, error: 'too_long' });
    expect(
      await request(player, 'now showing', {
        roomName: 'regler',
        text: 'x',
        remaining: 1,
        end: { heading: ' ', text: 'x' },
      }),
    ).toEqual({ ok: false, error: 'empty' });
  });
});
