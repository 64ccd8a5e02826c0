// The room shell: a scanned link's room lobby, shown by the boot step before the app's JavaScript has arrived, so
// a guest can add the first entry at once. It is the lobby as the build rendered it (index.html's
// <template id="room-shell-room">), with the room's name and count filled in; its add box sends over plain HTTP
// (`POST /api/{room}/entries`, one round trip on the page's open connection) and says `Lagt til` as the app does.
// Everything else in it waits, disabled, for the app, which takes the shell over (room/shell-takeover.ts): the
// text being typed, the focus and an add still under way move into the app's own add box.
import { TOAST_DURATION_MS } from '@skal/shared';
import type { RoomSnapshot } from '../net/api';
import { postEntry, type PostedEntry } from '../net/post-entry';
import { whenParsed } from './when-parsed';

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

/** Shows the shell once the page is parsed and the room's answer says the room exists. */
export function startRoomShell(room: string, answer: Promise<RoomSnapshot | null>): RoomShell {
  const shell: RoomShell = { room, element: null, sending: null, refused: null, taken: false };
  answer.then(
    (snapshot) => {
      if (snapshot) whenParsed(() => show(shell, snapshot.entries.length));
    },
    () => undefined,
  );
  return shell;
}

function show(shell: RoomShell, count: number): void {
  const template = document.getElementById(count === 0 ? 'room-shell-empty-room' : 'room-shell-room');
  const root = document.getElementById('root');
  if (shell.taken || !(template instanceof HTMLTemplateElement) || !root) return;
  const texts = template.dataset;
  const element = document.createElement('div');
  element.id = 'room-shell';
  element.append(template.content.cloneNode(true));
  const find = <T extends Element>(selector: string) => element.querySelector<T>(selector);
  const name = find('.room-title-name');
  const form = find<HTMLFormElement>('form.add-entry');
  const box = find<HTMLTextAreaElement>('#entry-text');
  const button = find<HTMLButtonElement>('button[type="submit"]');
  const chars = find('#entry-chars');
  const number = find('.count-number');
  const label = find('.count-label');
  const toasts = find('.toasts');
  if (!name || !form || !box || !button || !chars || !number || !label || !toasts) return;
  name.textContent = shell.room;
  const setCount = (value: number) => {
    number.textContent = String(value);
    label.textContent = (value === 1 ? texts.one : texts.other) ?? '';
  };
  setCount(count);

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
      setCount(result.count);
      showAdded(toasts, texts.added ?? '');
    });
  });

  root.before(element);
  document.documentElement.dataset.boot = 'shell';
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
