// The room's players (names at the table): a store section of its own, implemented by each backend. Each keeps its
// choices (who is at the table: not drinking, taken and with whom) on the player's row.
import type { PlayerChoice } from '@skal/shared/table';

export type PlayersResult = { ok: true; players: string[] } | { ok: false; error: 'not_found' | 'taken' | 'room_full' };

/**
 * A change to a player's choices: what is absent stays as it is; the partner by their name key (null for none).
 * A player who is not taken has no partner.
 */
export interface ChoiceChange {
  notDrinking?: boolean;
  taken?: boolean;
  partnerKey?: string | null;
}

export type ChoiceResult =
  { ok: true; choices: Record<string, PlayerChoice> } | { ok: false; error: 'not_found' | 'no_player' };

/** A player's row as the stores read it for the choices. */
export interface ChoiceRow {
  name: string;
  name_key: string;
  not_drinking: boolean | number;
  taken: boolean | number;
  partner_key: string | null;
}

/** The choices of the players in `rows`, by name: only players with a choice; a partner only while they are there. */
export function choicesOf(rows: readonly ChoiceRow[]): Record<string, PlayerChoice> {
  const byKey = new Map(rows.map((row) => [row.name_key, row.name]));
  const choices: Record<string, PlayerChoice> = {};
  for (const row of rows) {
    const choice: PlayerChoice = {};
    if (row.not_drinking) choice.notDrinking = true;
    if (row.taken) {
      choice.taken = true;
      const partner = row.partner_key === null ? undefined : byKey.get(row.partner_key);
      if (partner !== undefined && partner !== row.name) choice.partner = partner;
    }
    if (choice.notDrinking || choice.taken) choices[row.name] = choice;
  }
  return choices;
}

export interface PlayerStore {
  /** Names in the order they were added; null when the room does not exist. */
  list(roomName: string): Promise<string[] | null>;
  /**
   * Adds a normalised name unless one with the same `key` (case folded) is there (`taken`) or the room has
   * `maxPlayers` already (`room_full`). Atomic, also between processes; marks the room as used.
   */
  add(roomName: string, name: string, key: string, now: Date, maxPlayers: number): Promise<PlayersResult>;
  /**
   * Removes the name with this key, and a name stored exactly as `name` (a row added under older rules has
   * another key); none there is fine (removing twice too). Marks the room as used.
   */
  remove(roomName: string, key: string, name: string, now: Date): Promise<PlayersResult>;
  /** The players' choices by name (only players with one); null when the room does not exist. */
  choices(roomName: string): Promise<Record<string, PlayerChoice> | null>;
  /**
   * Sets the choices of the player with `key`; `no_player` when there is none, or when the partner key is not one of
   * the room's players. Atomic with adds and removes; marks the room as used.
   */
  choose(roomName: string, key: string, change: ChoiceChange, now: Date): Promise<ChoiceResult>;
}
