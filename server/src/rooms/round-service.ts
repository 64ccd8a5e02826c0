// One round per room, kept by the room (docs/product.md "One round per room"): starting, taking over, moving and
// ending the room's round. The phone that holds the round plays it (also offline) and reports where it is; the room
// keeps the order, the position and the names dealt, so any phone can go on from the same card. Every change is a
// compare-and-set on the stored round, so two phones racing (two Starts, two take overs) leave exactly one round.
import crypto from 'node:crypto';
import {
  type EndRoundRequest,
  type RoundCardDto,
  type RoundMovedRequest,
  type StartRoundRequest,
  type TakeOverRoundRequest,
} from '@skal/shared';
import {
  forgetPassed,
  placeCard,
  refreshRound,
  summaryOf,
  toRefs,
  type KeptRound,
  type RoundDto,
  type RoundSummary,
} from '@skal/shared/kept-round';
import { newRound } from '@skal/shared/lasting-rules';
import type { Clock } from '../clock';
import type { Store, StoredEntry } from '../store/store';
import type { StoredRound } from '../store/rounds-store';
import { RoomService, type Result } from './room-service';

/** Who is told when a room's round changes: the socket layer (the `round` broadcast). */
export type RoundAnnounce = (roomName: string, round: RoundSummary | null) => void;

type RoundOutcome = Result<{ round: RoundDto<RoundCardDto> }>;

/** Compare-and-set retries before a change gives up as `stale` (each retry reads the round again). */
const WRITE_TRIES = 3;

