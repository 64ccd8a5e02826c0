// Room rules for the players' names: request validation, name normalisation, the 24-name limit.
import {
  MAX_PLAYERS_PER_ROOM,
  normalisePlayerName,
  playerChoiceRequestSchema,
  playerKey,
  playerRequestSchema,
} from '@skal/shared';
import type { PlayerChoice } from '@skal/shared/table';
import type { Clock } from '../clock';
import type { Store } from '../store/store';
import { RoomService, type Result } from './room-service';

export type PlayersOutcome = Result<{ name: string; players: string[]; choices: Record<string, PlayerChoice> }>;

export class PlayersService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly maxPlayers: number = MAX_PLAYERS_PER_ROOM,
  ) {}

  /** The room's names; `not_found` when it does not exist. */
  async list(rawRoom: unknown): Promise<PlayersOutcome> {
    const room = RoomService.parseName(rawRoom);
    if (!room.ok) return room;
    return this.withChoices(room.name, await this.store.players.list(room.name));
  }

  /** `{ roomName, name }`: adds the name by the player name rules; `taken` for one there that looks the same. */
  async add(rawRequest: unknown): Promise<PlayersOutcome> {
    const request = PlayersService.parseRequest(rawRequest);
    if (!request.ok) return request;
    const player = normalisePlayerName(request.name);
    if (!player.ok) return { ok: false, error: player.reason };
    const { name } = player;
    const added = await this.store.players.add(request.room, name, playerKey(name), this.clock.now(), this.maxPlayers);
    return added.ok ? this.withChoices(request.room, added.players) : added;
  }

  /**
   * `{ roomName, name, notDrinking?, taken?, partner? }`: who is at the table. The player and the partner are names
   * of the room's players (as they look: `playerKey`); `no_player` for one that is not there, `invalid` for a
   * player who is their own partner.
   */
  async choose(rawRequest: unknown): Promise<PlayersOutcome> {
    const parsed = playerChoiceRequestSchema.safeParse(rawRequest);
    if (!parsed.success) return { ok: false, error: 'invalid' };
    const room = RoomService.parseName(parsed.data.roomName);
    if (!room.ok) return room;
    const { name, notDrinking, taken, partner } = parsed.data;
    const key = keyOf(name);
    const partnerKey = partner === undefined || partner === null ? partner : keyOf(partner);
    if (key === null || partnerKey === null || partnerKey === key) return { ok: false, error: 'invalid' };
    const change = {
      ...(notDrinking === undefined ? {} : { notDrinking }),
      ...(taken === undefined ? {} : { taken }),
      ...(partner === undefined ? {} : { partnerKey: partner === null ? null : partnerKey }),
    };
    const chosen = await this.store.players.choose(room.name, key, change, this.clock.now());
    if (!chosen.ok) return chosen;
    const players = await this.store.players.list(room.name);
    return players
      ? { ok: true, name: room.name, players, choices: chosen.choices }
      : { ok: false, error: 'not_found' };
  }

  /** The outcome with the room's choices read after the change (a removed player takes theirs along). */
  private async withChoices(room: string, players: string[] | null): Promise<PlayersOutcome> {
    const choices = players && (await this.store.players.choices(room));
    return players && choices ? { ok: true, name: room, players, choices } : { ok: false, error: 'not_found' };
  }

  /**
   * `{ roomName, name }`: removes the name, matched as it looks (see `playerKey`) or exactly as sent, so a name
   * stored under older rules (another key, or a name these rules now change or refuse as blank) still goes when
   * the phone sends it back. A name that is not there changes nothing.
   */
  async remove(rawRequest: unknown): Promise<PlayersOutcome> {
    const request = PlayersService.parseRequest(rawRequest);
    if (!request.ok) return { ok: false, error: 'invalid' };
    const { room, name } = request;
    const player = normalisePlayerName(name);
    // A name that could never have been added is just an invalid request here. One these rules refuse as blank
    // (only U+3164, say) may have been added under older rules: it goes by its exact name (its key matches none).
    if (!player.ok && (player.reason === 'too_long' || name.trim() === '')) return { ok: false, error: 'invalid' };
    const key = playerKey(player.ok ? player.name : name);
    const removed = await this.store.players.remove(room, key, name, this.clock.now());
    return removed.ok ? this.withChoices(room, removed.players) : removed;
  }

  /** `{ roomName, name }` checked: the room's name, and the player's name as sent (add and remove apply the rules). */
  private static parseRequest(
    rawRequest: unknown,
  ): { ok: true; room: string; name: string } | Exclude<PlayersOutcome, { ok: true }> {
    const request = playerRequestSchema.safeParse(rawRequest);
    if (!request.success) return { ok: false, error: 'invalid' };
    const room = RoomService.parseName(request.data.roomName);
    if (!room.ok) return room;
    return { ok: true, room: room.name, name: request.data.name };
  }
}

/** A player's key from a name as sent (the add's rules), or null for one no player could have. */
function keyOf(name: string): string | null {
  const player = normalisePlayerName(name);
  return player.ok ? playerKey(player.name) : null;
}
