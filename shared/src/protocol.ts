// The wire contract (PROTOCOL.md): event names, typed event maps, payload schemas, acks and error codes.
import { z } from 'zod';
import { MOBILE_NUMBER_LENGTH } from './rules';
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
  'unavailable',
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
  nowShowing: 'nowShowing',
  presence: 'presence',
  removeEntry: 'remove entry',
  restoreEntry: 'restore entry',
  importEntries: 'import entries',
  entryRemoved: 'entryRemoved',
  entryRestored: 'entryRestored',
} as const;

export type AckOk<T extends object = object> = { ok: true } & T;
export type AckError = { ok: false; error: ErrorCode };
export type Ack<T extends object = object> = AckOk<T> | AckError;
export type AckFn<T extends object = object> = (reply: Ack<T>) => void;
export type CountReply = { count: number };

export interface JoinOptions {
  host?: boolean;
}
export interface ChatMessage {
  roomName: string;
  text: string;
}
export interface NowShowingReport {
  roomName: string;
  text: string | null;
  remaining: number;
}
export interface NowShowing {
  text: string | null;
  remaining: number;
}
export interface Presence {
  phones: number;
}

export interface ClientToServerEvents {
  'new room': (roomName: string, ack?: AckFn<CountReply>) => void;
  'join room': (roomName: string, options?: JoinOptions, ack?: AckFn<CountReply>) => void;
  'leave room': (roomName: string, ack?: AckFn) => void;
  'chat message': (message: ChatMessage, ack?: AckFn<CountReply>) => void;
  'free ai': (roomName: string, ack?: AckFn) => void;
  'now showing': (report: NowShowingReport, ack?: AckFn) => void;
  'remove entry': (request: EntryRef, ack?: AckFn<CountReply>) => void;
  'restore entry': (request: EntryRef, ack?: AckFn<CountReply>) => void;
  'import entries': (request: ImportRequest, ack?: AckFn<ImportReply>) => void;
}

export interface ServerToClientEvents {
  numPrompts: (count: number) => void;
  waitingForPrompts: () => void;
  stopWaitingForPrompts: () => void;
  nowShowing: (state: NowShowing) => void;
  presence: (presence: Presence) => void;
  /** An entry left the room: phones drop it from their decks at their next merge. */
  entryRemoved: (id: number) => void;
  /** A removed entry came back (undo): phones that have not dropped it yet keep it. */
  entryRestored: (id: number) => void;
}

// Upper bounds before normalisation keep hostile payloads cheap to reject.
const rawRoomName = z.string().max(200);
const rawText = z.string().max(4000);

export const roomNameSchema = rawRoomName;
export const joinOptionsSchema = z.object({ host: z.boolean().optional() }).partial().optional();
export const chatMessageSchema = z.object({ roomName: rawRoomName, text: rawText });
export const nowShowingSchema = z.object({
  roomName: rawRoomName,
  text: rawText.nullable(),
  remaining: z.number().int().min(0).max(1_000_000),
});

// The deck is ours: removing, restoring and importing entries.
export interface EntryRef {
  roomName: string;
  id: number;
}
export interface ImportRequest {
  roomName: string;
  texts: string[];
}
/** `added` new entries; `skipped` ones that were empty, too long or already in the room (or twice in the batch). */
export type ImportReply = CountReply & { added: number; skipped: number };
/** Paragraphs in one import call; the socket message size limit bounds it long before this. */
export const MAX_IMPORT_BATCH = 500;
export const entryRefSchema = z.object({
  roomName: rawRoomName,
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const importRequestSchema = z.object({
  roomName: rawRoomName,
  texts: z.array(rawText).min(1).max(MAX_IMPORT_BATCH),
});

/** How AI entries are written; both optional on the wire (Classic, alcohol allowed). */
export const styleFields = {
  style: z.enum(AI_STYLES).optional(),
  alcoholFree: z.boolean().optional(),
};

export const mobileNumberSchema = z.string().regex(new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`, 'u'));
export const paymentRequestSchema = z.object({
  roomName: rawRoomName,
  mobileNumber: mobileNumberSchema,
  hasStarted: z.boolean(),
  ...styleFields,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const freeAiRequestSchema = z.object({ roomName: rawRoomName, ...styleFields });

export interface RoomInfo {
  name: string;
  createdAt: string;
}
export interface EntryDto {
  id: string | number;
  value: string;
}
/** `GET /api/{roomName}`: positional, as the phone reads it. */
export type RoomResponse = [RoomInfo, EntryDto[], boolean];

export const PAYMENT_STATES = ['pending', 'paid', 'aborted', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATES)[number];
export interface PaymentStatusResponse {
  reference: string;
  state: PaymentStatus;
  roomName: string;
  /** The AI style bought, for the receipt (servers before it leave these out). */
  style?: (typeof AI_STYLES)[number];
  alcoholFree?: boolean;
}

export interface ProblemDetails {
  type?: string;
  title: string;
  status: number;
  detail: string;
  code?: ErrorCode;
}
