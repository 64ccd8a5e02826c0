// Room rules for the players' names: request validation, name normalisation, the 24-name limit.
import { MAX_PLAYERS_PER_ROOM, normalisePlayerName, playerKey, playerRequestSchema } from '@skal/shared';
import type { Clock } from '../clock';
import type { Store } from '../store/store';
import { RoomService, type Result } from './room-service';

export type PlayersOutcome = Result<{ name: string; players: string[] }>;

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
    const players = await this.store.players.list(room.name);
    return players ? { ok: true, name: room.name, players } : { ok: false, error: 'not_found' };
  }

  /** `{ roomName, name }`: adds the name by the player name rules; `taken` for one there that looks the same. */
  async add(rawRequest: unknown): Promise<PlayersOutcome> {
    const request = PlayersService.parseRequest(rawRequest);
    if (!request.ok) return request;
    const player = normalisePlayerName(request.name);
    if (!player.ok) return { ok: false, error: player.reason };
    const { name } = player;
    const added = await this.store.players.add(request.room, name, playerKey(name), this.clock.now(), this.maxPlayers);
    return added.ok ? { ok: true, name: request.room, players: added.players } : added;
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
    return removed.ok ? { ok: true, name: room, players: removed.players } : removed;
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
