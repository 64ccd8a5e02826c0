import { describe, expect, it } from 'vitest';
import { hasSession, parseSession } from './session';

const KEPT = { id: 'round-0001', lease: 1 };

describe('parseSession', () => {
  it('reads a room with a round', () => {
    const raw = JSON.stringify({
      room: 'fest',
      round: {
        id: 'round-0001',
        lease: 2,
        deck: [
          { id: 1, value: 'a' },
          { id: 'b', value: 'b' },
        ],
        position: 1,
      },
    });
    expect(parseSession(raw)).toEqual({
      room: 'fest',
      round: {
        id: 'round-0001',
        lease: 2,
        deck: [
          { id: 1, value: 'a' },
          { id: 'b', value: 'b' },
        ],
        position: 1,
      },
    });
  });

  it('reads a room before start', () => {
    expect(parseSession(JSON.stringify({ room: 'fest', round: null }))).toEqual({ room: 'fest', round: null });
  });

  it('clamps a position outside the deck', () => {
    const raw = JSON.stringify({ room: 'fest', round: { ...KEPT, deck: [{ id: 1, value: 'a' }], position: 7 } });
    expect(parseSession(raw)?.round?.position).toBe(0);
  });

  it('keeps the names each entry got, so a reload shows the same names, and drops malformed ones', () => {
    const deck = [{ id: 1, value: '@spiller skåler med @spiller' }];
    const raw = JSON.stringify({
      room: 'fest',
      round: { ...KEPT, deck, position: 0, names: { '1': ['Kari', 'Ola'], '2': 'Per', '3': [4] } },
    });
    expect(parseSession(raw)?.round).toEqual({ ...KEPT, deck, position: 0, names: { '1': ['Kari', 'Ola'] } });
    expect(parseSession(JSON.stringify({ room: 'fest', round: { ...KEPT, deck, position: 0 } }))?.round).toEqual({
      ...KEPT,
      deck,
      position: 0,
    });
  });

  it('has no round to resume from before rooms kept their rounds (no id or lease)', () => {
    const raw = JSON.stringify({ room: 'fest', round: { deck: [{ id: 1, value: 'a' }], position: 0 } });
    expect(parseSession(raw)).toEqual({ room: 'fest', round: null });
  });

  it('drops broken data', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{')).toBeNull();
    expect(parseSession(JSON.stringify({ room: '' }))).toBeNull();
    expect(parseSession(JSON.stringify({ room: 'x', round: { deck: [{ id: 1 }], position: 0 } }))).toEqual({
      room: 'x',
      round: null,
    });
  });
});

describe('hasSession', () => {
  const stored = (raw: string | null) => ({ getItem: () => raw }) as unknown as Storage;

  it('answers as loading the session does, without reading the round', () => {
    for (const raw of [
      null,
      '{',
      'null',
      '7',
      JSON.stringify({ room: '' }),
      JSON.stringify({ room: 4 }),
      JSON.stringify({ room: 'fest', round: null }),
      JSON.stringify({ room: 'fest', round: { deck: 'broken' } }),
    ]) {
      expect(hasSession(stored(raw)), String(raw)).toBe(parseSession(raw) !== null);
    }
  });

  it('is false when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(hasSession(blocked)).toBe(false);
  });
});
