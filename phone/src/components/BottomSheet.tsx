// A modal bottom sheet (the AI drawer): a grip with the title and a close button, a body, and a backdrop. It
// follows a downward drag of the grip (mouse or touch) and closes past half its height, on the backdrop, the close
// button or Escape; keyboard focus stays inside while it is open.
import { useEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { drawerOffset, drawerShouldClose } from '../ui-rules';
import { useEscape } from './use-escape';
import { useFocusTrap } from './use-focus-trap';

interface Props {
  title: string;
  closeLabel: string;
  /** The grip's tooltip: that it can be dragged down. */
  gripLabel: string;
  onClose: () => void;
  children: ReactNode;
}

const TITLE_ID = 'drawer-title';

export function BottomSheet({ title, closeLabel, gripLabel, onClose, children }: Props) {
  const sheet = useRef<HTMLDivElement>(null);
  const drag = useSheetDrag(sheet, onClose);
  useFocusTrap(sheet);
  useEscape(onClose);
  useEffect(() => sheet.current?.focus(), []);

  return (
    <div className="drawer-layer">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={sheet}
        className={`drawer${drag.dragging ? ' drawer-dragging' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        style={{ transform: `translateY(${drag.offset}px)` }}
        data-offset={Math.round(drag.offset)}
      >
        <div className="drawer-grip" {...drag.handlers} title={gripLabel} data-testid="drawer-grip">
          <span className="drawer-handle" aria-hidden="true" />
          <div className="drawer-head">
            <h2 id={TITLE_ID}>{title}</h2>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="drawer-body">{children}</div>
      </div>
    </div>
  );
}

/** The grip's pointer handlers: the sheet follows the pointer down, then closes or springs back on release. */
function useSheetDrag(sheet: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointer: number; startY: number; offset: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons in the header (close) keep their own taps; capturing the pointer would swallow their click.
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    drag.current = { pointer: event.pointerId, startY: event.clientY, offset: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current.offset = drawerOffset(drag.current.startY, event.clientY);
    setOffset(drag.current.offset);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    // A cancelled pointer carries no useful position: judge by how far the sheet had followed.
    const moved =
      event.type === 'pointercancel' ? drag.current.offset : drawerOffset(drag.current.startY, event.clientY);
    drag.current = null;
    setDragging(false);
    if (drawerShouldClose(moved, sheet.current?.offsetHeight ?? 0)) onClose();
    setOffset(0);
  };

  return {
    offset,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
