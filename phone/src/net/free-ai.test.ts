// The free entries' refusals: a phone that is not in the room (yet, or again) is told so, over either path.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLE_CHOICE } from '@skal/shared';
import { isNotMember, paymentRefusalKey } from '../components/payment-refusal';

const socket = vi.hoisted(() => ({ connected: false, answer: { ok: false, error: 'not_member' } as unknown }));
vi.mock('./socket', () => ({
  isConnected: () => socket.connected,
  requestFreeAiOverSocket: () => Promise.resolve(socket.answer),
}));

const { claimFreeAi } = await import('./free-ai');
const STYLE = DEFAULT_STYLE_CHOICE;

afterEach(() => vi.unstubAllGlobals());

describe('claimFreeAi', () => {
  it('over HTTP, a 403 not_member is a refusal the drawer names (join the room again)', async () => {
    socket.connected = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'not_member' }), {
            status: 403,
            headers: { 'content-type': 'application/problem+json' },
          }),
        ),
      ),
    );
    const refused = await claimFreeAi('fest', 'norsk', STYLE).catch((error: unknown) => error);
    expect(isNotMember(refused)).toBe(true);
    expect(paymentRefusalKey(refused)).toBe('aiDrawer.notMember');
  });

  it('over the socket, not_member is the same refusal; other codes keep their outcomes', async () => {
    socket.connected = true;
    socket.answer = { ok: false, error: 'not_member' };
    expect(isNotMember(await claimFreeAi('fest', 'norsk', STYLE).catch((error: unknown) => error))).toBe(true);
    socket.answer = { ok: false, error: 'used_up' };
    expect(await claimFreeAi('fest', 'norsk', STYLE)).toBe('used_up');
    socket.answer = { ok: true };
    expect(await claimFreeAi('fest', 'norsk', STYLE)).toBe('started');
  });
});
