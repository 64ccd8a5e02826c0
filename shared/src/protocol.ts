// The wire contract (docs/protocol.md): event names, the event table with its schemas and the typed event maps
// derived from it, HTTP payloads, acks and error codes.
import { z } from 'zod';
import { LANGUAGES, MAX_ENTRIES_PER_ROOM, MOBILE_NUMBER_LENGTH, type Language } from './rules';
import { PLAYER_NAME_MAX_LENGTH } from './players';
import type { RoundDto, RoundSummary } from './kept-round';
import type { PlayerChoice } from './table';
import type { SlotTag } from './slots';
import { AI_STYLES } from './ai-style';

/** The contract's codes, plus `unavailable` for a server-side failure (storage down) that is nobody's input. */
export const ERROR_CODES = [
  'invalid',
  'not_found',
  'taken',
  'empty',
  'too_long',
  'room_full',
  'rate_limited',
  'used',
  'used_up',
  'unavailable',
  'not_member',
  'removals_limited',
  'placeholder',
  'round_running',
  'not_holder',
  'no_round',
  'stale',
  'no_player',
  // AI entries that cannot come (issue #39): the model is not there, or its answers were not usable.
  'model_unavailable',
  'too_few',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const EVENTS = {
  newRoom: 'new room',
  joinRoom: 'join room',
  leaveRoom: 'leave room',
  chatMessage: 'chat message',
  freeAi: 'free ai',
  nowShowingIn: 'now showing',
  numPrompts: 'numPrompts',
  waitingForPrompts: 'waitingForPrompts',
  stopWaitingForPrompts: 'stopWaitingForPrompts',
  aiFailed: 'aiFailed',
  nowShowing: 'nowShowing',
  presence: 'presence',
  removeEntry: 'remove entry',
  restoreEntry: 'restore entry',
  importEntries: 'import entries',
  entryRemoved: 'entryRemoved',
  entryRestored: 'entryRestored',
  addFromCollection: 'add from collection',
  removedEntries: 'removed entries',
  addPlayer: 'add player',
  removePlayer: 'remove player',
  setPlayerChoice: 'set player choice',
  players: 'players',
  startRound: 'start round',
  takeOverRound: 'take over round',
  roundMoved: 'round moved',
  endRound: 'end round',
  round: 'round',
  setRoomLanguage: 'set room language',
  roomLanguage: 'roomLanguage',
} as const satisfies Record<string, ClientEventName | keyof ServerToClientEvents>;

export type AckOk<T extends object = object> = { ok: true } & T;
export type AckError = {
  ok: false;
  error: ErrorCode;
  /** With `removals_limited`: how many entries the room may lose to removals per minute. */
  perMinute?: number;
};
export type Ack<T extends object = object> = AckOk<T> | AckError;
export type AckFn<T extends object = object> = (reply: Ack<T>) => void;
export type CountReply = { count: number };

// Upper bounds before normalisation keep hostile payloads cheap to reject; the room and entry rules
// (room-name.ts, entry-text.ts) run after these.
const rawRoomName = z.string().max(200);
const rawText = z.string().max(4000);

export const roomNameSchema = rawRoomName;
export const languageSchema = z.enum(LANGUAGES);
/**
 * A phone's own id (random, kept on the phone): who holds the room's round is told by it, so a reload, a rejoin or
 * a new socket after a restart is still the same phone. Never sent to another phone.
 */
export const phoneIdSchema = z.string().regex(/^[\w-]{16,64}$/u);
export const joinOptionsSchema = z.object({ host: z.boolean().optional(), phone: phoneIdSchema.optional() });
/** `new room`'s optional second argument: the room's language (docs/product.md "Languages"; default norsk). */
export const newRoomOptionsSchema = z.object({ language: languageSchema.optional() });
/** `set room language`: the language the collection and the model write in for the room (joined phones only). */
export const roomLanguageRequestSchema = z.object({ roomName: rawRoomName, language: languageSchema });
/**
 * A lasting rule (docs/product.md "Lasting rules"): `end` is what the end card says; without it (or empty) the end
 * card repeats the rule's text. The entry rules apply to it as to the text.
 */
export const lastingRuleSchema = z.object({ end: rawText.optional() });
/** Whom an entry's secret is for: a question to whisper, or the answer to a quiz. */
export const SECRET_KINDS = ['question', 'answer'] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];
/**
 * An entry's secret for the phone alone (docs/product.md "Secrets"): the phone shows it behind a button, never in a
 * `now showing` report or on the TV. Its text follows the entry rules (entry-text.ts, at most 280 characters), which
 * run after this bound.
 */
