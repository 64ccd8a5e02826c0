// @vitest-environment jsdom
// The dialog pieces the AI drawer and the menu share: the bottom sheet, the swipe hook and Escape.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './BottomSheet';
import { useSwipe } from './use-swipe';

afterEach(cleanup);

function Sheet({ onClose }: { onClose: () => void }) {
  return (
    <BottomSheet title="AI-tekster" closeLabel="Lukk" gripLabel="Dra ned for å lukke" onClose={onClose}>
      <input aria-label="Mobilnummer" />
    </BottomSheet>
  );
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, focused when it opens', () => {
    render(<Sheet onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'AI-tekster' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.getAttribute('data-offset')).toBe('0');
  });

  it('closes on Escape, the close button and the backdrop', () => {
    const onClose = vi.fn();
    const { container } = render(<Sheet onClose={onClose} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    fireEvent.click(container.querySelector('.drawer-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps focus where the player typed when its parent renders again', () => {
    function Parent() {
      const [count, setCount] = useState(0);
      // A new onClose on every render, as a room screen passes one while counts arrive.
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            {count}
          </button>
          <Sheet onClose={() => undefined} />
        </>
      );
    }
    render(<Parent />);
    const input = screen.getByRole('textbox', { name: 'Mobilnummer' });
    input.focus();
    fireEvent.click(screen.getByRole('button', { name: '0' }));
    expect(screen.getByRole('button', { name: '1' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });
});

describe('useSwipe', () => {
  function Swipeable({ onSwipe }: { onSwipe: (direction: string) => void }) {
    return (
      <div data-testid="area" {...useSwipe(onSwipe)}>
        sveip
      </div>
    );
  }
  function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
    const area = screen.getByTestId('area');
    fireEvent.touchStart(area, { touches: [{ clientX: from.x, clientY: from.y }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
  }

  it('hears a mostly horizontal swipe left or right, and not a scroll or a tap', () => {
    const onSwipe = vi.fn();
    render(<Swipeable onSwipe={onSwipe} />);
    swipe({ x: 300, y: 400 }, { x: 100, y: 420 });
    swipe({ x: 100, y: 400 }, { x: 300, y: 380 });
    swipe({ x: 200, y: 600 }, { x: 220, y: 200 });
    swipe({ x: 200, y: 400 }, { x: 203, y: 401 });
    expect(onSwipe.mock.calls).toEqual([['left'], ['right']]);
  });

  it('ignores a touch end without a start', () => {
    const onSwipe = vi.fn();
    render(<Swipeable onSwipe={onSwipe} />);
    fireEvent.touchEnd(screen.getByTestId('area'), { changedTouches: [{ clientX: 0, clientY: 0 }] });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
