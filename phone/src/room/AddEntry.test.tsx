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
});
