// The interface every source of AI entries implements: a model API or the built-in pack.
import type { AiFailure, Language, StyleChoice } from '@skal/shared';
import type { NewEntry } from '../store/store';

export interface GenerateRequest {
  language: Language;
  count: number;
  /** Every entry the room already has: nothing generated may repeat one. */
  existing: readonly string[];
  /** Intensity and whether entries may need alcohol; Classic with alcohol when left out. */
  style?: StyleChoice;
  /** How many players the room has (never their names): placeholder entries need at least 2. */
  players?: number;
  /** Who is at the table, counted, never named: the model is told what a named slot may ask. */
  table?: TableCounts;
}

/** How many of the room's players do not drink, and how many are taken (docs/product.md "Who is at the table"). */
export interface TableCounts {
  notDrinking: number;
  taken: number;
}

export interface EntryGenerator {
  /**
   * Exactly `count` new, valid, distinct entries, or a GenerationError. A lasting rule comes as `{value, rule}`, an
   * entry with a secret as `{value, secret}`, an entry with table tags with `table`, every other entry as its text.
   */
  generate(request: GenerateRequest): Promise<NewEntry[]>;
  readonly description: string;
  /**
   * Whether entries can be written now, asked before a payment starts or a free grant is claimed (so nobody pays,
   * or waits, for entries that cannot come): null when they can, else why not. A model asks its API; Skål's
   * collection checks it has enough left for the request. Without it, the generator is taken to be ready.
   */
  ready?(request: Omit<GenerateRequest, 'existing'> & { existing?: readonly string[] }): Promise<AiFailure | null>;
}

export class GenerationError extends Error {
  constructor(
    message: string,
    /** False when trying again cannot help (bad key, quota gone, refusal). */
    readonly retryable: boolean,
    /** What the player is told: the model did not answer (the default), its answers fell short, or none are left. */
    readonly reason: AiFailure = 'model_unavailable',
  ) {
    super(message);
  }
}

/** What a failed delivery tells the player: a GenerationError's reason, else that the model did not answer. */
export function failureOf(error: unknown): AiFailure {
  return error instanceof GenerationError ? error.reason : 'model_unavailable';
}

/** Lowercased, whitespace-folded text, to catch repeats that differ only in case or spacing. */
export function entryKey(text: string): string {
  return text.toLocaleLowerCase('nb').replace(/\s+/gu, ' ').trim();
}
