// The behaviour every Store implementation must have, as one suite that each store's test file
// runs over its own database. A new or changed store passes this before anything else uses it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playerKey } from '@skal/shared';
import { PlayersService } from '../rooms/players-service';
import { FINAL_PAYMENT_STATES, PAYMENT_STATES, type NewPayment, type PaymentState, type Store } from './store';

/** Opens the database one test owns; called again, it opens another connection to the same data. */
export type OpenStore = () => Promise<Store>;

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const epoch = new Date(0);

const payment = (reference: string, roomName: string, createdAt = at(0)): NewPayment => ({
  reference,
  roomName,
  language: 'english',
  style: 'spicy',
  alcoholFree: true,
  amountOre: 2900,
  entryCount: 3,
  createdAt,
});

export function describeStoreContract(name: string, freshDatabase: () => Promise<OpenStore>): void {
  describe(`Store contract: ${name}`, () => {
    let open: OpenStore;
    let store: Store;
    const opened: Store[] = [];
    const openTracked = async () => {
      const next = await open();
      opened.push(next);
      return next;
    };

    beforeEach(async () => {
      open = await freshDatabase();
      store = await openTracked();
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((each) => each.close()));
    });

    /** A payment already moved to `state` through the store's own compare-and-set steps. */
    const paymentIn = async (reference: string, roomName: string, path: PaymentState[], leaseUntil?: Date) => {
      await store.createPayment(payment(reference, roomName));
      let from: PaymentState = 'created';
      for (const to of path) {
        expect(await store.transitionPayment(reference, [from], to, at(1), leaseUntil)).toBe(true);
        from = to;
      }
    };

    describe('rooms', () => {
      it('creates a room once; a taken name gives null and leaves the room as it was', async () => {
        const alpha = { name: 'alpha', createdAt: at(0), freeAiUsed: false, language: 'norsk' };
        expect(await store.createRoom('alpha', at(0))).toEqual(alpha);
        expect(await store.createRoom('alpha', at(5), 'english')).toBeNull();
        expect(await store.getRoom('alpha')).toEqual(alpha);
        expect(await store.getRoom('beta')).toBeNull();
      });

      it('keeps a room’s language: the one it was created in, then the one set, in every read of the room', async () => {
        expect(await store.createRoom('party', at(0), 'english')).toMatchObject({ language: 'english' });
        await store.createRoom('fest', at(0));
        expect(await store.getRoom('party')).toMatchObject({ language: 'english' });
        expect(await store.readRoom('party')).toMatchObject({ room: { language: 'english' } });
        expect(await store.readJoin('party')).toMatchObject({ language: 'english' });

        expect(await store.setRoomLanguage('party', 'norsk')).toBe(true);
        expect(await store.getRoom('party')).toMatchObject({ language: 'norsk' });
        expect(await store.setRoomLanguage('fest', 'english')).toBe(true);
        expect(await store.readRoom('fest')).toMatchObject({ room: { language: 'english' } });
        expect(await store.readJoin('fest')).toMatchObject({ language: 'english' });
        // Another connection (another process) reads what was set.
        const other = await openTracked();
        expect(await other.getRoom('fest')).toMatchObject({ language: 'english' });
        expect(await other.readJoin('party')).toMatchObject({ language: 'norsk' });

        expect(await store.setRoomLanguage('nowhere', 'english')).toBe(false);
        expect(await store.getRoom('nowhere')).toBeNull();
      });

      it('lets exactly one of many concurrent creates of one name win', async () => {
        const results = await Promise.all(Array.from({ length: 8 }, () => store.createRoom('race', at(0))));
        expect(results.filter((room) => room !== null)).toHaveLength(1);
      });

      it('answers a ping while open', async () => {
        await expect(store.ping()).resolves.toBeUndefined();
      });

      it('has no entries and no count for a room that does not exist', async () => {
        expect(await store.listEntries('nowhere')).toEqual([]);
        expect(await store.countEntries('nowhere')).toBeNull();
        expect(await store.addEntries('nowhere', ['x'], 'player', at(0), 10)).toEqual({
          ok: false,
          error: 'not_found',
        });
      });
    });

    describe('entries', () => {
      it('lists entries in the order they were added, each room apart', async () => {
        await store.createRoom('one', at(0));
        await store.createRoom('two', at(0));
        await store.addEntries('one', ['a', 'b'], 'player', at(1), 100);
        await store.addEntries('two', ['other'], 'player', at(1), 100);
        const added = await store.addEntries('one', ['c'], 'ai', at(2), 100);

        expect(added).toMatchObject({ ok: true, count: 3, entries: [{ value: 'c' }] });
        const entries = await store.listEntries('one');
        expect(entries.map((entry) => entry.value)).toEqual(['a', 'b', 'c']);
        expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => a - b));
        expect(await store.listEntries('two')).toMatchObject([{ value: 'other' }]);
        expect(await store.countEntries('one')).toBe(3);
        expect(await store.countEntries('two')).toBe(1);
      });

      it('returns the added entries with the ids they are listed under', async () => {
        await store.createRoom('ids', at(0));
        const added = await store.addEntries('ids', ['x', 'y', 'z'], 'player', at(1), 100);
        expect(added.ok && added.entries).toEqual(await store.listEntries('ids'));
      });

      it('keeps each of many concurrent adds together and in the order of their counts', async () => {
        await store.createRoom('busy', at(0));
        const batches = Array.from({ length: 12 }, (_, batch) => [`${batch}-a`, `${batch}-b`, `${batch}-c`]);
        const results = await Promise.all(
          batches.map((values) => store.addEntries('busy', values, 'player', at(1), 100)),
        );

        const listed = (await store.listEntries('busy')).map((entry) => entry.value);
        expect(listed).toHaveLength(36);
        results.forEach((result, batch) => {
          if (!result.ok) throw new Error(`batch ${batch} was refused: ${result.error}`);
          // The batch whose add made the count N sits at positions N-3 .. N-1: adds never interleave.
          expect(listed.slice(result.count - 3, result.count)).toEqual(batches[batch]);
        });
      });

      it('adds all or nothing and never past the room limit', async () => {
        await store.createRoom('small', at(0));
        expect(await store.addEntries('small', ['1', '2', '3'], 'player', at(1), 4)).toMatchObject({
          ok: true,
          count: 3,
        });
        expect(await store.addEntries('small', ['4', '5'], 'player', at(2), 4)).toEqual({
          ok: false,
          error: 'room_full',
        });
        expect(await store.countEntries('small')).toBe(3);
        expect(await store.addEntries('small', ['4'], 'player', at(3), 4)).toMatchObject({ ok: true, count: 4 });
        expect(await store.addEntries('small', ['5'], 'player', at(4), 4)).toEqual({ ok: false, error: 'room_full' });
        expect((await store.listEntries('small')).map((entry) => entry.value)).toEqual(['1', '2', '3', '4']);
      });

      it('holds the room limit under concurrent adds', async () => {
        await store.createRoom('crowd', at(0));
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, index) => store.addEntries('crowd', [`${index}`], 'player', at(1), 6)),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(6);
        expect(results.filter((result) => !result.ok)).toEqual(Array(4).fill({ ok: false, error: 'room_full' }));
        expect(await store.countEntries('crowd')).toBe(6);
      });
    });

    describe('add ids (a retried add)', () => {
      const id = (n: number) => `add-${String(n).padStart(12, '0')}`;

      it('stores an add once: its retry with the same id is answered as added with the count now, and stores nothing', async () => {
        await store.createRoom('retry', at(0));
        expect(await store.addEntries('retry', ['skål'], 'player', at(1), 100, id(1))).toMatchObject({
          ok: true,
          count: 1,
        });
        await store.addEntries('retry', ['other'], 'player', at(2), 100);
        expect(await store.addEntries('retry', ['skål'], 'player', at(3), 100, id(1))).toEqual({
          ok: true,
          entries: [],
          count: 2,
          repeated: true,
        });
        // The same text with another id (or none) is another add.
        expect(await store.addEntries('retry', ['skål'], 'player', at(4), 100, id(2))).toMatchObject({ count: 3 });
        expect((await store.listEntries('retry')).map((entry) => entry.value)).toEqual(['skål', 'other', 'skål']);
      });

      it('keeps ids per room, answers a retry of a removed entry without bringing it back, and a full room still takes the retry', async () => {
        await store.createRoom('a', at(0));
        await store.createRoom('b', at(0));
        const first = await store.addEntries('a', ['x'], 'player', at(1), 1, id(3));
        expect(await store.addEntries('b', ['x'], 'player', at(1), 1, id(3))).toMatchObject({ ok: true, count: 1 });
        // Room a is full, yet the retry of its one add is answered as that add was.
        expect(await store.addEntries('a', ['x'], 'player', at(2), 1, id(3))).toMatchObject({
          ok: true,
          repeated: true,
        });
        if (!first.ok) throw new Error('adding failed');
        await store.removeEntry('a', first.entries[0]!.id, at(3));
        expect(await store.addEntries('a', ['x'], 'player', at(4), 100, id(3))).toMatchObject({
          ok: true,
          count: 0,
          repeated: true,
        });
        expect(await store.listEntries('a')).toEqual([]);
      });

      it('stores one of many concurrent retries of one add, from two connections', async () => {
        await store.createRoom('race', at(0));
        const other = await openTracked();
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            (index % 2 ? other : store).addEntries('race', ['once'], 'player', at(1), 100, id(4)),
          ),
        );
        expect(results.every((result) => result.ok)).toBe(true);
        expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
        expect((await store.listEntries('race')).map((entry) => entry.value)).toEqual(['once']);
      });
    });

    describe('lasting rules', () => {
      const rule = (value: string, end: string) => ({ value, rule: { end } });

      it('keeps a rule’s end text (empty for none) beside plain entries, in the add’s answer, the list and the room read', async () => {
        await store.createRoom('rules', at(0));
        const added = await store.addEntries(
          'rules',
          ['plain', rule('Snakk dialekt', 'Den som glemte det, synger'), rule('Ingen pekefingre', '')],
          'player',
          at(1),
          100,
        );
        const expected = [
          { id: expect.any(Number), value: 'plain' },
          { id: expect.any(Number), value: 'Snakk dialekt', rule: { end: 'Den som glemte det, synger' } },
          { id: expect.any(Number), value: 'Ingen pekefingre', rule: { end: '' } },
        ];
        expect(added).toMatchObject({ ok: true, count: 3 });
        expect(added.ok && added.entries).toStrictEqual(expected);
        expect(await store.listEntries('rules')).toStrictEqual(expected);
        expect((await store.readRoom('rules'))?.entries).toStrictEqual(expected);
        // A plain entry has no rule field at all, as before rules.
        expect(Object.keys((await store.listEntries('rules'))[0]!)).toEqual(['id', 'value']);
      });

      it('imports rules, skipping a rule whose text the room has, and keeps them through removal and undo', async () => {
        await store.createRoom('rule-import', at(0));
        await store.addEntries('rule-import', ['known'], 'player', at(1), 100);
        const imported = await store.importEntries(
          'rule-import',
          [rule('known', 'x'), rule('Bare hvisking', 'Rop skål'), 'plain'],
          at(2),
          100,
        );
        expect(imported).toMatchObject({ ok: true, count: 3, duplicates: 1 });
        const listed = await store.listEntries('rule-import');
        expect(listed.map(({ value, rule: ruled }) => ({ value, rule: ruled }))).toEqual([
          { value: 'known', rule: undefined },
          { value: 'Bare hvisking', rule: { end: 'Rop skål' } },
          { value: 'plain', rule: undefined },
        ]);
        await store.removeEntry('rule-import', listed[1]!.id, at(3));
        expect((await store.listEntries('rule-import')).some((entry) => entry.rule)).toBe(false);
        await store.restoreEntry('rule-import', listed[1]!.id, at(4), 100);
        expect((await store.listEntries('rule-import'))[1]).toStrictEqual(listed[1]);
      });

      it('holds the room limit for an add with rules too', async () => {
        await store.createRoom('rule-full', at(0));
        await store.addEntries('rule-full', ['1'], 'player', at(1), 2);
        expect(await store.addEntries('rule-full', [rule('a', ''), rule('b', '')], 'player', at(2), 2)).toEqual({
          ok: false,
          error: 'room_full',
        });
        expect(await store.countEntries('rule-full')).toBe(1);
      });
    });

    describe('secrets', () => {
      const question = { kind: 'question', text: 'Hvem her ville vunnet en realityserie?' } as const;
      const answer = { kind: 'answer', text: '2469 meter' } as const;
      const secretOf = (value: string, secret: typeof question | typeof answer, end?: string) => ({
        value,
        secret,
        ...(end === undefined ? {} : { rule: { end } }),
      });
      /** The room as every read gives it: the list, the room read, each with the same entries. */
      const reads = async (room: string) => {
        const listed = await store.listEntries(room);
        expect((await store.readRoom(room))?.entries).toStrictEqual(listed);
        return listed;
      };

      it('keeps a secret through an add, beside plain entries and a rule with one, in the answer and every read', async () => {
        await store.createRoom('secret-add', at(0));
        const added = await store.addEntries(
          'secret-add',
          [
            'plain',
            secretOf('Paranoia: hvisk spørsmålet', question),
            secretOf('Ny regel: svar på spørsmål', answer, ''),
          ],
          'player',
          at(1),
          100,
        );
        const expected = [
          { id: expect.any(Number), value: 'plain' },
          { id: expect.any(Number), value: 'Paranoia: hvisk spørsmålet', secret: question },
          { id: expect.any(Number), value: 'Ny regel: svar på spørsmål', rule: { end: '' }, secret: answer },
        ];
        expect(added.ok && added.entries).toStrictEqual(expected);
        expect(await reads('secret-add')).toStrictEqual(expected);
        // A plain entry has no secret field at all, as before secrets.
        expect(Object.keys((await store.listEntries('secret-add'))[0]!)).toEqual(['id', 'value']);
      });

      it('keeps a secret through an import, a removal and its undo', async () => {
        await store.createRoom('secret-import', at(0));
        const imported = await store.importEntries(
          'secret-import',
          ['plain', secretOf('Quiz: hvor høy er Galdhøpiggen?', answer)],
          at(1),
          100,
        );
        expect(imported).toMatchObject({ ok: true, count: 2, duplicates: 0 });
        const listed = await reads('secret-import');
        expect(listed[1]).toStrictEqual({
          id: expect.any(Number),
          value: 'Quiz: hvor høy er Galdhøpiggen?',
          secret: answer,
        });
        await store.removeEntry('secret-import', listed[1]!.id, at(2));
        await store.restoreEntry('secret-import', listed[1]!.id, at(3), 100);
        expect((await reads('secret-import'))[1]).toStrictEqual(listed[1]);
      });

      it('keeps the secrets and rules of entries drawn from the collection', async () => {
        await store.createRoom('secret-draw', at(0));
        const candidates = [
          { value: 'Paranoia fra samlingen', needsPlayers: false, secret: question },
          { value: 'Regel fra samlingen', needsPlayers: false, rule: { end: 'Regelen er over' } },
          { value: 'Vanlig fra samlingen', needsPlayers: false },
        ];
        const added = await store.addFromCandidates('secret-draw', candidates, 3, at(1), 100);
        const expected = [
          { id: expect.any(Number), value: 'Paranoia fra samlingen', secret: question },
          { id: expect.any(Number), value: 'Regel fra samlingen', rule: { end: 'Regelen er over' } },
          { id: expect.any(Number), value: 'Vanlig fra samlingen' },
        ];
        expect(added.ok && added.entries).toStrictEqual(expected);
        expect(await reads('secret-draw')).toStrictEqual(expected);
      });

      it('keeps the secrets of AI entries delivered with their payment', async () => {
        await store.createRoom('secret-ai', at(0));
        await paymentIn('secret-pay', 'secret-ai', ['authorized', 'generating']);
        const delivered = await store.deliverPayment(
          'secret-pay',
          ['plain', secretOf('Quiz fra modellen', answer)],
          at(2),
          100,
        );
        expect(delivered).toMatchObject({ ok: true, count: 2 });
        expect(await reads('secret-ai')).toStrictEqual([
          { id: expect.any(Number), value: 'plain' },
          { id: expect.any(Number), value: 'Quiz fra modellen', secret: answer },
        ]);
        expect((await store.getPayment('secret-pay'))?.state).toBe('delivered');
      });
    });

    describe('table tags', () => {
      it('keeps an entry’s slots, everyone and forfeit through an add, beside plain entries, in every read', async () => {
        await store.createRoom('tags', at(0));
        const tagged = {
          value: '@spiller og @spiller kysser, eller alle som har drikker',
          table: { slots: ['flirts', 'drinks'] as const, everyone: true, forfeit: 'Ti knebøy' },
        };
        const added = await store.addEntries(
          'tags',
          ['plain', tagged, { value: 'bare en regel', rule: { end: '' }, table: { slots: [] } }],
          'player',
          at(1),
          100,
        );
        const expected = [
          { id: expect.any(Number), value: 'plain' },
          {
            id: expect.any(Number),
            value: tagged.value,
            slots: ['flirts', 'drinks'],
            everyone: true,
            forfeit: 'Ti knebøy',
          },
          { id: expect.any(Number), value: 'bare en regel', rule: { end: '' }, slots: [] },
        ];
        expect(added.ok && added.entries).toStrictEqual(expected);
        expect(await store.listEntries('tags')).toStrictEqual(expected);
        expect((await store.readRoom('tags'))?.entries).toStrictEqual(expected);
      });
    });

    describe('removing, restoring and importing entries', () => {
      const values = async (room: string) => (await store.listEntries(room)).map((entry) => entry.value);

      it('removes an entry from the list and the count once, and brings it back at its old place', async () => {
        await store.createRoom('deck', at(0));
        const added = await store.addEntries('deck', ['a', 'b', 'c'], 'player', at(1), 100);
        const b = added.ok ? added.entries[1]! : undefined;
        if (!b) throw new Error('adding failed');

        expect(await store.removeEntry('deck', b.id, at(2))).toEqual({ ok: true, count: 2, changed: true });
        expect(await store.removeEntry('deck', b.id, at(3))).toEqual({ ok: true, count: 2, changed: false });
        expect(await values('deck')).toEqual(['a', 'c']);
        await store.addEntries('deck', ['d'], 'player', at(4), 100);
        expect(await store.restoreEntry('deck', b.id, at(5), 100)).toEqual({ ok: true, count: 4, changed: true });
        expect(await store.restoreEntry('deck', b.id, at(6), 100)).toEqual({ ok: true, count: 4, changed: false });
        expect(await values('deck')).toEqual(['a', 'b', 'c', 'd']);
      });

      it('refuses an undo the room has no room for, and entries of another room', async () => {
        await store.createRoom('full', at(0));
        await store.createRoom('other', at(0));
        const added = await store.addEntries('full', ['a', 'b'], 'player', at(1), 2);
        const a = added.ok ? added.entries[0]! : undefined;
        if (!a) throw new Error('adding failed');
        await store.removeEntry('full', a.id, at(2));
        // A removed entry does not count toward the limit (Recently removed is a quota of its own): the room has room.
        const dayLater = (seconds: number) => new Date(at(seconds).getTime() + 24 * 3_600_000);
        expect(await store.addEntries('full', ['c'], 'player', at(3), 2)).toMatchObject({ ok: true, count: 2 });

        // Put back into a room that filled up meanwhile: refused, and still out.
        expect(await store.restoreEntry('full', a.id, at(4), 2)).toEqual({ ok: false, error: 'room_full' });
        // Past its 24 hours a removed entry is gone, swept or not: it cannot come back over the room's new entries.
        expect(await store.restoreEntry('full', a.id, dayLater(4), 3)).toEqual({ ok: false, error: 'not_found' });
        expect(await store.removeEntry('other', a.id, at(4))).toEqual({ ok: false, error: 'not_found' });
        expect(await store.removeEntry('ghost', a.id, at(4))).toEqual({ ok: false, error: 'not_found' });
        expect(await values('full')).toEqual(['b', 'c']);
      });

      it("answers another room's id exactly as a made-up one, and changes neither room", async () => {
        await store.createRoom('mine', at(0));
        await store.createRoom('theirs', at(0));
        const added = await store.addEntries('theirs', ['live', 'out'], 'player', at(1), 100);
        if (!added.ok) throw new Error('adding failed');
        const [live, out] = added.entries;
        if (!live || !out) throw new Error('adding failed');
        await store.removeEntry('theirs', out.id, at(2));
        const madeUp = Math.max(live.id, out.id) + 1000;
        const notThere = { ok: false, error: 'not_found' };
        for (const id of [live.id, out.id, madeUp]) {
          expect(await store.restoreEntry('mine', id, at(3), 100)).toEqual(notThere);
          expect(await store.removeEntry('mine', id, at(3))).toEqual(notThere);
        }
        expect(await values('theirs')).toEqual(['live']);
        expect(await values('mine')).toEqual([]);
      });

      it('puts back no duplicate of a text the room has again: the live entry stays and is named', async () => {
        await store.createRoom('again', at(0));
        const added = await store.addEntries('again', ['Drikk @spiller', 'b'], 'player', at(1), 100);
        const first = added.ok ? added.entries[0]! : undefined;
        if (!first) throw new Error('adding failed');
        await store.removeEntry('again', first.id, at(2));
        const imported = await store.importEntries('again', ['Drikk @spiller'], at(3), 100);
        const again = imported.ok ? imported.entries[0]! : undefined;
        if (!again) throw new Error('import failed');

        expect(await store.restoreEntry('again', first.id, at(4), 100)).toEqual({
          ok: true,
          count: 2,
          changed: false,
          mergedInto: again.id,
        });
        expect(await values('again')).toEqual(['b', 'Drikk @spiller']);
        // The room full does not matter: nothing is put back.
        expect(await store.restoreEntry('again', first.id, at(5), 2)).toMatchObject({ ok: true, mergedInto: again.id });
      });

      it('keeps one copy when restores and an import of the same text race', async () => {
        for (let round = 0; round < 6; round++) {
          const room = `race ${round}`;
          await store.createRoom(room, at(0));
          const added = await store.addEntries(room, ['same', 'x', 'same'], 'player', at(1), 100);
          if (!added.ok) throw new Error('adding failed');
          const [one, , two] = added.entries;
          if (!one || !two) throw new Error('adding failed');
          await store.removeEntry(room, one.id, at(2));
          await store.removeEntry(room, two.id, at(2));
          const results = await Promise.all([
            store.restoreEntry(room, one.id, at(3), 100),
            store.importEntries(room, ['same'], at(3), 100),
            store.restoreEntry(room, two.id, at(3), 100),
          ]);
          expect(results.every((result) => result.ok)).toBe(true);
          expect((await values(room)).filter((value) => value === 'same')).toEqual(['same']);
          expect(await store.countEntries(room)).toBe(2);
        }
      });

      it('lets exactly one of many concurrent removals of one entry change the room', async () => {
        await store.createRoom('race', at(0));
        const added = await store.addEntries('race', ['a', 'b'], 'player', at(1), 100);
        const a = added.ok ? added.entries[0]! : undefined;
        if (!a) throw new Error('adding failed');
        const results = await Promise.all(Array.from({ length: 8 }, () => store.removeEntry('race', a.id, at(2))));
        expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
        expect(results.every((result) => result.ok && result.count === 1)).toBe(true);
      });

      it('imports what the room does not have yet, in order, all or none under the limit', async () => {
        await store.createRoom('import', at(0));
        const added = await store.addEntries('import', ['known', 'gone'], 'player', at(1), 4);
        const gone = added.ok ? added.entries[1]! : undefined;
        if (!gone) throw new Error('adding failed');
        await store.removeEntry('import', gone.id, at(2));

        // The limit counts live entries only: 1 live, so 2 more fit under 3.
        expect(await store.importEntries('import', ['x', 'known', 'x', 'gone', 'y'], at(3), 3)).toEqual({
          ok: false,
          error: 'room_full',
        });
        expect(await store.importEntries('import', ['x', 'known', 'x', 'gone'], at(3), 3)).toMatchObject({
          ok: true,
          count: 3,
          duplicates: 2,
          entries: [{ value: 'x' }, { value: 'gone' }],
        });
        expect(await values('import')).toEqual(['known', 'x', 'gone']);
        expect(await store.importEntries('nowhere', ['x'], at(4), 4)).toEqual({ ok: false, error: 'not_found' });
      });
    });

    describe('recently removed', () => {
      const hours = (h: number) => new Date(at(0).getTime() + h * 3_600_000);
      const removeAll = async (name: string, ids: number[], when: Date) => {
        for (const id of ids) expect(await store.removeEntry(name, id, when)).toMatchObject({ ok: true });
      };

      it('lists the entries removed since a time, newest first, with their text and removal time', async () => {
        await store.createRoom('rom', at(0));
        const added = await store.addEntries('rom', ['a', 'b', 'c', 'd'], 'player', at(0), 100);
        if (!added.ok) throw new Error('adding failed');
        const [a, b, c] = added.entries;
        await store.removeEntry('rom', b!.id, at(10));
        await store.removeEntry('rom', a!.id, at(20));
        await store.removeEntry('rom', c!.id, at(20));
        expect(await store.listRemovedEntries('rom', at(0))).toEqual([
          { id: c!.id, value: 'c', removedAt: at(20) },
          { id: a!.id, value: 'a', removedAt: at(20) },
          { id: b!.id, value: 'b', removedAt: at(10) },
        ]);
        expect((await store.listRemovedEntries('rom', at(15)))!.map((entry) => entry.value)).toEqual(['c', 'a']);
        await store.restoreEntry('rom', a!.id, at(30), 100);
        expect((await store.listRemovedEntries('rom', at(0)))!.map((entry) => entry.value)).toEqual(['c', 'b']);
        expect(await store.listRemovedEntries('ingen', at(0))).toBeNull();
      });

      it('does not count removed entries toward the room limit: a cleaned-up room takes entries at once, on add, import, delivery and the collection alike', async () => {
        await store.createRoom('full', at(0));
        const added = await store.addEntries('full', ['a', 'b', 'c'], 'player', hours(0), 3);
        if (!added.ok) throw new Error('adding failed');
        expect(await store.addEntries('full', ['x'], 'player', hours(0), 3)).toEqual({ ok: false, error: 'room_full' });
        await removeAll(
          'full',
          added.entries.map((entry) => entry.id),
          hours(1),
        );
        expect(await store.countEntries('full')).toBe(0);
        // Before #39 every one of these answered room_full for 24 hours after the removals.
        expect(await store.addEntries('full', ['d'], 'player', hours(1), 3)).toMatchObject({ ok: true, count: 1 });
        expect(await store.importEntries('full', ['e'], hours(1), 3)).toMatchObject({ ok: true, count: 2 });
        await store.createPayment(payment('pay', 'full'));
        await store.transitionPayment('pay', ['created'], 'authorized', hours(1));
        await store.transitionPayment('pay', ['authorized'], 'generating', hours(1), hours(2));
        expect(await store.deliverPayment('pay', ['f'], hours(1), 3)).toMatchObject({ ok: true, count: 3 });
        const drawn = await store.addFromCandidates('full', [{ value: 'g', needsPlayers: false }], 1, hours(1), 4);
        expect(drawn).toMatchObject({ ok: true, count: 4 });
        // The removed ones are still there to put back while the room has room for them.
        expect((await store.listRemovedEntries('full', hours(0)))!.map((entry) => entry.value)).toEqual([
          'c',
          'b',
          'a',
        ]);
        expect(await store.restoreEntry('full', added.entries[0]!.id, hours(1), 5)).toMatchObject({
          ok: true,
          count: 5,
        });
      });

      it('keeps a bounded quota of removed entries: a removal past it deletes the oldest removed for good', async () => {
        await store.createRoom('quota', at(0));
        await store.createRoom('beside', at(0));
        const added = await store.addEntries('quota', ['a', 'b', 'c', 'd', 'e'], 'player', hours(0), 100);
        const beside = await store.addEntries('beside', ['z'], 'player', hours(0), 100);
        if (!added.ok || !beside.ok) throw new Error('adding failed');
        const ids = added.entries.map((entry) => entry.id);
        await store.removeEntry('beside', beside.entries[0]!.id, hours(0), 3);
        for (const [i, id] of ids.entries()) await store.removeEntry('quota', id, at(60 + i), 3);
        // The 3 newest are kept; a and b are gone for good (no put back, no row), and no other room lost anything.
        expect((await store.listRemovedEntries('quota', at(0)))!.map((entry) => entry.value)).toEqual(['e', 'd', 'c']);
        expect(await store.restoreEntry('quota', ids[0]!, at(70), 100)).toEqual({ ok: false, error: 'not_found' });
        // A removal that changes nothing (already out) deletes nothing: c is still kept.
        expect(await store.removeEntry('quota', ids[4]!, at(71), 1)).toMatchObject({ ok: true, changed: false });
        expect(await store.purgeRemovedEntries(hours(30), 100)).toBe(4);
      });

      it('purges entries removed before a time, at most `limit` per call, and nothing live or newer', async () => {
        await store.createRoom('rom', at(0));
        const added = await store.addEntries('rom', ['a', 'b', 'c', 'd', 'e', 'f'], 'player', hours(0), 100);
        if (!added.ok) throw new Error('adding failed');
        const ids = added.entries.map((entry) => entry.id);
        await removeAll('rom', ids.slice(0, 3), hours(1));
        await removeAll('rom', ids.slice(3, 5), hours(20));
        expect(await store.purgeRemovedEntries(hours(2), 2)).toBe(2);
        expect(await store.purgeRemovedEntries(hours(2), 2)).toBe(1);
        expect(await store.purgeRemovedEntries(hours(2), 2)).toBe(0);
        expect((await store.listRemovedEntries('rom', at(0)))!.map((entry) => entry.value)).toEqual(['e', 'd']);
        // Purged for good: a put-back finds nothing.
        expect(await store.restoreEntry('rom', ids[0]!, hours(25), 100)).toEqual({ ok: false, error: 'not_found' });
        expect((await store.listEntries('rom')).map((entry) => entry.value)).toEqual(['f']);
      });
    });

    describe('room lifetime', () => {
      it('deletes rooms idle since before the cutoff, with their entries, and counts them', async () => {
        await store.createRoom('idle', at(0));
        await store.createRoom('idle-too', at(0));
        await store.createRoom('used', at(0));
        await store.addEntries('idle', ['old'], 'player', at(1), 100);
        expect(await store.touchRoom('used', at(90))).toBe(true);

        expect(await store.deleteIdleRooms(at(30), 100)).toBe(2);
        expect(await store.getRoom('idle')).toBeNull();
        expect(await store.getRoom('used')).not.toBeNull();
        // The name is free again, and nothing of the old room comes back with it.
        await store.createRoom('idle', at(40));
        expect(await store.listEntries('idle')).toEqual([]);
        expect(await store.deleteIdleRooms(at(30), 100)).toBe(0);
      });

      it('counts adding entries as use', async () => {
        await store.createRoom('active', at(0));
        await store.addEntries('active', ['x'], 'player', at(120), 100);
        expect(await store.deleteIdleRooms(at(110), 100)).toBe(0);
        expect(await store.deleteIdleRooms(at(121), 100)).toBe(1);
      });

      it('never moves a room’s last use backwards', async () => {
        await store.createRoom('late', at(0));
        await store.touchRoom('late', at(500));
        expect(await store.touchRoom('late', at(100))).toBe(true);
        expect(await store.deleteIdleRooms(at(400), 100)).toBe(0);
      });

      it('keeps a room’s last use to the minute: a use within a minute of the recorded one leaves it', async () => {
        await store.createRoom('busy', at(0));
        await store.addEntries('busy', ['x'], 'player', at(30), 100);
        expect(await store.touchRoom('busy', at(59))).toBe(true);
        expect(await store.deleteIdleRooms(at(1), 100)).toBe(1);

        await store.createRoom('busy', at(0));
        await store.addEntries('busy', ['x'], 'player', at(60), 100);
        expect(await store.deleteIdleRooms(at(1), 100)).toBe(0);
        expect(await store.touchRoom('busy', at(119))).toBe(true);
        expect(await store.deleteIdleRooms(at(61), 100)).toBe(1);
      });

      it('counts restoring and importing entries as use, to the minute like every use; removing is not a use', async () => {
        for (const name of ['removed', 'restored', 'imported']) await store.createRoom(name, at(0));
        const added = await store.addEntries('removed', ['x'], 'player', at(0), 100);
        const kept = await store.addEntries('restored', ['y'], 'player', at(0), 100);
        if (!added.ok || !kept.ok) throw new Error('adding failed');
        await store.removeEntry('restored', kept.entries[0]!.id, at(30));
        await store.removeEntry('removed', added.entries[0]!.id, at(120));
        await store.restoreEntry('restored', kept.entries[0]!.id, at(120), 100);
        await store.importEntries('imported', ['z'], at(120), 100);
        // The room only removed from went idle when it was last added to (at 0): removing does not renew it.
        expect(await store.deleteIdleRooms(at(110), 100)).toBe(1);
        expect(await store.getRoom('removed')).toBeNull();
        expect(await store.deleteIdleRooms(at(121), 100)).toBe(2);
      });

      it('deletes at most `limit` idle rooms per call, so a sweep goes in batches', async () => {
        for (const name of ['one', 'two', 'three', 'four', 'five']) await store.createRoom(name, at(0));
        expect(await store.deleteIdleRooms(at(30), 2)).toBe(2);
        expect(await store.deleteIdleRooms(at(30), 2)).toBe(2);
        expect(await store.deleteIdleRooms(at(30), 2)).toBe(1);
        expect(await store.deleteIdleRooms(at(30), 2)).toBe(0);
      });

      it('deletes a taken-away room’s rows in batches of at most `limit` rows, the room last', async () => {
        await store.createRoom('big', at(0));
        await store.createRoom('kept', at(0));
        const values = Array.from({ length: 25 }, (_, i) => `entry ${i}`);
        const big = await store.addEntries('big', values, 'player', at(0), 100);
        await store.addEntries('kept', ['mine'], 'player', at(100), 100);
        if (!big.ok) throw new Error('adding failed');
        for (const entry of big.entries.slice(0, 20)) await store.removeEntry('big', entry.id, at(1));
        await store.players.add('big', 'Kari', playerKey('Kari'), at(1), 6);
        expect(await store.deleteIdleRooms(at(50), 100)).toBe(1);
        // Gone from every lookup at once, the name free again, before any row is deleted.
        expect(await store.getRoom('big')).toBeNull();
        expect(await store.readRoom('big')).toBeNull();
        await store.createRoom('big', at(60));
        expect(await store.listEntries('big')).toEqual([]);
        expect(await store.listRemovedEntries('big', at(0))).toEqual([]);
        const batches: number[] = [];
        for (;;) {
          const rows = await store.purgeDeletedRooms(10);
          expect(rows).toBeLessThanOrEqual(10);
          if (rows === 0) break;
          batches.push(rows);
        }
        expect(batches).toEqual([10, 10, 5, 1]); // the room last, once empty, with its player
        expect(await store.listEntries('kept')).toEqual([expect.objectContaining({ value: 'mine' })]);
        expect(await store.players.list('big')).toEqual([]);
      });

      it('does not touch a room that does not exist', async () => {
        expect(await store.touchRoom('ghost', at(0))).toBe(false);
      });
    });

    describe('rounds', () => {
      const round = (id: string, position: number) => ({
        id,
        lease: 1,
        holder: 'phone-0123456789abcdef',
        deck: [{ id: 1 }, { endOf: 1, offset: 4 }, { id: 2 }],
        position,
        names: { '1': ['Kari'] },
      });

      it('keeps one round per room, written only over the version it read', async () => {
        await store.createRoom('fest', at(0));
        expect(await store.rounds.get('fest')).toBeNull();
        expect(await store.rounds.put('fest', round('r1', 0), null, at(1))).toBe('written');
        expect(await store.rounds.put('fest', round('r2', 0), null, at(1))).toBe('conflict');
        const stored = await store.rounds.get('fest');
        expect(stored).toEqual({ round: round('r1', 0), version: 1 });
        expect(await store.rounds.put('fest', round('r1', 2), 1, at(2))).toBe('written');
        expect(await store.rounds.put('fest', round('r1', 1), 1, at(2))).toBe('conflict');
        expect((await store.rounds.get('fest'))?.round.position).toBe(2);
        expect(await store.rounds.remove('fest', 1)).toBe('conflict');
        expect(await store.rounds.remove('fest', 2)).toBe('written');
        expect(await store.rounds.get('fest')).toBeNull();
        expect(await store.rounds.put('ghost', round('r3', 0), null, at(3))).toBe('not_found');
        expect(await store.rounds.get('ghost')).toBeNull();
      });

      it('keeps a round across connections, and marks its room used', async () => {
        await store.createRoom('fest', at(0));
        await store.rounds.put('fest', round('r1', 1), null, at(100));
        const other = await openTracked();
        expect((await other.rounds.get('fest'))?.round).toEqual(round('r1', 1));
        // Used at 100 s: not idle at a cut-off of 50 s.
        expect(await store.deleteIdleRooms(at(50), 100)).toBe(0);
      });

      it('goes with its room', async () => {
        await store.createRoom('fest', at(0));
        await store.rounds.put('fest', round('r1', 0), null, at(0));
        expect(await store.deleteIdleRooms(at(50), 100)).toBe(1);
        expect(await store.rounds.get('fest')).toBeNull();
        while ((await store.purgeDeletedRooms(100)) > 0);
        await store.createRoom('fest', at(60));
        expect(await store.rounds.get('fest')).toBeNull();
      });
    });

    describe('free AI grant', () => {
      it('is claimed once, used after that, and can be given back', async () => {
        await store.createRoom('grant', at(0));
        expect(await store.claimFreeAi('grant')).toBe('claimed');
        expect(await store.getRoom('grant')).toMatchObject({ freeAiUsed: true });
        expect(await store.claimFreeAi('grant')).toBe('used');
        await store.releaseFreeAi('grant');
        expect(await store.getRoom('grant')).toMatchObject({ freeAiUsed: false });
        expect(await store.claimFreeAi('grant')).toBe('claimed');
        expect(await store.claimFreeAi('missing')).toBe('not_found');
      });

      it('takes over a dated claim never finished once it is older than the cutoff, and never a finished one', async () => {
        await store.createRoom('crash', at(0));
        expect(await store.claimFreeAi('crash', at(10), at(0))).toBe('claimed');
        // Its generation died with its process: not yet stale at 15, taken over once the claim is before the cutoff.
        expect(await store.claimFreeAi('crash', at(15), at(5))).toBe('used');
        expect(await store.claimFreeAi('crash', at(20), at(11))).toBe('claimed');
        await store.finishFreeAi('crash');
        expect(await store.getRoom('crash')).toMatchObject({ freeAiUsed: true });
        expect(await store.claimFreeAi('crash', at(59), at(58))).toBe('used');
        // An undated claim is never taken over.
        await store.createRoom('plain', at(0));
        expect(await store.claimFreeAi('plain')).toBe('claimed');
        expect(await store.claimFreeAi('plain', at(59), at(58))).toBe('used');
      });

      it('gives a stale claim to exactly one of many concurrent takers', async () => {
        await store.createRoom('stale', at(0));
        expect(await store.claimFreeAi('stale', at(1), at(0))).toBe('claimed');
        const results = await Promise.all(Array.from({ length: 10 }, () => store.claimFreeAi('stale', at(30), at(20))));
        expect(results.filter((result) => result === 'claimed')).toHaveLength(1);
      });

      it('gives exactly one of many concurrent claims the grant', async () => {
        await store.createRoom('rush', at(0));
        const results = await Promise.all(Array.from({ length: 10 }, () => store.claimFreeAi('rush')));
        expect(results.filter((result) => result === 'claimed')).toHaveLength(1);
        expect(results.filter((result) => result === 'used')).toHaveLength(9);
      });
    });

    describe('payments', () => {
      it('stores a new payment as created, without a lease', async () => {
        await store.createPayment(payment('ref-1', 'room', at(3)));
        expect(await store.getPayment('ref-1')).toEqual({
          ...payment('ref-1', 'room', at(3)),
          state: 'created',
          leaseUntil: epoch,
          updatedAt: at(3),
          failure: null,
          market: 'NO',
        });
        await store.createPayment({ ...payment('ref-fi', 'room', at(3)), market: 'FI', amountOre: 250 });
        expect(await store.getPayment('ref-fi')).toMatchObject({ market: 'FI', amountOre: 250 });
        expect(await store.getPayment('ref-2')).toBeNull();
      });

      it('keeps why a payment could not be delivered', async () => {
        await paymentIn('short', 'room', ['authorized', 'generating']);
        await store.notePaymentFailure('short', 'too_few');
        expect(await store.transitionPayment('short', ['generating'], 'failed', at(4))).toBe(true);
        expect(await store.getPayment('short')).toMatchObject({ state: 'failed', failure: 'too_few' });
        await store.notePaymentFailure('missing', 'too_few');
        expect(await store.getPayment('missing')).toBeNull();
      });

      it('refuses a second payment with the same reference', async () => {
        await store.createPayment(payment('twice', 'room'));
        await expect(store.createPayment(payment('twice', 'other'))).rejects.toThrow();
        expect(await store.getPayment('twice')).toMatchObject({ roomName: 'room' });
      });

      it('moves a payment only from one of the given states', async () => {
        await store.createPayment(payment('cas', 'room'));
        expect(await store.transitionPayment('cas', ['authorized', 'delivered'], 'captured', at(5))).toBe(false);
        expect(await store.transitionPayment('cas', [], 'authorized', at(5))).toBe(false);
        expect(await store.getPayment('cas')).toMatchObject({ state: 'created', updatedAt: at(0) });

        expect(await store.transitionPayment('cas', ['created', 'failed'], 'authorized', at(6))).toBe(true);
        expect(await store.getPayment('cas')).toMatchObject({
          state: 'authorized',
          updatedAt: at(6),
          leaseUntil: epoch,
        });
        expect(await store.transitionPayment('missing', ['created'], 'authorized', at(6))).toBe(false);
      });

      it('lets exactly one of many concurrent identical steps happen', async () => {
        await store.createPayment(payment('once', 'room'));
        const moves = await Promise.all(
          Array.from({ length: 10 }, () => store.transitionPayment('once', ['created'], 'authorized', at(1))),
        );
        expect(moves.filter(Boolean)).toHaveLength(1);
      });

      it('gives exactly one of many concurrent workers the generation lease', async () => {
        await paymentIn('lease-race', 'room', ['authorized']);
        const claims = await Promise.all(
          Array.from({ length: 10 }, () =>
            store.transitionPayment('lease-race', ['authorized', 'generating'], 'generating', at(2), at(60)),
          ),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
        expect(await store.getPayment('lease-race')).toMatchObject({ state: 'generating', leaseUntil: at(60) });
      });

      it('lets another worker take a generating payment over only after its lease has run out', async () => {
        await paymentIn('lease', 'room', ['authorized', 'generating'], at(60));
        const takeOver = (now: Date) =>
          store.transitionPayment('lease', ['authorized', 'generating'], 'generating', now, at(120));
        expect(await takeOver(at(30))).toBe(false);
        expect(await takeOver(at(60))).toBe(false);
        expect(await store.getPayment('lease')).toMatchObject({ leaseUntil: at(60) });
        expect(await takeOver(at(61))).toBe(true);
        expect(await store.getPayment('lease')).toMatchObject({ state: 'generating', leaseUntil: at(120) });
      });

      it('lets the lease holder move its payment on while the lease runs', async () => {
        await paymentIn('holder', 'room', ['authorized', 'generating'], at(60));
        expect(await store.transitionPayment('holder', ['generating'], 'failed', at(10), epoch)).toBe(true);
        expect(await store.getPayment('holder')).toMatchObject({ state: 'failed', leaseUntil: epoch });
      });

      it('lists the payments not in a final state, oldest first', async () => {
        const states = PAYMENT_STATES.filter((state) => state !== 'created');
        for (const [index, state] of states.entries()) {
          await store.createPayment(payment(state, 'room', at(30 - index)));
          expect(await store.transitionPayment(state, ['created'], state, at(40))).toBe(true);
        }
        await store.createPayment(payment('created', 'room', at(45)));

        const open = await store.listOpenPayments();
        const expected = [...[...states].reverse().filter((state) => !FINAL_PAYMENT_STATES.includes(state)), 'created'];
        expect(open.map((each) => each.reference)).toEqual(expected);
        expect(open.every((each) => each.state === each.reference)).toBe(true);
      });
    });

    describe('delivery', () => {
      it('adds the entries and marks the payment delivered together, once', async () => {
        await store.createRoom('paid', at(0));
        await store.addEntries('paid', ['mine'], 'player', at(0), 100);
        await paymentIn('deliver', 'paid', ['authorized', 'generating'], at(60));

        const delivered = await store.deliverPayment('deliver', ['ai-1', 'ai-2', 'ai-3'], at(10), 100);
        expect(delivered).toMatchObject({ ok: true, count: 4 });
        expect(delivered.ok && delivered.entries.map((entry) => entry.value)).toEqual(['ai-1', 'ai-2', 'ai-3']);
        expect(await store.getPayment('deliver')).toMatchObject({
          state: 'delivered',
          leaseUntil: epoch,
          updatedAt: at(10),
        });

        expect(await store.deliverPayment('deliver', ['again'], at(11), 100)).toEqual({
          ok: false,
          error: 'not_claimed',
        });
        expect((await store.listEntries('paid')).map((entry) => entry.value)).toEqual(['mine', 'ai-1', 'ai-2', 'ai-3']);
      });

      it('delivers exactly once when several workers try at the same time', async () => {
        await store.createRoom('paid', at(0));
        await paymentIn('deliver-race', 'paid', ['authorized', 'generating'], at(60));
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, worker) => store.deliverPayment('deliver-race', [`w${worker}`], at(10), 100)),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(await store.countEntries('paid')).toBe(1);
      });

      it('delivers only a payment claimed for generation', async () => {
        await store.createRoom('paid', at(0));
        await paymentIn('not-yet', 'paid', ['authorized']);
        expect(await store.deliverPayment('not-yet', ['x'], at(10), 100)).toEqual({ ok: false, error: 'not_claimed' });
        expect(await store.deliverPayment('unknown', ['x'], at(10), 100)).toEqual({ ok: false, error: 'not_claimed' });
        expect(await store.countEntries('paid')).toBe(0);
        expect(await store.getPayment('not-yet')).toMatchObject({ state: 'authorized' });
      });

      it('changes nothing when the entries do not fit or the room is gone', async () => {
        await store.createRoom('full', at(0));
        await store.addEntries('full', ['1', '2'], 'player', at(0), 100);
        await paymentIn('too-many', 'full', ['authorized', 'generating'], at(60));
        expect(await store.deliverPayment('too-many', ['a', 'b'], at(10), 3)).toEqual({
          ok: false,
          error: 'room_full',
        });
        expect(await store.countEntries('full')).toBe(2);
        expect(await store.getPayment('too-many')).toMatchObject({ state: 'generating', leaseUntil: at(60) });

        await paymentIn('orphan', 'gone', ['authorized', 'generating'], at(60));
        expect(await store.deliverPayment('orphan', ['a'], at(10), 100)).toEqual({ ok: false, error: 'not_found' });
        expect(await store.getPayment('orphan')).toMatchObject({ state: 'generating' });
      });
    });

    describe('players', () => {
      const MAX_PLAYERS = 6;
      const addPlayer = (target: Store, room: string, name: string, when = at(1)) =>
        target.players.add(room, name, playerKey(name), when, MAX_PLAYERS);

      it('reads a room with its live entries and players, and what a joining phone is told, in one call each, and nothing of other rooms', async () => {
        expect(await store.readRoom('rom')).toBeNull();
        expect(await store.readJoin('rom')).toBeNull();
        await store.createRoom('rom', at(0));
        await store.createRoom('annen', at(0));
        expect(await store.readRoom('rom')).toEqual({ room: await store.getRoom('rom'), entries: [], players: [] });
        expect(await store.readJoin('rom')).toEqual({ count: 0, players: [], choices: {}, language: 'norsk' });

        const added = await store.addEntries('rom', ['a', 'b', 'c'], 'player', at(1), 100);
        if (!added.ok) throw new Error('adding failed');
        await store.removeEntry('rom', added.entries[1]!.id, at(2));
        await store.addEntries('annen', ['x'], 'ai', at(2), 100);
        await addPlayer(store, 'rom', 'Kari');
        await addPlayer(store, 'rom', 'Ola');
        await addPlayer(store, 'annen', 'Per');
        expect(await store.claimFreeAi('rom', at(3))).toBe('claimed');

        const snapshot = await store.readRoom('rom');
        expect(snapshot).toEqual({
          room: { name: 'rom', createdAt: at(0), freeAiUsed: true, language: 'norsk' },
          entries: [added.entries[0], added.entries[2]],
          players: ['Kari', 'Ola'],
        });
        expect(snapshot?.entries).toEqual(await store.listEntries('rom'));
        expect(await store.readJoin('rom')).toEqual({
          count: 2,
          players: ['Kari', 'Ola'],
          choices: {},
          language: 'norsk',
        });
        expect(await store.readJoin('annen')).toEqual({ count: 1, players: ['Per'], choices: {}, language: 'norsk' });
      });

      it('keeps names in the order added, refuses one twice in any case, and removes ignoring case', async () => {
        await store.createRoom('rom', at(0));
        expect(await store.players.list('rom')).toEqual([]);
        expect(await addPlayer(store, 'rom', 'Kari')).toEqual({ ok: true, players: ['Kari'] });
        expect(await addPlayer(store, 'rom', 'Ola')).toEqual({ ok: true, players: ['Kari', 'Ola'] });
        expect(await addPlayer(store, 'rom', 'KARI')).toEqual({ ok: false, error: 'taken' });
        expect(await addPlayer(store, 'rom', 'øystein')).toEqual({ ok: true, players: ['Kari', 'Ola', 'øystein'] });
        expect(await addPlayer(store, 'rom', 'Øystein')).toEqual({ ok: false, error: 'taken' });
        const afterRemoval = { ok: true, players: ['Ola', 'øystein'] };
        expect(await store.players.remove('rom', playerKey('kARi'), 'kARi', at(2))).toEqual(afterRemoval);
        // Removing a name that is not there (any more) changes nothing and is no error.
        expect(await store.players.remove('rom', playerKey('Kari'), 'Kari', at(2))).toEqual(afterRemoval);
        expect(await store.players.list('rom')).toEqual(['Ola', 'øystein']);
      });

      it('removes a name stored under an older key by its exact name, as the phone sends it back', async () => {
        await store.createRoom('rom', at(0));
        // Rows as older rules stored them: a key of lower case alone (ß stayed ß), and names with, or of only,
        // characters that show nothing.
        await store.players.add('rom', 'Straße', 'straße', at(1), MAX_PLAYERS);
        await store.players.add('rom', 'Kari\u034F', 'kari\u034F', at(1), MAX_PLAYERS);
        await store.players.add('rom', '\u3164', '\u3164', at(1), MAX_PLAYERS);
        await addPlayer(store, 'rom', 'Ola');
        expect(await store.players.remove('rom', playerKey('Straße'), 'Straße', at(2))).toEqual({
          ok: true,
          players: ['Kari\u034F', '\u3164', 'Ola'],
        });
        const service = new PlayersService(store, { now: () => at(3) });
        expect(await service.remove({ roomName: 'rom', name: 'Kari\u034F' })).toEqual({
          ok: true,
          name: 'rom',
          players: ['\u3164', 'Ola'],
          choices: {},
        });
        expect(await service.remove({ roomName: 'rom', name: '\u3164' })).toEqual({
          ok: true,
          name: 'rom',
          players: ['Ola'],
          choices: {},
        });
      });

      it('answers not_found for a room that does not exist', async () => {
        expect(await store.players.list('ingen')).toBeNull();
        expect(await addPlayer(store, 'ingen', 'Kari')).toEqual({ ok: false, error: 'not_found' });
        expect(await store.players.remove('ingen', 'kari', 'Kari', at(1))).toEqual({ ok: false, error: 'not_found' });
      });

      it('holds the limit, and a removal makes room again', async () => {
        await store.createRoom('rom', at(0));
        for (let i = 0; i < MAX_PLAYERS; i += 1) expect((await addPlayer(store, 'rom', `P${i}`)).ok).toBe(true);
        expect(await addPlayer(store, 'rom', 'Én til')).toEqual({ ok: false, error: 'room_full' });
        await store.players.remove('rom', playerKey('P3'), 'P3', at(2));
        expect((await addPlayer(store, 'rom', 'Én til')).ok).toBe(true);
        expect(await store.players.list('rom')).toHaveLength(MAX_PLAYERS);
      });

      it('keeps rooms apart, and the names go with an idle room', async () => {
        await store.createRoom('en', at(0));
        await store.createRoom('to', at(0));
        await addPlayer(store, 'en', 'Kari');
        expect((await addPlayer(store, 'to', 'Kari')).ok).toBe(true);
        expect(await store.deleteIdleRooms(at(10), 100)).toBe(2);
        await store.createRoom('en', at(20));
        expect(await store.players.list('en')).toEqual([]);
      });

      it('counts adding and removing a name as use', async () => {
        await store.createRoom('added', at(0));
        await store.createRoom('removed', at(0));
        await addPlayer(store, 'added', 'Kari', at(120));
        await store.players.remove('removed', playerKey('Kari'), 'Kari', at(120));
        expect(await store.deleteIdleRooms(at(110), 100)).toBe(0);
        expect(await store.deleteIdleRooms(at(121), 100)).toBe(2);
      });

      it('keeps who is at the table with the names: not drinking, taken and with whom; a partner only while there', async () => {
        await store.createRoom('rom', at(0));
        for (const name of ['Kari', 'Ola', 'Per']) await addPlayer(store, 'rom', name);
        const choose = (name: string, change: Parameters<Store['players']['choose']>[2]) =>
          store.players.choose('rom', playerKey(name), change, at(2));
        expect(await choose('Kari', { notDrinking: true })).toEqual({
          ok: true,
          choices: { Kari: { notDrinking: true } },
        });
        await choose('Ola', { taken: true, partnerKey: playerKey('Per') });
        // What a change leaves out stays as it was.
        expect(await choose('Per', { taken: true })).toEqual({
          ok: true,
          choices: { Kari: { notDrinking: true }, Ola: { taken: true, partner: 'Per' }, Per: { taken: true } },
        });
        await choose('Per', { partnerKey: playerKey('Ola') });
        expect(await store.readJoin('rom')).toMatchObject({
          choices: {
            Kari: { notDrinking: true },
            Ola: { taken: true, partner: 'Per' },
            Per: { taken: true, partner: 'Ola' },
          },
        });
        // Not taken: no partner, also when taken again later.
        await choose('Per', { taken: false });
        await choose('Per', { taken: true });
        expect((await store.players.choices('rom'))?.Per).toEqual({ taken: true });
        // Unknown players and partners are refused and change nothing.
        expect(await choose('Siri', { notDrinking: true })).toEqual({ ok: false, error: 'no_player' });
        expect(await choose('Kari', { taken: true, partnerKey: playerKey('Siri') })).toEqual({
          ok: false,
          error: 'no_player',
        });
        expect((await store.players.choices('rom'))?.Kari).toEqual({ notDrinking: true });
        expect(await store.players.choose('ingen', 'kari', { notDrinking: true }, at(2))).toEqual({
          ok: false,
          error: 'not_found',
        });
        expect(await store.players.choices('ingen')).toBeNull();
        // A partner who leaves is no one's partner; the choices go with their player and with the room.
        await store.players.remove('rom', playerKey('Per'), 'Per', at(3));
        expect(await store.players.choices('rom')).toEqual({ Kari: { notDrinking: true }, Ola: { taken: true } });
        await addPlayer(store, 'rom', 'Per');
        expect((await store.players.choices('rom'))?.Per).toBeUndefined();
        expect(await store.deleteIdleRooms(at(100), 100)).toBe(1);
        await store.createRoom('rom', at(200));
        await addPlayer(store, 'rom', 'Kari', at(200));
        expect(await store.players.choices('rom')).toEqual({});
      });

      it('never passes the limit or stores a name twice under concurrent adds from two connections', async () => {
        const second = await openTracked();
        await store.createRoom('rom', at(0));
        // 12 different names, each sent twice (once per connection, in different case): 24 adds at once.
        const names = Array.from({ length: 12 }, (_, i) => `Navn${i}`);
        const results = await Promise.all(
          names.flatMap((name, i) => [
            addPlayer(i % 2 ? store : second, 'rom', name),
            addPlayer(i % 2 ? second : store, 'rom', name.toUpperCase()),
          ]),
        );
        const stored = (await second.players.list('rom'))!;
        expect(stored).toHaveLength(MAX_PLAYERS);
        expect(new Set(stored.map(playerKey)).size).toBe(MAX_PLAYERS);
        expect(results.filter((result) => result.ok)).toHaveLength(MAX_PLAYERS);
        for (const result of results) if (!result.ok) expect(['taken', 'room_full']).toContain(result.error);
        expect(await store.players.list('rom')).toEqual(stored);
      });
    });

    describe('opening', () => {
      it('migrates once when several connections open a new database at the same time', async () => {
        open = await freshDatabase();
        const stores = await Promise.all(Array.from({ length: 3 }, () => openTracked()));
        await stores[0]!.createRoom('shared', at(0));
        for (const each of stores) expect(await each.getRoom('shared')).not.toBeNull();
      });

      it('finds its schema done and its data kept when opened again, also while another connection is open', async () => {
        await store.createRoom('kept', at(0));
        await store.addEntries('kept', ['a'], 'player', at(1), 100);
        await store.createPayment(payment('kept', 'kept'));

        const second = await openTracked();
        expect(await second.listEntries('kept')).toMatchObject([{ value: 'a' }]);
        await second.addEntries('kept', ['b'], 'player', at(2), 100);
        expect(await store.countEntries('kept')).toBe(2);

        await Promise.all(opened.splice(0).map((each) => each.close()));
        const third = await openTracked();
        expect((await third.listEntries('kept')).map((entry) => entry.value)).toEqual(['a', 'b']);
        expect(await third.getPayment('kept')).toMatchObject({ state: 'created' });
        expect(await third.listOpenPayments()).toHaveLength(1);
      });
    });
  });
}
