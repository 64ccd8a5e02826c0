// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { roomShellTemplates, shellMarkup } from '../prerender-plugin';
import { renderRoomShell, roomShellTexts } from '../src/prerender';

function templates(): Map<string, HTMLTemplateElement> {
  const page = new DOMParser().parseFromString(
    `<body>${roomShellTemplates(renderRoomShell, roomShellTexts())}</body>`,
    'text/html',
  );
  return new Map([...page.querySelectorAll('template')].map((template) => [template.id, template]));
}

describe('the room shell templates', () => {
  it('hold the lobby of a room whose count is not known yet, with the texts the shell changes', () => {
    const shells = templates();
    expect([...shells.keys()]).toEqual(['room-shell-lobby', 'room-shell-collection']);
    const lobby = shells.get('room-shell-lobby');
    expect({ ...lobby?.dataset }).toEqual({
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
      expect(lobby?.content.querySelector(selector), selector).not.toBeNull();
    expect(lobby?.content.querySelector('.count-number')?.textContent).toBe('–');
    expect(lobby?.content.querySelector('.collection-card')).toBeNull();
  });

  it('hold the collection card an empty room leads with', () => {
    const card = templates().get('room-shell-collection')?.content;
    expect(card?.children).toHaveLength(1);
    expect(card?.firstElementChild?.className).toBe('collection-card');
    expect(card?.querySelector('button')?.textContent).toBe('Fra samlingen');
  });

  it('leave only the add box working until the app has come', () => {
    for (const template of templates().values()) {
      const controls = [...template.content.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')];
      for (const control of controls) {
        const submit = control instanceof HTMLButtonElement && control.type === 'submit';
        expect(control.disabled, control.outerHTML).toBe(!submit);
      }
    }
    const lobby = templates().get('room-shell-lobby')?.content;
    expect(lobby?.querySelectorAll('button, input').length).toBeGreaterThan(5);
    expect(lobby?.querySelector('textarea')?.disabled).toBe(false);
  });

  it('keep a lazy part’s fallback without React’s markers or its note about them', () => {
    const html = shellMarkup(
      '<main><!--$!--><template data-msg="Switched to client rendering&quot; x" data-cstck="\n at Lazy"></template>' +
        '<div class="qr-card qr-card-loading"></div><!--/$--><!--$--><p>x</p><!--/$--></main>',
    );
    expect(html).toBe('<main><div class="qr-card qr-card-loading"></div><p>x</p></main>');
  });

  it('escape the texts they carry', () => {
    const html = roomShellTemplates(() => '<section class="collection-card"></section>', { added: 'Lagt "til" & <b>' });
    expect(html).toContain('data-added="Lagt &quot;til&quot; &amp; &lt;b>"');
  });
});
