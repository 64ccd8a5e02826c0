// The socket contract at the type level, checked by `npm run typecheck` (tsc) as well as by Vitest: the event map
// both ends compile against and the server's handler table come from the one event table in shared/protocol.ts, so
// a changed payload or a new event breaks the handler table and the phone's calls until they agree.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Socket } from 'socket.io-client';
import type {
  Ack,
  AckFn,
  CLIENT_EVENTS,
  ClientEventMap,
  ClientEventSpec,
  ClientToServerEvents,
  CountReply,
  JoinReply,
  ImportReply,
  ServerToClientEvents,
  chatMessageSchema,
} from '@skal/shared';
import type { SocketHandlers } from '../src/sockets/socket-server';

/** The contract with `chat message`'s payload changed: the entry's text renamed from `text` to `body`. */
type ChangedPayload = Omit<typeof CLIENT_EVENTS, 'chat message'> & {
  'chat message': ClientEventSpec<
    z.ZodTuple<[z.ZodObject<{ roomName: z.ZodString; body: z.ZodString }>], null>,
    CountReply
  >;
};

/** The contract with one more event that nothing handles yet. */
type WithNewEvent = typeof CLIENT_EVENTS & { 'kick player': ClientEventSpec<z.ZodTuple<[z.ZodString], null>> };

// Only their types matter here; nothing is called.
const handlers = null as unknown as SocketHandlers;
const phone = null as unknown as Socket<ServerToClientEvents, ClientToServerEvents>;
const phoneOnChangedContract = null as unknown as Socket<ServerToClientEvents, ClientEventMap<ChangedPayload>>;

describe('the socket contract', () => {
  it('derives the event map from the schemas: what the phone sends is what the server validates', () => {
    expectTypeOf<Parameters<ClientToServerEvents['chat message']>>().toEqualTypeOf<
      [message: z.input<typeof chatMessageSchema>, ack?: AckFn<CountReply>]
    >();
    expectTypeOf<Parameters<ClientToServerEvents['free ai']>>().toEqualTypeOf<
      [
        roomName: string,
        options?: {
          language?: 'norsk' | 'english' | 'dansk' | 'suomi';
          style?: 'mild' | 'classic' | 'spicy';
          alcoholFree?: boolean;
        },
        ack?: AckFn,
      ]
    >();
    expectTypeOf<Parameters<ClientToServerEvents['import entries']>>().toEqualTypeOf<
      [
        request: {
          roomName: string;
          texts: (
            | string
            | {
                text: string;
                rule?: { end?: string };
                secret?: { kind: 'question' | 'answer'; text: string };
                slots?: string[];
                everyone?: boolean;
                forfeit?: string;
              }
          )[];
        },
        ack?: AckFn<ImportReply>,
      ]
    >();
    expectTypeOf<Parameters<ClientToServerEvents['join room']>>().toEqualTypeOf<
      [roomName: string, options?: { host?: boolean; phone?: string }, ack?: AckFn<JoinReply>]
    >();
  });

  it("gives each handler its event's validated arguments and its ack's type", () => {
    expectTypeOf<Parameters<SocketHandlers['chat message']>[1]>().toEqualTypeOf<{
      roomName: string;
      text: string;
      rule?: { end?: string };
      id?: string;
    }>();
    expectTypeOf<Parameters<SocketHandlers['free ai']>[2]>().toEqualTypeOf<
      | {
          language?: 'norsk' | 'english' | 'dansk' | 'suomi';
          style?: 'mild' | 'classic' | 'spicy';
          alcoholFree?: boolean;
        }
      | undefined
    >();
    expectTypeOf<Parameters<SocketHandlers['remove entry']>[1]>().toEqualTypeOf<{ roomName: string; id: number }>();
    expectTypeOf<ReturnType<SocketHandlers['import entries']>>().toEqualTypeOf<Promise<Ack<ImportReply>>>();
    expectTypeOf<ReturnType<SocketHandlers['new room']>>().toEqualTypeOf<Promise<Ack<CountReply>>>();
  });

  it('does not compile when a payload changes but the handler table does not', () => {
    // @ts-expect-error the `chat message` handler still reads `text`; the changed contract sends `body`.
    const stale: SocketHandlers<ChangedPayload> = handlers;
    void stale;
  });

  it('does not compile when an event is added without a handler', () => {
    // @ts-expect-error `kick player` has no handler.
    const missing: SocketHandlers<WithNewEvent> = handlers;
    void missing;
  });

  it("does not compile when a payload changes but the phone's call does not", () => {
    const send = () => {
      // What phone/src/net/socket.ts sends today compiles against today's contract…
      phone.emit('chat message', { roomName: 'fest', text: 'Skål!' });
      phone.emit('free ai', 'fest', { language: 'english' });
      // …and not against the changed one.
      // @ts-expect-error `text` is not part of the changed `chat message` payload.
      phoneOnChangedContract.emit('chat message', { roomName: 'fest', text: 'Skål!' });
      // @ts-expect-error `free ai` takes a language from the contract's list only.
      phone.emit('free ai', 'fest', { language: 'svenska' });
    };
    expectTypeOf(send).toBeFunction();
  });
});