export const entrySecretSchema = z.object({ kind: z.enum(SECRET_KINDS), text: rawText });
export type EntrySecret = { kind: SecretKind; text: string };
/**
 * An add's own id, made by the phone (16–64 of [A-Za-z0-9_-], like a phone id): a retry of the same add with the same
 * id is answered as the first was and never stored twice. Optional: an add without one is stored each time it comes.
 */
export const addIdSchema = z.string().regex(/^[\w-]{16,64}$/u);
/**
 * `chat message`: one entry; with `rule` a lasting rule (phones before rules send text only); with `id` an add that
 * may be retried (addIdSchema).
 */
export const chatMessageSchema = z.object({
  roomName: rawRoomName,
  text: rawText,
  rule: lastingRuleSchema.optional(),
  id: addIdSchema.optional(),
});
/** How AI entries are written; both optional on the wire (Classic, alcohol allowed). */
export const styleFields = {
  style: z.enum(AI_STYLES).optional(),
  alcoholFree: z.boolean().optional(),
};
/** `free ai`'s second argument and part of `POST /api/free-ai`: the language and style of the entries. */
export const freeAiOptionsSchema = z.object({ language: languageSchema.optional(), ...styleFields });
/**
 * How the phone filled the entry it shows: its own text and the names (or `noen`) where the placeholders were, in
 * order, joined the text. The TV renders these pieces, so it highlights exactly what the phone does. At most one
 * piece of text on each side of each placeholder (40 of them fit in 280 characters).
 */
export const filledPiecesSchema = z.array(z.object({ text: rawText, player: z.boolean() })).max(100);
/** Rules in play one report may list (a round's rules in play at once; more are left out by the phone). */
export const MAX_RULES_IN_PLAY = 50;
export const nowShowingSchema = z.object({
  roomName: rawRoomName,
  text: rawText.nullable(),
  remaining: z.number().int().min(0).max(1_000_000),
  /** Optional: phones before it sent the text only, and the TV marks the room's names in that. */
  pieces: filledPiecesSchema.optional(),
  /** An end card is showing: its heading (in the phone's language) and text (the same as `text`). */
  end: z.object({ heading: z.string().max(100), text: rawText }).optional(),
  /** The texts of the rules in play, oldest first (phones before rules send none). */
  rules: z.array(rawText).max(MAX_RULES_IN_PLAY).optional(),
});
/** `add player` / `remove player`: a name for the room's players (names at the table; players.ts has the rules). */
export const playerRequestSchema = z.object({ roomName: rawRoomName, name: z.string().max(200) });
/**
 * `set player choice`: who is at the table (docs/product.md): a player's `notDrinking`, `taken` and `partner` (another
 * player's name, or null for none); what is left out stays as it is.
 */
export const playerChoiceRequestSchema = playerRequestSchema.extend({
  notDrinking: z.boolean().optional(),
  taken: z.boolean().optional(),
  partner: z.string().max(200).nullable().optional(),
});

