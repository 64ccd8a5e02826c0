// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { roomShell, SHELL_CALL, shellMarkup } from '../prerender-plugin';
import { renderRoomShell, roomShellTexts } from '../src/prerender';

function parsed(): { lobby: HTMLElement; card: DocumentFragment; call: string } {
  const shell = roomShell(renderRoomShell, roomShellTexts());
  const page = new DOMParser().parseFromString(`<body>${shell.lobby}${shell.card}</body>`, 'text/html');
  const lobby = page.getElementById('room-shell');
  const card = page.getElementById('room-shell-collection');
  if (!lobby || !(card instanceof HTMLTemplateElement)) throw new Error('the shell is not in the page');
  return { lobby, card: card.content, call: shell.lobby.slice(shell.lobby.lastIndexOf('<script>')) };
}

describe('the room shell in index.html', () => {
  it('is the lobby of a room whose count is not known yet, with the texts it changes, then the boot call', () => {
    const { lobby, call } = parsed();
    expect({ ...lobby.dataset }).toEqual({
      one: 'tekst',
      other: 'tekster',
      chars: '{{count}} av 280 tegn',
      added: 'Lagt til',
    });
    // Everything the boot script fills in or listens to (src/boot/room-shell.ts).
    for (const selector of [
      '.room-title-name',
      'form.add-entry',
      'textarea#entry-text',
      'button[type="submit"]',
      '#entry-chars',
      '.count-number',
      '.count-label',
      '.toasts',
      '.add-entry + .button-secondary',
    ])
      expect(lobby.querySelector(selector), selector).not.toBeNull();
    expect(lobby.querySelector('.count-number')?.textContent).toBe('–');
    expect(lobby.querySelector('.collection-card')).toBeNull();
    // Down to the collection button under the add box; the rest of the lobby comes with the app.
    expect(lobby.querySelector('main')?.lastElementChild?.matches('.add-entry + .button-secondary')).toBe(true);
    expect(lobby.querySelector('footer button')?.textContent).toBe('Start');
    expect(call).toBe(SHELL_CALL);
  });

  it('has the collection card an empty room leads with, as a template', () => {
    const { card } = parsed();
    expect(card.children).toHaveLength(1);
    expect(card.firstElementChild?.className).toBe('collection-card');
    expect(card.querySelector('button')?.textContent).toBe('Fra samlingen');
  });

  it('leaves only the add box working until the app has come', () => {
    const { lobby, card } = parsed();
    for (const part of [lobby, card]) {
      for (const control of part.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')) {
        const submit = control instanceof HTMLButtonElement && control.type === 'submit';
        expect(control.disabled, control.outerHTML).toBe(!submit);
      }
    }
    expect(lobby.querySelectorAll('button, input').length).toBeGreaterThan(4);
    expect(lobby.querySelector('textarea')?.disabled).toBe(false);
  });

  it('keeps a lazy part’s fallback without React’s markers or its note about them', () => {
    const html = shellMarkup(
      '<main><!--$!--><template data-msg="Switched to client rendering&quot; x" data-cstck="\n at Lazy"></template>' +
        '<div class="qr-card qr-card-loading"></div><!--/$--><!--$--><p>x</p><!--/$--></main>',
    );
    expect(html).toBe('<main><div class="qr-card qr-card-loading"></div><p>x</p></main>');
  });

  it('escapes the texts it carries', () => {
    const lobby =
      '<main><section class="collection-card"></section><form></form>' +
      '<button type="button" class="button button-secondary">x</button></main>';
    const shell = roomShell(() => lobby, { added: 'Lagt "til" & <b>' });
    expect(shell.lobby).toContain('data-added="Lagt &quot;til&quot; &amp; &lt;b>"');
  });
});
