// The interface every source of AI entries implements: a model API or the built-in pack.
import type { Language, StyleChoice } from '@skal/shared';
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
}

export interface EntryGenerator {
  /**
   * Exactly `count` new, valid, distinct entries, or a GenerationError. A lasting rule comes as `{value, rule}`, an
   * entry with a secret as `{value, secret}`, every other entry as its text.
   */
  generate(request: GenerateRequest): Promise<NewEntry[]>;
  readonly description: string;
}

export class GenerationError extends Error {
  constructor(
    message: string,
    /** False when trying again cannot help (bad key, quota gone, refusal). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Lowercased, whitespace-folded text, to catch repeats that differ only in case or spacing. */
export function entryKey(text: string): string {
  return text.toLocaleLowerCase('nb').replace(/\s+/gu, ' ').trim();
}
