// The phone's socket calls at the type level, checked by `npm run typecheck` (tsc): `ask` takes each event's
// arguments and gives its reply as the contract in shared/protocol.ts has them, so a payload changed there
// breaks the phone's calls until they agree (see also server/test/socket-contract.types.test.ts).
import { describe, expectTypeOf, it } from 'vitest';
import type { CountReply } from '@skal/shared';
import { ask, type Result } from './socket';

describe("the phone's socket calls", () => {
  it('answer with the reply type of their event', () => {
    expectTypeOf(ask<'new room'>).returns.toEqualTypeOf<Promise<Result<CountReply>>>();
    expectTypeOf(ask<'free ai'>).returns.toEqualTypeOf<Promise<Result>>();
  });

  it('send only what the contract says', () => {
    // Only compiled, never sent: no socket is opened here.
    const calls = () => {
      void ask('chat message', { roomName: 'fest', text: 'Skål!' });
      void ask('free ai', 'fest', { language: 'english' });
      // @ts-expect-error the entry's text is `text`, not `body`.
      void ask('chat message', { roomName: 'fest', body: 'Skål!' });
      // @ts-expect-error a language the contract does not list.
      void ask('free ai', 'fest', { language: 'svenska' });
      // @ts-expect-error an event that is not in the contract.
      void ask('kick player', 'fest');
    };
    expectTypeOf(calls).toBeFunction();
  });
});
