// A ghost button that opens and closes one section of the screen, telling screen readers which one and whether
// it is open.
import type { ReactNode } from 'react';

export function ToggleButton({
  open,
  controls,
  onToggle,
  className,
  chevron = false,
  children,
}: {
  open: boolean;
  /** The id of the section it opens. */
  controls: string;
  onToggle: () => void;
  className?: string;
  /** A chevron after the label that turns when the section is open. */
  chevron?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `button button-ghost ${className}` : 'button button-ghost'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
      {chevron && <span className={`chevron${open ? ' chevron-open' : ''}`} aria-hidden="true" />}
    </button>
  );
}
