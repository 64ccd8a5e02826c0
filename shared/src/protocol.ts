// The wire contract (PROTOCOL.md): event names, typed event maps, payload schemas, acks and error codes.
import { z } from 'zod';
import { MOBILE_NUMBER_LENGTH } from './rules';

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
  addPlayer: 'add player',
  removePlayer: 'remove player',
  players: 'players',
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
/** A name to add to or remove from the room's players (names at the table). */
export interface PlayerRequest {
  roomName: string;
  name: string;
}
/** The room's players in the order they were added; the add/remove ack and the `players` broadcast. */
export interface PlayersList {
  players: string[];
}

export interface ClientToServerEvents {
  'new room': (roomName: string, ack?: AckFn<CountReply>) => void;
  'join room': (roomName: string, options?: JoinOptions, ack?: AckFn<CountReply>) => void;
  'leave room': (roomName: string, ack?: AckFn) => void;
  'chat message': (message: ChatMessage, ack?: AckFn<CountReply>) => void;
  'free ai': (roomName: string, ack?: AckFn) => void;
  'now showing': (report: NowShowingReport, ack?: AckFn) => void;
  'add player': (request: PlayerRequest, ack?: AckFn<PlayersList>) => void;
  'remove player': (request: PlayerRequest, ack?: AckFn<PlayersList>) => void;
}

export interface ServerToClientEvents {
  numPrompts: (count: number) => void;
  waitingForPrompts: () => void;
  stopWaitingForPrompts: () => void;
  nowShowing: (state: NowShowing) => void;
  presence: (presence: Presence) => void;
  players: (list: PlayersList) => void;
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
export const playerRequestSchema = z.object({ roomName: rawRoomName, name: z.string().max(200) });

export const mobileNumberSchema = z.string().regex(new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`, 'u'));
export const paymentRequestSchema = z.object({
  roomName: rawRoomName,
  mobileNumber: mobileNumberSchema,
  hasStarted: z.boolean(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const freeAiRequestSchema = z.object({ roomName: rawRoomName });

export interface RoomInfo {
  name: string;
  createdAt: string;
}
export interface EntryDto {
  id: string | number;
  value: string;
}
/** `GET /api/{roomName}`: positional, as the phone reads it; item 3, the players' names, was added after the spec. */
export type RoomResponse = [RoomInfo, EntryDto[], boolean, string[]];

export const PAYMENT_STATES = ['pending', 'paid', 'aborted', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATES)[number];
export interface PaymentStatusResponse {
  reference: string;
  state: PaymentStatus;
  roomName: string;
}

export interface ProblemDetails {
  type?: string;
  title: string;
  status: number;
  detail: string;
  code?: ErrorCode;
}
