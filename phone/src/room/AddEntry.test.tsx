// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ToastProvider } from '../toast/ToastProvider';

/** The answer to the add in flight, released by the test. */
let answerAdd: (count: number) => void = () => undefined;
vi.mock('../net/socket', () => ({
  isConnected: () => true,
  addEntry: vi.fn(
    () =>
      new Promise((resolve) => {
        answerAdd = (count) => resolve({ ok: true, count });
      }),
  ),
}));

const { AddEntry } = await import('./AddEntry');
const { addEntry } = await import('../net/socket');

afterEach(cleanup);

describe('AddEntry', () => {
  it('keeps a next entry typed before the previous add was answered, and clears the field when nothing was typed', async () => {
    render(
      <ToastProvider>
        <AddEntry room="fest" />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox') as HTMLTextAreaElement;
    const form = field.closest('form')!;

    fireEvent.change(field, { target: { value: 'Alle skåler' } });
    fireEvent.submit(form);
    fireEvent.change(field, { target: { value: 'Den neste' } });
    await act(async () => answerAdd(1));
    expect(field.value).toBe('Den neste');

    fireEvent.submit(form);
    await act(async () => answerAdd(2));
    expect(field.value).toBe('');
  });

  it('sends a lasting rule with its end text when the switch is on, then resets it: the next entry is plain', async () => {
    render(
      <ToastProvider>
        <AddEntry room="fest" />
      </ToastProvider>,
    );
    expect(screen.queryByRole('textbox', { name: 'Når regelen slutter' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Regel som varer' }));
    const end = screen.getByRole('textbox', { name: 'Når regelen slutter' }) as HTMLTextAreaElement;
    const field = screen.getByRole('textbox', { name: 'Skriv en tekst' });
    fireEvent.change(field, { target: { value: 'Alle må snakke dialekt' } });
    fireEvent.change(end, { target: { value: ' Den som glemte det, synger ' } });
    fireEvent.submit(field.closest('form')!);
    await act(async () => answerAdd(1));
    expect(addEntry).toHaveBeenLastCalledWith(
      'fest',
      'Alle må snakke dialekt',
      { end: 'Den som glemte det, synger' },
      expect.stringMatching(/^[\w-]{16,64}$/u),
    );
    // The switch is off again after the add, and the end box gone: the next entry does not silently become a rule.
    expect((screen.getByRole('switch', { name: 'Regel som varer' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Når regelen slutter' })).toBeNull();

    fireEvent.change(field, { target: { value: 'Skål for verten' } });
    fireEvent.submit(field.closest('form')!);
    await act(async () => answerAdd(2));
    expect(addEntry).toHaveBeenLastCalledWith('fest', 'Skål for verten', undefined, expect.any(String));
  });

  it('sends each add with an id of its own, and a retry of an add that got no answer with the same id', async () => {
    render(
      <ToastProvider>
        <AddEntry room="fest" />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Skriv en tekst' });
    const form = field.closest('form')!;
    const idOfLastAdd = () => vi.mocked(addEntry).mock.lastCall?.[3];

    fireEvent.change(field, { target: { value: 'Første' } });
    fireEvent.submit(form);
    await act(async () => answerAdd(1));
    const first = idOfLastAdd();

    // No answer (offline, or the server went away mid-add): the text stays, and sending it again is the same add.
    vi.mocked(addEntry).mockResolvedValueOnce({ ok: false, error: 'network' });
    fireEvent.change(field, { target: { value: 'Andre' } });
    await act(async () => fireEvent.submit(form));
    const unsure = idOfLastAdd();
    expect(unsure).not.toBe(first);
    vi.mocked(addEntry).mockResolvedValueOnce({ ok: false, error: 'unavailable' });
    await act(async () => fireEvent.submit(form));
    expect(idOfLastAdd()).toBe(unsure);
    fireEvent.submit(form);
    await act(async () => answerAdd(2));
    expect(idOfLastAdd()).toBe(unsure);
    expect(field).toHaveProperty('value', '');

    // Answered as added: the same text typed again is a new add.
    fireEvent.change(field, { target: { value: 'Andre' } });
    fireEvent.submit(form);
    await act(async () => answerAdd(3));
    expect(idOfLastAdd()).not.toBe(unsure);
  });

  it('keeps the switch on when the rule was not added, so nothing typed is lost', async () => {
    vi.mocked(addEntry).mockResolvedValueOnce({ ok: false, error: 'room_full' });
    render(
      <ToastProvider>
        <AddEntry room="fest" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Regel som varer' }));
    const field = screen.getByRole('textbox', { name: 'Skriv en tekst' });
    fireEvent.change(field, { target: { value: 'Alle må snakke dialekt' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Når regelen slutter' }), { target: { value: 'Slutt' } });
    await act(async () => fireEvent.submit(field.closest('form')!));
    expect((screen.getByRole('switch', { name: 'Regel som varer' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Når regelen slutter' }) as HTMLTextAreaElement).value).toBe('Slutt');
  });
});
