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

  it('sends a lasting rule with its end text when the switch is on, and a plain entry without it', async () => {
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
    expect(addEntry).toHaveBeenLastCalledWith('fest', 'Alle må snakke dialekt', { end: 'Den som glemte det, synger' });
    expect(end.value).toBe('');

    fireEvent.click(screen.getByRole('switch', { name: 'Regel som varer' }));
    fireEvent.change(field, { target: { value: 'Skål for verten' } });
    fireEvent.submit(field.closest('form')!);
    await act(async () => answerAdd(2));
    expect(addEntry).toHaveBeenLastCalledWith('fest', 'Skål for verten', undefined);
  });
});
