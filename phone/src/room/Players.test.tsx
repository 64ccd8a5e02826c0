// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ToastProvider } from '../toast/ToastProvider';

/** The answer to the add in flight, released by the test. */
let answerAdd: (players: string[]) => void = () => undefined;
vi.mock('../net/socket', () => ({ isConnected: () => true }));
vi.mock('./players-net', () => ({
  addPlayer: vi.fn(
    () =>
      new Promise((resolve) => {
        answerAdd = (players) => resolve({ ok: true, players });
      }),
  ),
  removePlayer: vi.fn(),
}));

const { default: Players } = await import('./Players');

afterEach(cleanup);

describe('Players', () => {
  it('keeps a next name typed before the previous add was answered, and clears the field when nothing was typed', async () => {
    render(
      <ToastProvider>
        <Players room="fest" players={[]} />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Legg til spiller' });

    fireEvent.change(field, { target: { value: 'Ola' } });
    fireEvent.click(add);
    // The room's broadcast showed Ola already; the player types the next name before the answer comes.
    fireEvent.change(field, { target: { value: 'Per' } });
    await act(async () => answerAdd(['Ola']));
    expect(field.value).toBe('Per');

    fireEvent.click(add);
    await act(async () => answerAdd(['Ola', 'Per']));
    expect(field.value).toBe('');
  });

  it('refuses a placeholder word as a name with a text that says why, without asking the server', async () => {
    const { addPlayer } = await import('./players-net');
    vi.mocked(addPlayer).mockClear();
    render(
      <ToastProvider>
        <Players room="fest" players={[]} />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Ｎｏｅｎ' } });
    expect(field.value).toBe('Ｎｏｅｎ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Legg til spiller' })));
    expect(screen.getByRole('alert').textContent).toContain(
      '@spiller, @player, noen og someone kan ikke brukes som navn',
    );
    expect(addPlayer).not.toHaveBeenCalled();
  });

  it('refuses look-alikes by their confusable skeleton on the phone: of the placeholder, and of a name there', async () => {
    const { addPlayer } = await import('./players-net');
    vi.mocked(addPlayer).mockClear();
    render(
      <ToastProvider>
        <Players room="fest" players={['Kari']} />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Legg til spiller' });
    // nоen with a Cyrillic о (issue #39).
    fireEvent.change(field, { target: { value: 'n\u043Een' } });
    await act(async () => fireEvent.click(add));
    expect(screen.getByRole('alert').textContent).toContain('kan ikke brukes som navn');
    cleanup();
    render(
      <ToastProvider>
        <Players room="fest" players={['Kari']} />
      </ToastProvider>,
    );
    // Kari with a Cyrillic а is the Kari who is there.
    fireEvent.change(screen.getByRole('textbox', { name: 'Navn' }), { target: { value: 'K\u0430ri' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Legg til spiller' })));
    expect(screen.getByRole('alert').textContent).toContain('Navnet er allerede med');
    expect(addPlayer).not.toHaveBeenCalled();
  });

  it('stops at 20 characters as the name rule counts them, emoji as one', () => {
    render(
      <ToastProvider>
        <Players room="fest" players={[]} />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    // It took 40 (UTF-16 units) and said opptil 20 tegn only on Legg til spiller.
    fireEvent.change(field, { target: { value: 'Kari Nordmann-Hansenolsen' } });
    expect(field.value).toBe('Kari Nordmann-Hansen');
    fireEvent.change(field, { target: { value: '🍺'.repeat(22) } });
    expect(field.value).toBe('🍺'.repeat(20));
  });
});
