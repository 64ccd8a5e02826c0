import { describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ fetchRoom: vi.fn(async () => ({ entries: [], paid: false })) }));
vi.mock('./socket', () => ({ joinRoom: vi.fn(async () => ({ ok: true, count: 4 })) }));

const { startLinkedJoin, takeLinkedJoin } = await import('./linked-join');

describe('linked join', () => {
  it('hands the early answers to the home screen once, for the same room only', async () => {
    startLinkedJoin('fest');
    expect(takeLinkedJoin('annen')).toBeNull();
    const answers = takeLinkedJoin('fest');
    expect(answers).not.toBeNull();
    await expect(answers).resolves.toEqual([
      { entries: [], paid: false },
      { ok: true, count: 4 },
    ]);
    expect(takeLinkedJoin('fest')).toBeNull();
  });
});
