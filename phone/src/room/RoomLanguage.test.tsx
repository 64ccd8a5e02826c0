// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, setLanguage } from '../i18n';
import { ToastProvider } from '../toast/ToastProvider';

vi.mock('../net/socket', () => ({ askConnected: vi.fn() }));
const { askConnected } = await import('../net/socket');
const { RoomLanguage, LanguageSwitch } = await import('./RoomLanguage');

afterEach(() => {
  cleanup();
  setLanguage('norsk');
});

const choice = () => screen.getByRole('combobox', { name: 'Rommets språk' }) as HTMLSelectElement;

describe('the room’s language in the lobby', () => {
  it('shows the room’s language, shows the one chosen at once and sends it', async () => {
    vi.mocked(askConnected).mockResolvedValueOnce({ ok: true });
    const onShow = vi.fn();
    render(
      <ToastProvider>
        <RoomLanguage room="fest" language="english" onShow={onShow} />
      </ToastProvider>,
    );
    expect(choice().value).toBe('english');
    expect(choice().disabled).toBe(false);
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    await act(async () => fireEvent.change(choice(), { target: { value: 'norsk' } }));
    expect(onShow).toHaveBeenCalledWith('norsk');
    expect(askConnected).toHaveBeenLastCalledWith('set room language', { roomName: 'fest', language: 'norsk' });
  });

  it('waits, disabled, until the room has said; a refused change goes back and says why', async () => {
    vi.mocked(askConnected).mockResolvedValueOnce({ ok: false, error: 'network' });
    const onShow = vi.fn();
    const { rerender } = render(
      <ToastProvider>
        <RoomLanguage room="fest" language={null} onShow={onShow} />
      </ToastProvider>,
    );
    expect(choice().disabled).toBe(true);
    rerender(
      <ToastProvider>
        <RoomLanguage room="fest" language="norsk" onShow={onShow} />
      </ToastProvider>,
    );
    await act(async () => fireEvent.change(choice(), { target: { value: 'english' } }));
    expect(onShow.mock.calls).toEqual([['english'], ['norsk']]);
    expect(screen.getByRole('alert').textContent).toContain('Du er frakoblet');
  });
});

describe('the room screen’s language switch', () => {
  it('is named in the other language and shows the app in it on this phone, and back', async () => {
    render(<LanguageSwitch />);
    expect(currentLanguage()).toBe('norsk');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      await vi.waitFor(() => expect(currentLanguage()).toBe('english'));
    });
    expect(localStorage.getItem('language')).toBe('english');
    expect(screen.getByRole('button', { name: 'Norsk' }).getAttribute('lang')).toBe('nb');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Norsk' }));
      await vi.waitFor(() => expect(currentLanguage()).toBe('norsk'));
    });
  });
});
