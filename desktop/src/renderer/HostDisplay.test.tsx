// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostApi, RoomLookup } from './api';
import { HostConnection } from './host-connection';
import { HostDisplay } from './HostDisplay';
import { FakeTransport } from './testing/fake-transport';

afterEach(cleanup);

function setup(
  options: { initialRoom?: string; lookUp?: (typed: string) => Promise<RoomLookup>; language?: string } = {},
) {
  const transport = new FakeTransport();
  transport.setConnected(true);
  const connection = new HostConnection(transport, () => 'glad elg 42');
  const api: HostApi = {
    publicUrl: vi.fn(async () => 'http://192.168.1.23:8080'),
    lookUpRoom: vi.fn(
      options.lookUp ?? (async (typed: string) => ({ ok: true as const, room: typed.trim().toLowerCase() })),
    ),
  };
  const storage = window.localStorage;
  storage.clear();
  if (options.language) storage.setItem('language', options.language);
  const onRoomShown = vi.fn();
  render(
    <HostDisplay
      connection={connection}
      api={api}
      initialRoom={options.initialRoom ?? null}
      onRoomShown={onRoomShown}
      storage={storage}
    />,
  );
  return { transport, connection, api, onRoomShown, user: userEvent.setup() };
}

describe('HostDisplay', () => {
  it('creates a room and shows its ID, QR code, link, count and phones', async () => {
    const { transport, user, onRoomShown } = setup();
    await user.click(screen.getByRole('button', { name: 'Nytt rom' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'glad elg 42' })).toBeTruthy();
    expect(transport.created).toEqual(['glad elg 42']);
    expect(transport.joins).toEqual(['glad elg 42']);
    expect(onRoomShown).toHaveBeenLastCalledWith('glad elg 42');

    const qr = await screen.findByRole('img', { name: 'QR-kode for rommet' });
    expect(qr.querySelector('svg')).toBeTruthy();
    // The QR code holds the encoded link; the link under it reads as people type it.
    expect(qr.getAttribute('data-link')).toBe('http://192.168.1.23:8080/?room=glad%20elg%2042');
    expect(screen.getByText('http://192.168.1.23:8080/?room=glad elg 42')).toBeTruthy();
    expect(screen.getByText('3').closest('[aria-live="polite"]')?.textContent).toBe('3 tekster');

    act(() => {
      transport.serverSends('numPrompts', 1);
      transport.serverSends('presence', { phones: 2 });
    });
    expect(screen.getByText('1').closest('[aria-live="polite"]')?.textContent).toBe('1 tekst');
    expect(screen.getByText('2').closest('[aria-live="polite"]')?.textContent).toBe('2 mobiler i rommet');
  });

  it('mirrors the entry the playing phone shows, highlighted, as text only, and clears it', async () => {
    const { transport } = setup({ initialRoom: 'fest' });
    expect(await screen.findByRole('heading', { level: 1, name: 'fest' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();

    act(() =>
      transport.serverSends('nowShowing', { text: 'Alle tar en skål <img src=x onerror=alert(1)>', remaining: 4 }),
    );
    const entry = screen.getByRole('article', { name: 'Nå på skjermen' });
    expect(entry.textContent).toBe('Alle tar en skål <img src=x onerror=alert(1)>');
    expect(entry.querySelector('img')).toBeNull();
    expect(within(entry).getByText('Alle').className).toBe('bold');
    expect(within(entry).getByText('skål').className).toBe('allcaps');
    expect(screen.getByText('· 4 igjen')).toBeTruthy();

    act(() => transport.serverSends('nowShowing', { text: null, remaining: 0 }));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('lists the rules in play under Regler nå (the newest first), shows an end card with its heading, and clears both when the round ends', async () => {
    const { transport } = setup({ initialRoom: 'fest' });
    await screen.findByRole('heading', { level: 1, name: 'fest' });
    act(() =>
      transport.serverSends('nowShowing', {
        text: 'Skål for verten',
        remaining: 6,
        rules: ['Alle må snakke dialekt', 'Ingen pekefingre'],
      }),
    );
    const rules = screen.getByRole('region', { name: 'Regler nå' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ingen pekefingre', 'Alle må snakke dialekt']);
    expect(screen.queryByRole('heading', { name: 'Regelen er over' })).toBeNull();

    act(() =>
      transport.serverSends('nowShowing', {
        text: 'Den som glemte det, synger',
        remaining: 5,
        end: { heading: 'Regelen er over', text: 'Den som glemte det, synger' },
        rules: ['Ingen pekefingre'],
      }),
    );
    const card = screen.getByRole('article', { name: 'Nå på skjermen' });
    expect(within(card).getByRole('heading', { name: 'Regelen er over' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Regler nå' })).getAllByRole('listitem')).toHaveLength(1);

    act(() => transport.serverSends('nowShowing', { text: null, remaining: 0 }));
    expect(screen.queryByRole('region', { name: 'Regler nå' })).toBeNull();
  });

  it('shows nothing of an entry but what the report is for: a secret sent along stays off the TV', async () => {
    const { transport } = setup({ initialRoom: 'fest' });
    await screen.findByRole('heading', { level: 1, name: 'fest' });
    act(() =>
      transport.serverSends('nowShowing', {
        text: 'Hvor mange bein har en edderkopp?',
        remaining: 3,
        secret: { kind: 'answer', text: 'Åtte' },
      } as never),
    );
    expect(screen.getByRole('article', { name: 'Nå på skjermen' }).textContent).toBe(
      'Hvor mange bein har en edderkopp?',
    );
    expect(document.body.textContent).not.toContain('Åtte');
  });

  it('shows the AI loading state while entries are being written', async () => {
    const { transport } = setup({ initialRoom: 'fest' });
    await screen.findByRole('heading', { level: 1, name: 'fest' });
    act(() => transport.serverSends('waitingForPrompts'));
    expect(screen.getByText('Nye tekster er på vei …')).toBeTruthy();
    act(() => transport.serverSends('stopWaitingForPrompts'));
    expect(screen.queryByText('Nye tekster er på vei …')).toBeNull();
  });

  it('shows a typed room, filtering what is typed, and says when it does not exist', async () => {
    const lookUp = vi.fn(async (typed: string): Promise<RoomLookup> =>
      typed === 'borte' ? { ok: false, error: 'not_found' } : { ok: true, room: typed },
    );
    const { user } = setup({ lookUp });
    const input = screen.getByRole('textbox', { name: 'Rom-ID' });
    await user.type(input, 'borte!');
    expect((input as HTMLInputElement).value).toBe('borte');
    await user.click(screen.getByRole('button', { name: 'Vis rommet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fant ikke noe rom med den ID-en.');

    await user.clear(input);
    await user.type(input, 'fest');
    await user.click(screen.getByRole('button', { name: 'Vis rommet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'fest' })).toBeTruthy();
  });

  it('goes back to the start when the room is gone, and on Bytt rom', async () => {
    const { transport, user } = setup({ initialRoom: 'fest' });
    await screen.findByRole('heading', { level: 1, name: 'fest' });
    await user.click(screen.getByRole('button', { name: 'Bytt rom' }));
    expect(screen.getByRole('button', { name: 'Nytt rom' })).toBeTruthy();
    expect(transport.left).toEqual(['fest']);

    transport.joinReply = () => ({ ok: false, error: 'not_found' });
    await user.type(screen.getByRole('textbox', { name: 'Rom-ID' }), 'gammel');
    await user.click(screen.getByRole('button', { name: 'Vis rommet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Rommet finnes ikke lenger.');
  });

  it('says when it is reconnecting', async () => {
    const { transport } = setup({ initialRoom: 'fest' });
    await screen.findByRole('heading', { level: 1, name: 'fest' });
    act(() => transport.setConnected(false));
    expect(screen.getByText('Kobler til igjen …')).toBeTruthy();
    act(() => transport.setConnected(true));
    expect(screen.queryByText('Kobler til igjen …')).toBeNull();
  });

  it('switches language, remembers it and starts in the remembered one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'New room' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Room ID' })).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('english');
    expect(document.documentElement.lang).toBe('en');
    cleanup();

    setup({ language: 'english', initialRoom: 'party' });
    expect(await screen.findByRole('img', { name: 'Room QR code' })).toBeTruthy();
    cleanup();
    setup({ language: 'klingon' });
    expect(screen.getByRole('button', { name: 'Nytt rom' })).toBeTruthy();
  });
});
