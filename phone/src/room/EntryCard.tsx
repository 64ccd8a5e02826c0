// The round's card: the entry at its length's size tier, made smaller while it does not fit the card.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { textSizeTier, type TextSizeTier } from '@skal/shared';
import type { FilledPiece } from '@skal/shared/players';
import { EntryText } from '../components/EntryText';
import type { RoundControls } from './use-round';

const SMALLEST_TIER = 6;
/** The smallest tier's size times these, tried one after the other before the card scrolls. */
const BELOW_SMALLEST = [0.9, 0.8];
/** The last step: the smallest tier at its own size, scrolling (smaller text would not help, only be harder to read). */
const SCROLLS = SMALLEST_TIER + BELOW_SMALLEST.length + 1;

interface Props {
  pieces: readonly FilledPiece[];
  direction: RoundControls['direction'];
  label: string;
  /** A lasting rule's end card: its heading above the text. */
  heading?: string | undefined;
}

/**
 * The tier follows the character count (textSizeTier), which is all ordinary entries need. Line breaks, words
 * longer than a line and long names take more room than their count says, so while the text overflows the card
 * it steps down (a tier, then below the smallest), one render at a time before the paint; what does not fit
 * even then (40 short lines) scrolls inside the card at the smallest tier, and the card takes the focus for
 * keyboard scrolling. The card's size never depends on its text (`contain: size` in app.css), so fitting again
 * when the card changes size (a turned phone, the players section opening) cannot loop.
 */
export function EntryCard({ pieces, direction, label, heading }: Props) {
  const card = useRef<HTMLElement>(null);
  const text = pieces.map((piece) => piece.text).join('');
  const [cardSize, setCardSize] = useState('');
  // Steps down for this text at this card size; a new text (other names) or card size starts again from none.
  const [fitted, setFitted] = useState({ text, cardSize, steps: 0 });
  const steps = fitted.text === text && fitted.cardSize === cardSize ? fitted.steps : 0;
  const size = Math.min(textSizeTier(text) + steps, SCROLLS);
  const tier = Math.min(size, SMALLEST_TIER) as TextSizeTier;
  const fit = size > SMALLEST_TIER && size < SCROLLS ? BELOW_SMALLEST[size - SMALLEST_TIER - 1] : undefined;

  useLayoutEffect(() => {
    const element = card.current;
    if (element && size < SCROLLS && element.scrollHeight > element.clientHeight) {
      setFitted({ text, cardSize, steps: steps + 1 });
    }
  }, [text, cardSize, steps, size]);

  useEffect(() => {
    const element = card.current;
    // (jsdom, in the component tests, has no ResizeObserver.)
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setCardSize(`${element.clientWidth}×${element.clientHeight}`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <article
      ref={card}
      className={`entry-card size-${tier} slide-${direction}${heading ? ' end-card' : ''}`}
      style={fit ? ({ '--fit': fit } as CSSProperties) : undefined}
      tabIndex={size === SCROLLS ? 0 : undefined}
      aria-label={label}
    >
      {heading && <h2 className="end-card-heading">{heading}</h2>}
      <p className="entry-text">
        <EntryText pieces={pieces} />
      </p>
    </article>
  );
}
