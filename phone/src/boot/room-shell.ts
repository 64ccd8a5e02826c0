// The room shell: a scanned link's room lobby, shown by the boot step before the app's JavaScript has arrived, so
// a guest can add the first entry at once. It is the lobby as the build rendered it (index.html's
// <div id="room-shell">), with the room's name and count filled in; its add box sends over plain HTTP
// (`POST /api/{room}/entries`, one round trip on the page's open connection) and says `Lagt til` as the app does.
// Everything else in it waits, disabled, for the app, which takes the shell over (room/shell-takeover.ts): the
// text being typed, the focus and an add still under way move into the app's own add box.
import { TOAST_DURATION_MS } from '@skal/shared';
import type { RoomSnapshot } from '../net/api';
import { postEntry, type PostedEntry } from '../net/post-entry';

export interface RoomShell {
  room: string;
  /** The shell's element while it is on show, null before and once the app has taken it. */
  element: HTMLElement | null;
  /** An add sent from the shell and not answered yet. */
  sending: { text: string; answer: Promise<PostedEntry> } | null;
  /** The last add's refusal (kept for the app to say, with the text left in the box), if any. */
  refused: PostedEntry | null;
  /** The app has taken over: answers arriving now are the app's to show. */
  taken: boolean;
}

declare global {
  interface Window {
    /** Called by the room shell's markup as soon as it is parsed (index.html, phone/prerender-plugin.ts). */
    __skalShell?: () => void;
  }
}

/**
 * The room shell of a scanned link's visit: index.html holds it before the app's root, and CSS shows it from the
 * first paint on such a visit (`html[data-boot='shell']`), the count still unknown (`–`, as the app shows it). The
 * script right after its markup calls back here to wire it up, or to remove it on any other visit. The room's
 * answer then fills in the count, adds the collection card an empty room leads with, or takes the shell away when
 * the room does not exist.
 */
export function startRoomShell(room: string | null, answer: Promise<RoomSnapshot | null> | null): RoomShell | null {
  const shell: RoomShell | null =
    room !== null && answer ? { room, element: null, sending: null, refused: null, taken: false } : null;
  if (shell) document.documentElement.dataset.boot = 'shell';
  window.__skalShell = () => {
    const element = document.getElementById('room-shell');
    if (shell && answer && element) wire(shell, element, answer);
    else element?.remove();
  };
  return shell;
}

function wire(shell: RoomShell, element: HTMLElement, answer: Promise<RoomSnapshot | null>): void {
  const texts = element.dataset;
  // The build renders every one of these into the shell (phone/test/prerender-plugin.test.ts checks).
  const find = <T extends Element = Element>(selector: string) => element.querySelector(selector) as T;
  const form = find<HTMLFormElement>('form.add-entry');
  const box = find<HTMLTextAreaElement>('#entry-text');
  const button = find('button[type="submit"]');
  const chars = find('#entry-chars');
  const number = find('.count-number');
  const label = find('.count-label');
  find('.room-title-name').textContent = shell.room;
  // An add's answer carries a newer count than the room's first answer.
  let counted = false;
  const setCount = (value: number) => {
    number.textContent = String(value);
    label.textContent = (value === 1 ? texts.one : texts.other) ?? '';
  };

  answer.then(
    (snapshot) => {
      if (shell.taken) return;
      if (!snapshot) {
        // No such room: the shell goes, and the app (on its way) shows the home screen and says so.
        shell.taken = true;
        element.remove();
        shell.element = null;
        document.documentElement.dataset.boot = 'render';
        return;
      }
      const count = snapshot.entries.length;
      if (!counted) setCount(count);
      const card = document.getElementById('room-shell-collection');
      if (count === 0 && card instanceof HTMLTemplateElement) {
        form.before(card.content.cloneNode(true));
        find('.add-entry + .button-secondary')?.remove();
      }
    },
    // Unanswered (offline): the shell stays, and the app says what it finds.
    () => undefined,
  );

  // The characters typed, as under the app's box (which also caps them at 280; the server refuses more).
  box.addEventListener('input', () => {
    chars.textContent = (texts.chars ?? '').replace('{{count}}', String(Array.from(box.value).length));
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A double tap adds once; an empty box adds nothing, as in the app.
    const text = box.value;
    if (shell.sending || text.trim() === '') return;
    const answer = postEntry(shell.room, text);
    shell.sending = { text, answer };
    shell.refused = null;
    button.setAttribute('aria-busy', 'true');
    void answer.then((result) => {
      if (shell.taken) return;
      shell.sending = null;
      button.setAttribute('aria-busy', 'false');
      if (!result.ok) {
        shell.refused = result;
        return;
      }
      if (box.value === text) {
        box.value = '';
        box.dispatchEvent(new Event('input'));
      }
      counted = true;
      setCount(result.count);
      showAdded(find('.toasts'), texts.added ?? '');
    });
  });

  shell.element = element;
}

/** The app's `Lagt til` toast: short, no close button. */
function showAdded(toasts: Element, text: string): void {
  const toast = document.createElement('div');
  toast.className = 'toast toast-info';
  toast.setAttribute('role', 'status');
  toast.setAttribute('aria-label', text);
  toast.dataset.duration = 'short';
  const words = document.createElement('span');
  words.className = 'toast-text';
  words.textContent = text;
  toast.append(words);
  toasts.replaceChildren(toast);
  setTimeout(() => toast.remove(), TOAST_DURATION_MS.short);
}
