import { describe, expect, it } from 'vitest';
import { planBoot, type BootFacts } from './boot-plan';

const returning: BootFacts = { pathname: '/', search: '', language: 'norsk', firstVisit: false, hasSession: false };

describe('boot plan', () => {
  it('hydrates the prerendered home screen on a plain Norwegian visit to /, first visit or not', () => {
    expect(planBoot(returning)).toEqual({ hydrate: true, tutorial: false, linkedRoom: null });
    expect(planBoot({ ...returning, firstVisit: true })).toEqual({ hydrate: true, tutorial: true, linkedRoom: null });
  });

  it('puts the prerendered tutorial over that home screen on a first visit only', () => {
    expect(planBoot({ ...returning, firstVisit: true, language: 'english' }).tutorial).toBe(false);
    expect(planBoot({ ...returning, firstVisit: true, pathname: '/finnes-ikke' }).tutorial).toBe(false);
    expect(planBoot({ ...returning, firstVisit: true, search: '?room=fest' }).tutorial).toBe(false);
  });

  it('renders afresh when the first screen is not that home screen', () => {
    expect(planBoot({ ...returning, language: 'english' }).hydrate).toBe(false);
    expect(planBoot({ ...returning, hasSession: true }).hydrate).toBe(false);
    expect(planBoot({ ...returning, pathname: '/betaling', search: '?reference=x' }).hydrate).toBe(false);
    expect(planBoot({ ...returning, pathname: '/finnes-ikke' }).hydrate).toBe(false);
    expect(planBoot({ ...returning, search: '?room=fest' }).hydrate).toBe(false);
  });

  it('starts joining a scanned link at once, by its normalised name', () => {
    expect(planBoot({ ...returning, search: '?room=%20Fest%20' }).linkedRoom).toBe('fest');
    expect(planBoot({ ...returning, search: '?room=fest', language: 'english' }).linkedRoom).toBe('fest');
  });

  it('joins a link on a first visit too: the guest goes straight to the room, no tutorial over it', () => {
    expect(planBoot({ ...returning, search: '?room=fest', firstVisit: true })).toEqual({
      hydrate: false,
      tutorial: false,
      linkedRoom: 'fest',
    });
  });

  it('leaves a link alone in another room, broken, or off the home route', () => {
    expect(planBoot({ ...returning, search: '?room=fest', hasSession: true }).linkedRoom).toBeNull();
    expect(planBoot({ ...returning, search: '?room=fe!st' }).linkedRoom).toBeNull();
    expect(planBoot({ ...returning, search: '?room=' }).linkedRoom).toBeNull();
    expect(planBoot({ ...returning, pathname: '/betaling', search: '?room=fest' }).linkedRoom).toBeNull();
  });
});
