// @vitest-environment jsdom
// When the room shell lets the app load (appMayLoad): after the guest's first add is answered, a touch on what only
// the app can do, or the room's answer saying the shell must go, and otherwise SHELL_HOLD_MS after the first paint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roomShell, SHELL_CALL } from '../../prerender-plugin';
import { inEnglish, renderRoomShell, roomShellTexts } from '../prerender';
import type { RoomSnapshot } from '../net/api';
import { appMayLoad, SHELL_HOLD_MS, startRoomShell, type RoomShell } from './room-shell';

const ROOM: RoomSnapshot = { entries: [{ id: 1, value: 'Skål!' }], paid: false };

/** A page holding the Norwegian shell, wired up for `answer` as the boot script does on a scanned link. */
function openShell(answer: Promise<RoomSnapshot | null>): RoomShell {
  const shell = roomShell(renderRoomShell, roomShellTexts());
  document.body.innerHTML = `${shell.lobby}${shell.card}`;
  const started = startRoomShell('fest', answer, 'norsk');
  if (!started) throw new Error('no shell');
  expect(SHELL_CALL).toContain('__skalShell');
  window.__skalShell?.();
  return started;
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
}

function answerAdd(count: number): () => void {
  let answer = () => undefined as void;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ ok: true, count }), { status: 200 }));
        }),
    ),
  );
  return () => answer();
}

function submit(text: string): void {
  const box = document.querySelector<HTMLTextAreaElement>('#entry-text');
  const form = document.querySelector<HTMLFormElement>('#room-shell form');
  if (!box || !form) throw new Error('no add box');
  box.value = text;
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('appMayLoad', () => {
  it('holds the app for SHELL_HOLD_MS when the guest does nothing', async () => {
    const shell = openShell(Promise.resolve(ROOM));
    const mayLoad = appMayLoad(shell);
    await vi.advanceTimersByTimeAsync(SHELL_HOLD_MS - 10);
    expect(await settled(mayLoad)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(mayLoad)).toBe(true);
  });

  it('lets the app load as soon as the shell’s first add is answered', async () => {
    const answer = answerAdd(2);
    const shell = openShell(Promise.resolve(ROOM));
    const mayLoad = appMayLoad(shell);
    submit('Den som skålte sist drikker');
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(mayLoad)).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(mayLoad)).toBe(true);
    expect(document.querySelector('.count-number')?.textContent).toBe('2');
  });

  it('waits, past the hold, for an add still under way (at most as long again)', async () => {
    const answer = answerAdd(2);
    const shell = openShell(Promise.resolve(ROOM));
    const mayLoad = appMayLoad(shell);
    await vi.advanceTimersByTimeAsync(SHELL_HOLD_MS - 100);
    submit('Alle drikker');
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(mayLoad)).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(mayLoad)).toBe(true);
  });

  it('lets the app load at once on a touch outside the add box, not on one inside it', async () => {
    const shell = openShell(Promise.resolve(ROOM));
    const mayLoad = appMayLoad(shell);
    document.querySelector('#entry-text')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(mayLoad)).toBe(false);
    document.querySelector('.count-card')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(mayLoad)).toBe(true);
  });

  it('lets the app load at once when the room does not exist or does not answer', async () => {
    for (const answer of [() => Promise.resolve(null), () => Promise.reject(new Error('offline'))]) {
      const shell = openShell(answer());
      const mayLoad = appMayLoad(shell);
      await vi.advanceTimersByTimeAsync(0);
      expect(await settled(mayLoad)).toBe(true);
    }
  });

  it('does not hold the app when the shell cannot be shown (no English lobby in the page)', async () => {
    const shell = roomShell(renderRoomShell, roomShellTexts());
    document.body.innerHTML = shell.lobby;
    const started = startRoomShell('fest', Promise.resolve(ROOM), 'english');
    window.__skalShell?.();
    expect(document.getElementById('room-shell')).toBeNull();
    expect(await settled(appMayLoad(started))).toBe(true);
  });

  it('does not hold a visit without a shell', async () => {
    expect(await settled(appMayLoad(null))).toBe(true);
  });
});

describe('the shell on a phone showing English', () => {
  it('puts the English lobby in the Norwegian one’s place, with its texts, before showing it', async () => {
    vi.useRealTimers();
    const norwegian = roomShell(renderRoomShell, roomShellTexts());
    const english = await inEnglish(() => roomShell(renderRoomShell, roomShellTexts(), 'en'));
    document.body.innerHTML = `${norwegian.lobby}${english.lobby}${norwegian.card}${english.card}`;
    document.documentElement.dataset.boot = 'render';
    startRoomShell('fest', Promise.resolve({ entries: [], paid: false }), 'english');
    expect(document.documentElement.dataset.boot).toBe('render');
    window.__skalShell?.();
    const element = document.getElementById('room-shell');
    expect(document.documentElement.dataset.boot).toBe('shell');
    expect(element?.lang).toBe('en');
    expect(element?.dataset.added).toBe('Added');
    expect(element?.querySelector('label[for="entry-text"]')?.textContent).toBe('Write an entry');
    expect(element?.querySelector('.room-title-name')?.textContent).toBe('fest');
    // The room is empty: its English collection card comes in.
    await Promise.resolve();
    await Promise.resolve();
    expect(element?.querySelector('.collection-card')?.textContent).toContain('The room is empty.');
  });
});

describe('a tap on Legg til', () => {
  it('adds at its click, with no form submission (which would lay the page out first)', async () => {
    const answer = answerAdd(2);
    openShell(Promise.resolve(ROOM));
    const form = document.querySelector<HTMLFormElement>('#room-shell form')!;
    let submissions = 0;
    form.addEventListener('submit', () => (submissions += 1));
    document.querySelector<HTMLTextAreaElement>('#entry-text')!.value = 'Alle drikker';
    document.querySelector<HTMLButtonElement>('#room-shell button[type="submit"]')!.click();
    expect(submissions).toBe(0);
    expect(fetch).toHaveBeenCalledWith('/api/fest/entries', expect.objectContaining({ method: 'POST' }));
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('.count-number')?.textContent).toBe('2');
  });
});
