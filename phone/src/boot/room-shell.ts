// The room shell: a scanned link's room lobby, shown by the boot step before the app's JavaScript has arrived, so
// a guest can add the first entry at once. It is the lobby as the build rendered it (index.html's
// <div id="room-shell">, or on a phone showing English the English one put in its place), with the room's name and
// count filled in; its add box sends over plain HTTP (`POST /api/{room}/entries`, one round trip on the page's open
// connection) and says `Lagt til` as the app does. Everything else in it waits, disabled, for the app, which it
// holds back a little for the guest's first add (appMayLoad) and which then takes the shell over
// (room/shell-takeover.ts): the text being typed, the focus and an add still under way move into the app's own box.
import { DEFAULT_LANGUAGE, TOAST_DURATION_MS, type Language } from '@skal/shared';
import { HTML_LANG } from '../storage';
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

/** How long after the shell's first paint the app's download waits for the guest's first add (appMayLoad). */
export const SHELL_HOLD_MS = 1500;

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
export function startRoomShell(
  room: string | null,
  answer: Promise<RoomSnapshot | null> | null,
  language: Language,
): RoomShell | null {
  const shell: RoomShell | null =
    room !== null && answer ? { room, element: null, sending: null, refused: null, taken: false } : null;
  if (shell) {
    holds.set(shell, hold());
    // Norwegian shows from the first paint; another language once its lobby is in the shell's place (no flash).
    if (language === DEFAULT_LANGUAGE) document.documentElement.dataset.boot = 'shell';
    // Listened for from here, before the shell is parsed: on a slow link the HTML can stop after the add box and
    // before the script that wires it up, and a tap then must still add, never submit the form natively (a page
    // load that would lose the room link and the text).
    document.addEventListener('submit', (event) => sendFromShell(shell, event, event.target), true);
    // A tap on `Legg til` is taken at its click: the browser's own handling of a form's submission lays the page out
    // again first, ~40 ms of a 4× slower phone before the add could go (docs/performance.md).
    document.addEventListener(
      'click',
      (event) =>
        sendFromShell(
          shell,
          event,
          (event.target as Element).closest?.<HTMLButtonElement>('#room-shell [type=submit]')?.form,
        ),
      true,
    );
  }
  window.__skalShell = () => {
    const element = document.getElementById('room-shell');
    if (shell && answer && element && inLanguage(element, language)) return wire(shell, element, answer);
    element?.remove();
    // No shell to show after all: nothing holds the app back.
    if (shell) release(shell);
  };
  return shell;
}

/**
 * Puts the lobby in `language` in the shell and shows it: a language other than Norwegian has its lobby in
 * index.html as a template, `room-shell-en`, `room-shell-da`, `room-shell-fi` (phone/prerender-plugin.ts).
 */
function inLanguage(element: HTMLElement, language: Language): boolean {
  if (language !== DEFAULT_LANGUAGE) {
    const code = HTML_LANG[language];
    const lobby = document.getElementById(`room-shell-${code}`);
    if (!(lobby instanceof HTMLTemplateElement)) return false;
    element.replaceChildren(lobby.content.cloneNode(true));
    Object.assign(element.dataset, lobby.dataset);
    element.lang = code;
  }
  document.documentElement.dataset.boot = 'shell';
  return true;
}

function wire(shell: RoomShell, element: HTMLElement, answer: Promise<RoomSnapshot | null>): void {
  // The build renders every element looked for here into the shell (phone/test/prerender-plugin.test.ts checks).
  const form = find<HTMLFormElement>(element, 'form.add-entry');
  const box = find<HTMLTextAreaElement>(element, '#entry-text');
  const chars = find(element, '#entry-chars');
  find(element, '.room-title-name').textContent = shell.room;

  answer.then(
    (snapshot) => {
      if (shell.taken) return;
      if (!snapshot) {
        // No such room: the shell goes, and the app (on its way) shows the home screen and says so.
        release(shell);
        shell.taken = true;
        element.remove();
        shell.element = null;
        document.documentElement.dataset.boot = 'render';
        return;
      }
      const count = snapshot.entries.length;
      // An add's answer carries a newer count than the room's first answer.
      if (!counted.has(shell)) setCount(element, count);
      const card = document.getElementById(
        `room-shell-collection${element.lang === 'nb' || !element.lang ? '' : `-${element.lang}`}`,
      );
      // An empty room leads with the collection; CSS shows the card or the button under the box by the count.
      if (count === 0 && card instanceof HTMLTemplateElement) form.before(card.content.cloneNode(true));
    },
    // Unanswered (offline): the shell stays, and the app (sent for) says what it finds.
    () => release(shell),
  );

  // A touch on anything but the add box is for what only the app can do (Start, the collection, back): send for it.
  element.addEventListener('pointerdown', (event) => {
    if (!form.contains(event.target as Node)) release(shell);
  });

  // The characters typed, as under the app's box (which also caps them at 280; the server refuses more).
  box.addEventListener('input', () => {
    chars.textContent = (element.dataset.chars ?? '').replace('{{count}}', String(Array.from(box.value).length));
  });

  shell.element = element;
}

