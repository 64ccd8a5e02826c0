import { describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ fetchRoom: vi.fn(async () => ({ entries: [], paid: false })) }));
vi.mock('./socket', () => ({ joinRoom: vi.fn(async () => ({ ok: true, count: 4 })) }));

const { fetchRoom } = await import('./api');
const { joinRoom } = await import('./socket');
const { startLinkedJoin, takeLinkedJoin } = await import('./linked-join');

describe('linked join', () => {
  it('reads and joins the room at once and hands the room to the home screen once, for the same room only', async () => {
    startLinkedJoin('fest');
    expect(fetchRoom).toHaveBeenCalledWith('fest');
    expect(joinRoom).toHaveBeenCalledWith('fest');
    expect(takeLinkedJoin('annen')).toBeNull();
    const room = takeLinkedJoin('fest');
    expect(room).not.toBeNull();
    await expect(room).resolves.toEqual({ entries: [], paid: false });
    expect(takeLinkedJoin('fest')).toBeNull();
  });

  it('uses the answer the boot script already asked for instead of asking again', async () => {
    vi.mocked(fetchRoom).mockClear();
    const early = Promise.resolve({ entries: [{ id: 1, value: 'Skål' }], paid: true });
    startLinkedJoin('fest', early);
    expect(fetchRoom).not.toHaveBeenCalled();
    await expect(takeLinkedJoin('fest')).resolves.toEqual({ entries: [{ id: 1, value: 'Skål' }], paid: true });
  });
});