export class RoundService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly announce: RoundAnnounce,
  ) {}

  /** What the room's phones know of its round: the lobby's `Runde pågår`. */
  async summary(roomName: string): Promise<RoundSummary | undefined> {
    const stored = await this.store.rounds.get(roomName);
    return stored ? summaryOf(stored.round) : undefined;
  }

  /** Whether `phone` may speak for the room's round on the TV: its holder, or anyone while the room has none. */
  async mayShow(roomName: string, phone: string | undefined): Promise<boolean> {
    const stored = await this.store.rounds.get(roomName);
    return stored === null || (phone !== undefined && stored.round.holder === phone);
  }

  /**
   * A new round of every entry, held by `phone`. Refused with `round_running` while the room has one, except for
   * its holder's `again` (Spill igjen), which replaces it with a new shuffle.
   */
  async start(phone: string, request: StartRoundRequest): Promise<RoundOutcome> {
    const room = RoomService.parseName(request.roomName);
    if (!room.ok) return room;
    for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
      const current = await this.store.rounds.get(room.name);
      if (current && !(request.again === current.round.id && current.round.holder === phone)) {
        return { ok: false, error: 'round_running' };
      }
      if (!current && request.again !== undefined) return { ok: false, error: 'no_round' };
      const entries = await this.store.listEntries(room.name);
      if (entries.length === 0) return (await this.store.getRoom(room.name)) ? { ok: false, error: 'empty' } : notFound;
      const deck = newRound(entries.map(toCard));
      const round: KeptRound = {
        id: crypto.randomUUID(),
        lease: 1,
        holder: phone,
        deck: toRefs(deck),
        position: 0,
        names: {},
      };
      const written = await this.store.rounds.put(room.name, round, current?.version ?? null, this.clock.now());
      if (written === 'not_found') return notFound;
      if (written === 'conflict') continue;
      this.announce(room.name, summaryOf(round));
      return { ok: true, round: { id: round.id, lease: round.lease, position: 0, deck, names: {} } };
    }
    return { ok: false, error: 'round_running' };
  }

  /**
   * The round goes on from its card on `phone`, with a new lease: the phone that had it is told (the broadcast) and
   * its reports are refused from now on. `lease` is the one the phone saw: when another phone took the round over
   * since, this one is refused as `stale` (a race between two phones leaves one holder). Taking over one's own
   * round (after ← or a reload) keeps the lease.
   */
  async takeOver(phone: string, request: TakeOverRoundRequest): Promise<RoundOutcome> {
    const room = RoomService.parseName(request.roomName);
    if (!room.ok) return room;
    for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
      const current = await this.store.rounds.get(room.name);
      if (!current || current.round.id !== request.id) return { ok: false, error: 'no_round' };
      const mine = current.round.holder === phone;
      if (!mine && current.round.lease !== request.lease) return { ok: false, error: 'stale' };
      const outcome = await this.refreshed(room.name, current, (round) =>
        mine ? round : { ...round, holder: phone, lease: round.lease + 1 },
      );
      if (outcome === 'conflict') continue;
      return outcome;
    }
    return { ok: false, error: 'stale' };
  }

  /**
   * The holder shows another card: the room keeps where it is and the names it dealt. With `refresh`, the entries
   * added since join the round and removed ones leave it, and the round comes back as it is now.
   */
  async moved(phone: string, request: RoundMovedRequest): Promise<Result<{ round?: RoundDto<RoundCardDto> }>> {
    const room = RoomService.parseName(request.roomName);
    if (!room.ok) return room;
    for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
      const current = await this.store.rounds.get(room.name);
      const held = holds(current, request, phone);
      if (!held.ok) return held;
      const { round } = current!;
      const placed = placeCard(round.deck, round.position, request.position, request.card);
      if (placed === null) return { ok: false, error: 'stale' };
      const moved: KeptRound = {
        ...round,
        deck: placed.deck,
        position: placed.at,
        names: { ...round.names, ...request.names },
      };
      if (request.refresh) {
        const outcome = await this.refreshed(room.name, current!, () => moved);
        if (outcome === 'conflict') continue;
        return outcome;
      }
      const written = await this.store.rounds.put(room.name, moved, current!.version, this.clock.now());
      if (written === 'conflict') continue;
      if (written === 'not_found') return notFound;
      this.announce(room.name, summaryOf(moved));
      return { ok: true };
    }
    return { ok: false, error: 'stale' };
  }

  /**
   * Entry `id` is back in the room (Legg tilbake, Angre): when the round has passed it, it leaves the round's past,
   * so the next refresh lays it in ahead (the holder's countdown grows by one) instead of where it was.
   */
  async restored(roomName: string, id: number): Promise<void> {
    for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
      const current = await this.store.rounds.get(roomName);
      const forgotten = current && forgetPassed(current.round, id);
      if (!current || !forgotten) return;
      const written = await this.store.rounds.put(
        roomName,
        { ...current.round, ...forgotten },
        current.version,
        this.clock.now(),
      );
      if (written !== 'conflict') return;
    }
  }

  /** The holder ends the round: the room has none, and every lobby offers Start again. */
  async end(phone: string, request: EndRoundRequest): Promise<Result<object>> {
    const room = RoomService.parseName(request.roomName);
    if (!room.ok) return room;
    for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
      const current = await this.store.rounds.get(room.name);
      if (!current || current.round.id !== request.id) return { ok: false, error: 'no_round' };
      if (current.round.holder !== phone) return { ok: false, error: 'not_holder' };
      const removed = await this.store.rounds.remove(room.name, current.version);
      if (removed === 'conflict') continue;
      if (removed === 'not_found') return notFound;
      this.announce(room.name, null);
      return { ok: true };
    }
    return { ok: false, error: 'stale' };
  }

  /**
   * The round with `change` applied, laid against the room's entries as they are now (new ones merged in, removed
   * ones out), written if nobody wrote since; the holder gets every card with its text.
   */
  private async refreshed(
    roomName: string,
    current: StoredRound,
    change: (round: KeptRound) => KeptRound,
  ): Promise<RoundOutcome | 'conflict'> {
    const changed = change(current.round);
    const entries = await this.store.listEntries(roomName);
    const { deck, position } = refreshRound(changed.deck, changed.position, entries.map(toCard));
    if (deck.length === 0) {
      // Every card was removed: the round is over.
      const removed = await this.store.rounds.remove(roomName, current.version);
      if (removed === 'conflict') return 'conflict';
      this.announce(roomName, null);
      return { ok: false, error: 'empty' };
    }
    const round: KeptRound = { ...changed, deck: toRefs(deck), position };
    const written = await this.store.rounds.put(roomName, round, current.version, this.clock.now());
    if (written === 'conflict') return 'conflict';
    if (written === 'not_found') return notFound;
    this.announce(roomName, summaryOf(round));
    return { ok: true, round: { id: round.id, lease: round.lease, position, deck, names: round.names } };
  }
}

const notFound = { ok: false, error: 'not_found' } as const;

/** An entry as a card of the round: all it carries (a rule's end, a secret for the phone). */
const toCard = (entry: StoredEntry): RoundCardDto => ({ ...entry });

/** Whether the report comes from the round's holder, under its current lease. */
function holds(current: StoredRound | null, request: { id: string; lease: number }, phone: string): Result<object> {
  if (!current || current.round.id !== request.id) return { ok: false, error: 'no_round' };
  if (current.round.holder !== phone || current.round.lease !== request.lease)
    return { ok: false, error: 'not_holder' };
  return { ok: true };
}
