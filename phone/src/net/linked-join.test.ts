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

describe('an answer that arrived while the app loaded', () => {
  it('is seen (not taken) once it is in, for an existing room only', async () => {
    const { arrivedLinkedRoom } = await import('./linked-join');
    const early = Promise.resolve({
      entries: [
        { id: 1, value: 'Skål' },
        { id: 2, value: 'Drikk' },
      ],
      paid: false,
    });
    startLinkedJoin('fest', early);
    expect(arrivedLinkedRoom('fest')).toBeNull();
    await early;
    await Promise.resolve();
    expect(arrivedLinkedRoom(' FEST ')).toEqual({ name: 'fest', count: 2 });
    expect(arrivedLinkedRoom('annen')).toBeNull();
    expect(arrivedLinkedRoom(null)).toBeNull();
    expect(takeLinkedJoin('fest')).not.toBeNull();
    expect(arrivedLinkedRoom('fest')).toBeNull();

    const missing = Promise.resolve(null);
    startLinkedJoin('borte', missing);
    await missing;
    await Promise.resolve();
    expect(arrivedLinkedRoom('borte')).toBeNull();
  });
});