/** The shells whose count an add's answer has set (newer than the room's first answer). */
const counted = new WeakSet<RoomShell>();

/**
 * `Legg til` in the shell: the add goes over HTTP, once (a double tap adds once; an empty box adds nothing, as in
 * the app), and its answer says `Lagt til` and the new count. A refusal is kept for the app to say.
 */
function sendFromShell(shell: RoomShell, event: Event, form: EventTarget | null | undefined): void {
  const element = form instanceof HTMLFormElement ? form.closest<HTMLElement>('#room-shell') : null;
  if (!element || shell.taken) return;
  event.preventDefault();
  const box = find<HTMLTextAreaElement>(form as HTMLFormElement, '#entry-text');
  const button = find(form as HTMLFormElement, 'button[type="submit"]');
  const text = box.value;
  if (shell.sending || text.trim() === '') return;
  const answer = postEntry(shell.room, text);
  shell.sending = { text, answer };
  shell.refused = null;
  button.setAttribute('aria-busy', 'true');
  void answer.then((result) => {
    // Answered: the app may load (appMayLoad), after this answer has shown.
    release(shell);
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
    counted.add(shell);
    setCount(element, result.count);
    const toasts = element.querySelector('.toasts');
    if (toasts) showAdded(toasts, element.dataset.added ?? '');
  });
}

/** Per shell, what releases the app's download (appMayLoad). */
const holds = new WeakMap<RoomShell, { released: Promise<void>; release: () => void }>();

function hold(): { released: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

function release(shell: RoomShell): void {
  holds.get(shell)?.release();
}

/**
 * When the app may start loading, called at the shell's first paint. A guest who opens a room link mostly adds
 * first, and on a slow phone and link the app's 100 KB and its start (~0.4 s of main thread at 4× CPU) would land
 * just as they type and tap: so the app waits, for at most SHELL_HOLD_MS, for the shell's first add to be answered,
 * for a touch on anything the app brings, or for the room's answer to say the shell must go; an add sent by then
 * is answered first (for at most as long again).
 */
export function appMayLoad(shell: RoomShell | null): Promise<unknown> {
  const released = shell && holds.get(shell)?.released;
  if (!shell || !released) return Promise.resolve();
  const wait = () => new Promise((resolve) => setTimeout(resolve, SHELL_HOLD_MS));
  return Promise.race([released, wait()]).then(() => shell.sending && Promise.race([shell.sending.answer, wait()]));
}

function find<T extends Element = Element>(within: Element, selector: string): T {
  return within.querySelector(selector) as T;
}

/** The count, and whether the room is empty (app.css shows the collection card or the button under the box). */
function setCount(element: HTMLElement, value: number): void {
  element.toggleAttribute('data-empty', !value);
  find(element, '.count-number').textContent = String(value);
  find(element, '.count-label').textContent = (value === 1 ? element.dataset.one : element.dataset.other) ?? '';
}

/** The app's `Lagt til` toast: short, no close button. */
function showAdded(toasts: Element, text: string): void {
  toasts.innerHTML =
    '<div class="toast toast-info" role="status" data-duration="short"><span class="toast-text"></span></div>';
  const toast = toasts.firstElementChild as HTMLElement;
  toast.setAttribute('aria-label', text);
  (toast.firstElementChild as HTMLElement).textContent = text;
  setTimeout(() => toast.remove(), TOAST_DURATION_MS.short);
}
