// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, setLanguage } from '../i18n';
import { ToastProvider } from '../toast/ToastProvider';
import { RoomLanguage } from './RoomLanguage';
import { LanguageSwitch } from '../components/LanguageSwitch';

afterEach(() => {
  cleanup();
  setLanguage('norsk');
});

const choice = () => screen.getByRole('combobox', { name: 'Rommets språk' }) as HTMLSelectElement;

describe('the room’s language in the lobby', () => {
  it('shows the room’s language and sends the one chosen', async () => {
    const onChange = vi.fn(() => Promise.resolve({ ok: true as const }));
    render(
      <ToastProvider>
        <RoomLanguage language="english" onChange={onChange} />
      </ToastProvider>,
    );
    expect(choice().value).toBe('english');
    expect(choice().disabled).toBe(false);
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    await act(async () => fireEvent.change(choice(), { target: { value: 'norsk' } }));
    expect(onChange).toHaveBeenCalledWith('norsk');
  });

  it('waits, disabled, until the room has said, and says why a change was refused', async () => {
    const onChange = vi.fn(() => Promise.resolve({ ok: false as const, error: 'network' as const }));
    const { rerender } = render(
      <ToastProvider>
        <RoomLanguage language={null} onChange={onChange} />
      </ToastProvider>,
    );
    expect(choice().disabled).toBe(true);
    rerender(
      <ToastProvider>
        <RoomLanguage language="norsk" onChange={onChange} />
      </ToastProvider>,
    );
    await act(async () => fireEvent.change(choice(), { target: { value: 'english' } }));
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
