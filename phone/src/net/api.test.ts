import { describe, expect, it } from 'vitest';
import { readRoomResponse } from './api';

describe('readRoomResponse', () => {
  it('reads entries from item 1 and the paid flag from item 2', () => {
    const body = [
      { name: 'fest', createdAt: '2026-01-01T00:00:00Z' },
      [
        { id: 1, value: 'a', extra: true },
        { id: 'x', value: 'b' },
      ],
      true,
    ];
    expect(readRoomResponse(body)).toEqual({
      entries: [
        { id: 1, value: 'a' },
        { id: 'x', value: 'b' },
      ],
      paid: true,
    });
  });

  it('keeps a lasting rule and a secret, and drops a malformed secret', () => {
    const body = [
      {},
      [
        { id: 1, value: 'a', secret: { kind: 'question', text: 'Hvem her?' } },
        { id: 2, value: 'b', rule: { end: '' }, secret: { kind: 'answer', text: 'Ja', extra: 1 } },
        { id: 3, value: 'c', secret: { kind: 'hint', text: 'x' } },
        { id: 4, value: 'd', secret: 'svar' },
      ],
      false,
    ];
    expect(readRoomResponse(body)?.entries).toEqual([
      { id: 1, value: 'a', secret: { kind: 'question', text: 'Hvem her?' } },
      { id: 2, value: 'b', rule: { end: '' }, secret: { kind: 'answer', text: 'Ja' } },
      { id: 3, value: 'c' },
      { id: 4, value: 'd' },
    ]);
  });

  it('treats anything but true as the free variant', () => {
    expect(readRoomResponse([{}, [], 'true'])?.paid).toBe(false);
    expect(readRoomResponse([{}, []])?.paid).toBe(false);
  });

  it('reads an empty object as a missing room', () => {
    expect(readRoomResponse({})).toBeNull();
  });

  it('skips malformed entries', () => {
    expect(readRoomResponse([{}, [{ id: 1 }, null, { id: 2, value: 'ok' }], false])?.entries).toEqual([
      { id: 2, value: 'ok' },
    ]);
  });
});
