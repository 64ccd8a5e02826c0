// The app taking over the room shell (boot/room-shell.ts): the add box's text, focus and caret, and an add the
// shell sent that is not answered yet (or was refused), move into the app's own add box; the shell goes.
import type { RoomShell } from '../boot/room-shell';
import type { PostedEntry } from '../net/post-entry';

export interface ShellHandover {
  /** What is in the shell's box. */
  draft: string;
  /** The box had the focus (the guest is typing): the app's box takes it, with the caret where it was. */
  caret: { start: number; end: number } | null;
  /** An add sent from the shell, not answered yet. */
  sending: { text: string; answer: Promise<PostedEntry> } | null;
  /** The shell's last add was refused: the app says why, the text still in the box. */
  refused: PostedEntry | null;
}

function liveShell(): RoomShell | null {
  // No window when the build renders the lobby (src/prerender.tsx).
  const shell = (globalThis.window as Window | undefined)?.__skalBoot?.shell;
  return shell && !shell.taken ? shell : null;
}

/** The shell's element: by the shell, or (if its own script never wired it up) by its id. */
function shellElement(shell: RoomShell | null): HTMLElement | null {
  return shell ? (shell.element ?? document.getElementById('room-shell')) : null;
}

/** What the shell on show for `room` holds, without taking it (safe in a render). */
export function peekShell(room: string): ShellHandover | null {
  const shell = liveShell();
  const box = shellElement(shell)?.querySelector('textarea');
  if (!shell || shell.room !== room || !box) return null;
  const focused = document.activeElement === box;
  return {
    draft: box.value,
    caret: focused ? { start: box.selectionStart, end: box.selectionEnd } : null,
    sending: shell.sending,
    refused: shell.refused,
  };
}

/**
 * Ends the shell: removes it if it is on show, and keeps it from showing later (its room's answer may still be
 * on the way). Answers to its add that arrive from now on are the app's to show.
 */
export function takeShell(): void {
  const shell = liveShell();
  if (!shell) return;
  shell.taken = true;
  // Its `Lagt til` stays for its time (it removes itself), above the app.
  const toasts = shellElement(shell)?.querySelector('.toasts');
  if (toasts?.firstChild) document.body.append(toasts);
  shellElement(shell)?.remove();
  shell.element = null;
  const html = document.documentElement;
  if (html.dataset.boot === 'shell') html.dataset.boot = 'render';
}