// The deck is ours: removing, restoring and importing entries.
/** Paragraphs in one import call (short paragraphs reach it before the socket message size limit). */
export const MAX_IMPORT_BATCH = 500;
export const entryRefSchema = z.object({
  roomName: rawRoomName,
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
/**
 * One imported entry: a paragraph's text, or its text with a lasting rule's end, a secret and/or its table tags (who is
 * at the table). The tags are bounded here only: an item whose tags do not fit its text (a slot count other than its
 * placeholders', an unknown tag, a forfeit over 80 characters) is skipped and counted by table-tags.ts, so one bad
 * item never costs the whole import.
 */
export const importItemSchema = z.union([
  rawText,
  z.object({
    text: rawText,
    rule: lastingRuleSchema.optional(),
    secret: entrySecretSchema.optional(),
    slots: z.array(z.string().max(40)).max(100).optional(),
    everyone: z.boolean().optional(),
    forfeit: rawText.optional(),
  }),
]);
export const importRequestSchema = z.object({
  roomName: rawRoomName,
  texts: z.array(importItemSchema).min(1).max(MAX_IMPORT_BATCH),
});
/** `add from collection`: the room, and the language (default norsk) and style of the collection's entries. */
export const collectionRequestSchema = z.object({
  roomName: rawRoomName,
  language: languageSchema.optional(),
  ...styleFields,
});
export type CollectionRequest = z.infer<typeof collectionRequestSchema>;
/** `added` entries of Skål's collection went in (1–20); none left for the choice is the `used_up` error. */
export type CollectionReply = CountReply & { added: number };
export type EntryRef = z.infer<typeof entryRefSchema>;
export type ImportRequest = z.infer<typeof importRequestSchema>;
/**
 * `restore entry`: the count, and `mergedInto` when the room has the entry's text again as another live entry (added
 * or imported after the removal): that entry is the one that stays, the removed one stays removed, and nothing changes.
 */
export type RestoreReply = CountReply & { mergedInto?: number };
/** An entry of Recently removed: its id (for `restore entry`), its text and when it was removed (ISO 8601). */
export interface RemovedEntryDto {
  id: number;
  text: string;
  removedAt: string;
}
/** `removed entries`: the room's entries removed in the last 24 hours, newest first. */
export type RemovedEntriesReply = { entries: RemovedEntryDto[] };
export type ImportItem = z.infer<typeof importItemSchema>;
/** `added` new entries; `skipped` ones that were empty, too long or already in the room (or twice in the batch). */
export type ImportReply = CountReply & { added: number; skipped: number };

export type JoinOptions = z.infer<typeof joinOptionsSchema>;
export type NewRoomOptions = z.infer<typeof newRoomOptionsSchema>;
export type RoomLanguageRequest = z.infer<typeof roomLanguageRequestSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type FreeAiOptions = z.infer<typeof freeAiOptionsSchema>;
export type NowShowingReport = z.infer<typeof nowShowingSchema>;
export type PlayerRequest = z.infer<typeof playerRequestSchema>;
export type PlayerChoiceRequest = z.infer<typeof playerChoiceRequestSchema>;

// One round per room, kept by the room (kept-round.ts).
/** The most cards a round may have: every entry a room may hold, and an end card for each. */
export const MAX_ROUND_CARDS = 2 * MAX_ENTRIES_PER_ROOM;
const roundIdSchema = z.string().regex(/^[\w-]{8,64}$/u);
const leaseSchema = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31);
const positionSchema = z.number().int().min(0).max(MAX_ROUND_CARDS);
/** `start round`: a new round of every entry; with `again` (the round's id), its holder deals a new shuffle. */
export const startRoundSchema = z.object({ roomName: rawRoomName, again: roundIdSchema.optional() });
/** `take over round`: the round (its id and the lease the phone saw) goes on from its card on this phone. */
export const takeOverRoundSchema = z.object({ roomName: rawRoomName, id: roundIdSchema, lease: leaseSchema });
/** Names dealt to cards, by name key; a report carries the ones dealt since the last. */
export const dealtNamesSchema = z
  .record(z.string().max(40), z.array(z.string().max(PLAYER_NAME_MAX_LENGTH)).max(80))
  .refine((names) => Object.keys(names).length <= 100);
/**
 * `round moved`: the holder shows the card `card` (its key) at `position`, with the names it dealt. With `refresh`,
 * the room lays in the entries added since and drops removed ones, and answers the round as it is now.
 */
export const roundMovedSchema = z.object({
  roomName: rawRoomName,
  id: roundIdSchema,
  lease: leaseSchema,
  position: positionSchema,
  card: z.string().max(60),
  names: dealtNamesSchema.optional(),
  refresh: z.boolean().optional(),
});
/** `end round`: the holder ends the round (every card played and the phone left, or left near the end). */
export const endRoundSchema = z.object({ roomName: rawRoomName, id: roundIdSchema });
/** A card of a round as its holder gets it: an entry, or a rule's end card (`endOf`, `offset`). */
export type RoundCardDto = EntryDto & { endOf?: string | number; offset?: number };
export type RoundReply = { round: RoundDto<RoundCardDto> };
export type StartRoundRequest = z.infer<typeof startRoundSchema>;
export type TakeOverRoundRequest = z.infer<typeof takeOverRoundSchema>;
export type RoundMovedRequest = z.infer<typeof roundMovedSchema>;
export type EndRoundRequest = z.infer<typeof endRoundSchema>;
/** The join's ack: the count, and the room's round when one runs (what the lobby shows). */
export type JoinReply = CountReply & { round?: RoundSummary };

/**
 * One client → server event: the schema of its arguments (the ack aside) and, as a type only, what its ack
 * carries on success. Curried so the reply type is written and the argument types are inferred.
 */
export interface ClientEventSpec<Args extends z.ZodTuple = z.ZodTuple, Reply extends object = object> {
  args: Args;
  /** How many arguments the schema describes; the server ignores any beyond them, as it always has. */
  arity: number;
  /** Never set: carries the ack's success payload type. */
  reply?: Reply;
}

function clientEvent<Reply extends object = object>() {
  return <const Items extends readonly [z.ZodType, ...z.ZodType[]]>(...items: Items) =>
    ({ args: z.tuple(items), arity: items.length }) as ClientEventSpec<z.ZodTuple<Items, null>, Reply>;
}

/**
 * The client → server half of the contract, in one table: the server validates every event against it and the
 * typed event map below is derived from it, so a changed payload changes both ends (docs/protocol.md).
 */
export const CLIENT_EVENTS = {
  'new room': clientEvent<CountReply>()(roomNameSchema, newRoomOptionsSchema.optional()),
  'join room': clientEvent<JoinReply>()(roomNameSchema, joinOptionsSchema.optional()),
  'leave room': clientEvent()(roomNameSchema),
  'chat message': clientEvent<CountReply>()(chatMessageSchema),
  'free ai': clientEvent()(roomNameSchema, freeAiOptionsSchema.optional()),
  'now showing': clientEvent()(nowShowingSchema),
  'remove entry': clientEvent<CountReply>()(entryRefSchema),
  'restore entry': clientEvent<RestoreReply>()(entryRefSchema),
  'import entries': clientEvent<ImportReply>()(importRequestSchema),
  'add from collection': clientEvent<CollectionReply>()(collectionRequestSchema),
  'removed entries': clientEvent<RemovedEntriesReply>()(roomNameSchema),
  'add player': clientEvent<PlayersList>()(playerRequestSchema),
  'remove player': clientEvent<PlayersList>()(playerRequestSchema),
  'set player choice': clientEvent<PlayersList>()(playerChoiceRequestSchema),
  'start round': clientEvent<RoundReply>()(startRoundSchema),
  'take over round': clientEvent<RoundReply>()(takeOverRoundSchema),
  'round moved': clientEvent<Partial<RoundReply>>()(roundMovedSchema),
  'end round': clientEvent()(endRoundSchema),
  'set room language': clientEvent()(roomLanguageRequestSchema),
} satisfies Record<string, ClientEventSpec>;

export type ClientEventTable = Record<string, ClientEventSpec>;
/** What a client sends with an event, before validation. */
export type ClientEventArgs<T extends ClientEventTable, E extends keyof T> = z.input<T[E]['args']>;
/** What a server handler gets for an event, after validation. */
export type ParsedClientEventArgs<T extends ClientEventTable, E extends keyof T> = z.output<T[E]['args']>;
/** What an event's ack carries on success. */
export type ClientEventReply<T extends ClientEventTable, E extends keyof T> = NonNullable<T[E]['reply']>;

/** A Socket.IO event map from an event table: each event's arguments, then an optional ack. */
export type ClientEventMap<T extends ClientEventTable> = {
  [E in keyof T]: (...args: [...ClientEventArgs<T, E>, ack?: AckFn<ClientEventReply<T, E>>]) => void;
};

export type ClientToServerEvents = ClientEventMap<typeof CLIENT_EVENTS>;
export type ClientEventName = keyof ClientToServerEvents;
/** What a client sends with an event of the contract (the ack aside), and what the ack carries on success. */
export type EventArgs<E extends ClientEventName> = ClientEventArgs<typeof CLIENT_EVENTS, E>;
export type EventReply<E extends ClientEventName> = ClientEventReply<typeof CLIENT_EVENTS, E>;

export interface NowShowing {
  text: string | null;
  remaining: number;
  /** The text as the playing phone filled it (names and the rest), when that phone said so. */
  pieces?: { text: string; player: boolean }[];
  /** The card is a lasting rule's end card: its heading and text. */
  end?: { heading: string; text: string };
  /** The texts of the lasting rules in play, when the playing phone said so. */
  rules?: string[];
}
export interface Presence {
  phones: number;
}
/** The room's players in the order they were added; the add/remove ack and the `players` broadcast. */
export interface PlayersList {
  players: string[];
  /** Who is at the table: the choices of the players that made any, by name (servers before it send none). */
  choices?: Record<string, PlayerChoice>;
}

/**
 * Why AI entries (free or paid) could not be delivered, so the phone says it in the player's language:
 * the model did not answer (`model_unavailable`), its answers held too few usable entries (`too_few`), Skål's
 * collection has nothing left for the style (`used_up`), or the room has no space (`room_full`).
 */
export const AI_FAILURES = ['model_unavailable', 'too_few', 'used_up', 'room_full'] as const;
export type AiFailure = (typeof AI_FAILURES)[number];
/** `aiFailed`: the entries being written for the room will not come; `free` says whether they were the free ones. */
export interface AiFailed {
  reason: AiFailure;
  free: boolean;
}

export interface ServerToClientEvents {
  numPrompts: (count: number) => void;
  waitingForPrompts: () => void;
  stopWaitingForPrompts: () => void;
  /** The entries being written for the room failed (sent just before `stopWaitingForPrompts`). */
  aiFailed: (failure: AiFailed) => void;
  nowShowing: (state: NowShowing) => void;
  presence: (presence: Presence) => void;
  /** An entry left the room: phones drop it from their decks at their next merge. */
  entryRemoved: (id: number) => void;
  /** A removed entry came back (undo): phones that have not dropped it yet keep it. */
  entryRestored: (id: number) => void;
  players: (list: PlayersList) => void;
  /** The room's round: started, moved, taken over (a new lease), or null once it ended. */
  round: (round: RoundSummary | null) => void;
  /** The room's language (on join, and to the whole room when a phone changes it). */
  roomLanguage: (language: Language) => void;
}

/** Every server → client event by name; the type makes a new event in the map show up here (and in the docs test). */
export const SERVER_EVENTS: { [E in keyof ServerToClientEvents]: E } = {
  numPrompts: 'numPrompts',
  waitingForPrompts: 'waitingForPrompts',
  stopWaitingForPrompts: 'stopWaitingForPrompts',
  aiFailed: 'aiFailed',
  nowShowing: 'nowShowing',
  presence: 'presence',
  entryRemoved: 'entryRemoved',
  entryRestored: 'entryRestored',
  players: 'players',
  round: 'round',
  roomLanguage: 'roomLanguage',
};

export const mobileNumberSchema = z.string().regex(new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`, 'u'));
/**
 * `POST /api/dopayment`. `hasStarted` (whether the round had started) is what phones have always sent; the
 * server accepts it and does not use it. `language` picks the language of the entries and the wallet's text;
 * `style` and `alcoholFree` how they are written.
 */
export const paymentRequestSchema = z.object({
  roomName: rawRoomName,
  /** Norway's payers only (issue #40): elsewhere no number is asked or sent. */
  mobileNumber: mobileNumberSchema.optional(),
  /**
   * The paying phone's language, which picks the market (dansk: Denmark, suomi: Finland, else Norway); any string, an
   * unknown one pays in Norway. Without it, `language`'s market.
   */
  payerLanguage: z.string().max(20).optional(),
  hasStarted: z.boolean().optional(),
  language: languageSchema.optional(),
  ...styleFields,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
/**
 * `POST /api/{roomName}/entries`: one entry over HTTP, as `chat message` without a rule (with its optional `id`).
 * Strict: any other key (a `rule`, a `roomName`) is refused as `invalid` rather than ignored.
 */
export const addEntryRequestSchema = z.strictObject({ text: rawText, id: addIdSchema.optional() });
export type AddEntryRequest = z.infer<typeof addEntryRequestSchema>;
/** `POST /api/{roomName}/entries` added the entry: the room's new entry count. */
export type AddEntryResponse = { ok: true } & CountReply;
/** `POST /api/free-ai`: the room, and the language (default norsk) and style of the entries. */
export const freeAiRequestSchema = freeAiOptionsSchema.extend({ roomName: rawRoomName });
export type FreeAiRequest = z.infer<typeof freeAiRequestSchema>;

export interface RoomInfo {
  name: string;
  createdAt: string;
}
export interface EntryDto {
  id: string | number;
  value: string;
  /** A lasting rule: its end text ('' for none). Absent on plain entries; older phones ignore it. */
  rule?: { end: string };
  /** The entry's secret for the phone alone (a question to whisper, a quiz's answer). Absent when it has none. */
  secret?: EntrySecret;
  /** Table tags (who is at the table): one per placeholder; absent on an entry read by its words. */
  slots?: SlotTag[];
  /** Players beyond the named ones drink; absent when not. */
  everyone?: boolean;
  /** What a not-drinking player does instead on an everyone-drinks card. */
  forfeit?: string;
}
/**
 * `GET /api/{roomName}`: positional, as the phone reads it; item 3, the players' names, and item 4, the room's
 * language, were added after the spec.
 */
export type RoomResponse = [RoomInfo, EntryDto[], boolean, string[], Language];

export const PAYMENT_STATES = ['pending', 'paid', 'aborted', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATES)[number];
export interface PaymentStatusResponse {
  reference: string;
  state: PaymentStatus;
  roomName: string;
  /** The AI style bought, for the receipt (servers before it leave these out). */
  style?: (typeof AI_STYLES)[number];
  alcoholFree?: boolean;
  /** With `failed`: what failed when the entries could not be delivered (nothing was charged). */
  failure?: AiFailure;
  /** With `paid`: whether the entries are in the room yet (false while they are being written). */
  delivered?: boolean;
  /**
   * What the receipt states (issue #40; servers before it leave these out): the market the payment was taken in, its
   * amount including VAT in minor units and currency, and the market's VAT rate in percent.
   */
  market?: 'NO' | 'DK' | 'FI';
  amountMinor?: number;
  currency?: 'NOK' | 'DKK' | 'EUR';
  vatPercent?: number;
}

export interface ProblemDetails {
  type?: string;
  title: string;
  status: number;
  detail: string;
  code?: ErrorCode;
}
