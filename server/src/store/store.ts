// The storage interface every backend (SQLite here, PostgreSQL for scale-out) implements.
import type { PlayerStore } from './players-store';

export interface StoredRoom {
  name: string;
  createdAt: Date;
  freeAiUsed: boolean;
}

export interface StoredEntry {
  id: number;
  value: string;
}

export type EntrySource = 'player' | 'ai';

export type AddEntriesResult =
  { ok: true; entries: StoredEntry[]; count: number } | { ok: false; error: 'not_found' | 'room_full' };

/** A payment's life on our side (the wallet has its own states; see payments/fulfilment.ts). */
export const PAYMENT_STATES = [
  'created',
  'authorized',
  'generating',
  'delivered',
  'captured',
  'aborted',
  'expired',
  'failed',
  'cancelled',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['captured', 'aborted', 'expired', 'cancelled'];

export interface StoredPayment {
  reference: string;
  roomName: string;
  language: string;
  amountOre: number;
  entryCount: number;
  state: PaymentState;
  leaseUntil: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPayment = Omit<StoredPayment, 'state' | 'leaseUntil' | 'updatedAt'>;

export type DeliverResult = AddEntriesResult | { ok: false; error: 'not_claimed' };

export interface Store {
  /** Creates the room, or returns null when the name is taken (atomic under concurrent calls). */
  createRoom(name: string, now: Date): Promise<StoredRoom | null>;
  getRoom(name: string): Promise<StoredRoom | null>;
  /** Entries in the order they were added. */
  listEntries(name: string): Promise<StoredEntry[]>;
  countEntries(name: string): Promise<number | null>;
  /** Adds all entries or none; never lets the room grow past `maxEntries`. */
  addEntries(
    name: string,
    values: readonly string[],
    source: EntrySource,
    now: Date,
    maxEntries: number,
  ): Promise<AddEntriesResult>;
  /** Marks the room as used now, so the TTL sweeper keeps it. Returns false when it does not exist. */
  touchRoom(name: string, now: Date): Promise<boolean>;
  /** Takes the room's one free AI grant; exactly one caller wins, also across processes. */
  claimFreeAi(name: string): Promise<'claimed' | 'used' | 'not_found'>;
  /** Gives the grant back when generation failed for good, so the room can try again. */
  releaseFreeAi(name: string): Promise<void>;

  createPayment(payment: NewPayment): Promise<void>;
  getPayment(reference: string): Promise<StoredPayment | null>;
  /** Payments not yet in a final state, oldest first (resumed after a restart). */
  listOpenPayments(): Promise<StoredPayment[]>;
  /**
   * Compare-and-set: moves the payment to `to` only if it is in one of `from` (and, for
   * `generating`, its lease has run out). Exactly one caller wins; returns whether it did.
   */
  transitionPayment(
    reference: string,
    from: readonly PaymentState[],
    to: PaymentState,
    now: Date,
    leaseUntil?: Date,
  ): Promise<boolean>;
  /** In one transaction: adds the entries and moves the payment from `generating` to `delivered`. */
  deliverPayment(reference: string, values: readonly string[], now: Date, maxEntries: number): Promise<DeliverResult>;

  /** Deletes rooms (and their entries) idle since before `cutoff`; returns how many. */
  deleteIdleRooms(cutoff: Date): Promise<number>;
  /** Resolves when the database answers (for /healthz); rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The rooms' players (names at the table). */
  readonly players: PlayerStore;
  readonly kind: 'sqlite' | 'postgres';
  readonly description: string;
}
