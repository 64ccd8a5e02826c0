// Shrinks text until it fits its box: the mirrored entry in its card, the players' names in what the stage has left.
import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * Sets `box`'s font size (its content is sized in em) to the largest that shows all of the content without
 * scrolling, at most the size the style sheet gives it and at least `smallest` times that. Measured rather than
 * guessed from the length: the room a text needs depends on its line breaks, its words and the TV's font.
 */
export function fitText(box: HTMLElement, smallest: number): void {
  box.style.fontSize = '';
  const largest = parseFloat(getComputedStyle(box).fontSize);
  const fits = () => box.scrollHeight <= box.clientHeight && box.scrollWidth <= box.clientWidth;
  if (!largest || fits()) return;
  // Binary search; 8 steps get within 0.5% of the largest size that fits.
  let low = largest * smallest;
  let high = largest;
  for (let step = 0; step < 8; step++) {
    const middle = (low + high) / 2;
    box.style.fontSize = `${middle}px`;
    if (fits()) low = middle;
    else high = middle;
  }
  box.style.fontSize = `${low}px`;
}

/**
 * Calls `fit` after every render of the component, before the paint, and renders again when the window changes
 * size. Not a ResizeObserver: the boxes' sizes depend on each other's fitted text (an observer refitting them would
 * loop), and only a render or the window changes the layout.
 */
export function useFitAfterRender(fit: () => void): void {
  const [, setWindowSize] = useState('');
  useLayoutEffect(fit);
  useEffect(() => {
    const resized = () => setWindowSize(`${window.innerWidth}×${window.innerHeight}`);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
}
