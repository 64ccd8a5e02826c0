import { describe, expect, it, vi } from 'vitest';
import { installKioskKeys, kioskAction } from './kiosk';

const key = (
  name: string,
  extra: Partial<{ type: string; alt: boolean; control: boolean; meta: boolean; shift: boolean }> = {},
) => ({
  type: 'keyDown',
  key: name,
  alt: false,
  control: false,
  meta: false,
  shift: false,
  ...extra,
});

describe('kioskAction', () => {
  it('F11 toggles, Esc leaves, nothing else and no key-ups or chords', () => {
    expect(kioskAction(key('F11'))).toBe('toggle');
    expect(kioskAction(key('Escape'))).toBe('leave');
    expect(kioskAction(key('F11', { type: 'keyUp' }))).toBeNull();
    expect(kioskAction(key('F11', { control: true }))).toBeNull();
    expect(kioskAction(key('a'))).toBeNull();
  });
});

describe('installKioskKeys', () => {
  function fakeWindow() {
    let fullScreen = false;
    let listener: ((event: { preventDefault(): void }, input: ReturnType<typeof key>) => void) | undefined;
    const window = {
      isFullScreen: () => fullScreen,
      setFullScreen: vi.fn((on: boolean) => {
        fullScreen = on;
      }),
      setMenuBarVisibility: vi.fn(),
      webContents: { on: vi.fn((_name: string, handler: typeof listener) => (listener = handler)) },
    };
    const press = (name: string) => {
      const event = { preventDefault: vi.fn() };
      listener!(event, key(name));
      return event.preventDefault.mock.calls.length > 0;
    };
    return { window, press, isFullScreen: () => fullScreen };
  }

  it('toggles full screen with F11 and leaves it with Esc, hiding the menu bar while full screen', () => {
    const fake = fakeWindow();
    installKioskKeys(fake.window as never);
    expect(fake.press('F11')).toBe(true);
    expect(fake.isFullScreen()).toBe(true);
    expect(fake.window.setMenuBarVisibility).toHaveBeenLastCalledWith(false);
    expect(fake.press('Escape')).toBe(true);
    expect(fake.isFullScreen()).toBe(false);
    expect(fake.window.setMenuBarVisibility).toHaveBeenLastCalledWith(true);
    expect(fake.press('F11')).toBe(true);
    expect(fake.press('F11')).toBe(true);
    expect(fake.isFullScreen()).toBe(false);
  });

  it('passes Esc on to the page when not full screen', () => {
    const fake = fakeWindow();
    installKioskKeys(fake.window as never);
    expect(fake.press('Escape')).toBe(false);
    expect(fake.window.setFullScreen).not.toHaveBeenCalled();
  });
});
