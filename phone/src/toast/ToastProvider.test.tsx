// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastRequest } from './toast-context';

function Trigger({ request }: { request: ToastRequest }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(request)}>
      show
    </button>
  );
}

function showToast(request: ToastRequest) {
  render(
    <ToastProvider>
      <Trigger request={request} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('a short add toast: role status, no close icon, gone after 2500 ms', () => {
    showToast({ text: 'Lagt til', duration: 'short', closable: false });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('Lagt til');
    expect(toast.className).toContain('toast-info');
    expect(screen.queryByRole('button', { name: 'Lukk' })).toBeNull();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a warning: role alert, orange, medium (5000 ms) by default, with a close icon', () => {
    showToast({ text: 'Rommet er tomt', kind: 'warning' });
    const toast = screen.getByRole('alert');
    expect(toast.className).toContain('toast-warning');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a long toast stays 20000 ms unless closed', () => {
    showToast({ text: 'Lenge', duration: 'long' });
    act(() => vi.advanceTimersByTime(19_999));
    expect(screen.getByRole('status').textContent).toContain('Lenge');
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the same message again replaces the first, but two Undo toasts stay, each undoing its own', () => {
    showToast({ text: 'Lagt til', duration: 'short', closable: false });
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    cleanup();

    const undone: string[] = [];
    function Removals() {
      const toast = useToast();
      const remove = (entry: string) =>
        toast({ text: 'Teksten er fjernet for alle', action: { label: 'Angre', run: () => void undone.push(entry) } });
      return (
        <>
          <button type="button" onClick={() => remove('første')}>
            fjern første
          </button>
          <button type="button" onClick={() => remove('andre')}>
            fjern andre
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Removals />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fjern første' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'fjern andre' }));
    const undo = screen.getAllByRole('button', { name: 'Angre' });
    expect(undo).toHaveLength(2);
    fireEvent.click(undo[0]!);
    expect(undone).toEqual(['første']);
    expect(screen.getAllByRole('button', { name: 'Angre' })).toHaveLength(1);
  });

  it('renders its text as text', () => {
    showToast({ text: '<b>fet</b>' });
    expect(screen.getByRole('status').querySelector('b')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('<b>fet</b>');
  });
});
