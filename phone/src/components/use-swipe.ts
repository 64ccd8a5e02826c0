// A horizontal touch swipe anywhere on an element: the home screen opens the menu with a swipe left, the menu
// closes with a swipe right. Scrolls and taps are not swipes (ui-rules.ts decides).
import { useRef, type TouchEvent } from 'react';
import { swipeDirection, type Swipe } from '../ui-rules';

export interface SwipeHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(event: TouchEvent): void;
}

/** Touch handlers to spread on the element; onSwipe hears 'left' or 'right' when a touch ends in a swipe. */
export function useSwipe(onSwipe: (direction: NonNullable<Swipe>) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
  };
}
