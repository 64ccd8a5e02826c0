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
  it('hold the lobby of an empty room and of one with entries, with the texts the shell changes', () => {
    const shells = templates();
    expect([...shells.keys()]).toEqual(['room-shell-empty-room', 'room-shell-room']);
    for (const template of shells.values()) {
      expect({ ...template.dataset }).toEqual({
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
      ])
        expect(template.content.querySelector(selector), selector).not.toBeNull();
    }
    // An empty room leads with the collection, as the app's lobby does.
    expect(shells.get('room-shell-empty-room')?.content.querySelector('.collection-card')).not.toBeNull();
    expect(shells.get('room-shell-room')?.content.querySelector('.collection-card')).toBeNull();
  });

  it('leave only the add box working until the app has come', () => {
    for (const template of templates().values()) {
      const controls = [...template.content.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')];
      expect(controls.length).toBeGreaterThan(5);
      for (const control of controls) {
        const submit = control instanceof HTMLButtonElement && control.type === 'submit';
        expect(control.disabled, control.outerHTML).toBe(!submit);
      }
      expect(template.content.querySelector('textarea')?.disabled).toBe(false);
    }
  });

  it('keep a lazy part’s fallback without React’s markers or its note about them', () => {
    const html = shellMarkup(
      '<main><!--$!--><template data-msg="Switched to client rendering&quot; x" data-cstck="\n at Lazy"></template>' +
        '<div class="qr-card qr-card-loading"></div><!--/$--><!--$--><p>x</p><!--/$--></main>',
    );
    expect(html).toBe('<main><div class="qr-card qr-card-loading"></div><p>x</p></main>');
  });

  it('escape the texts they carry', () => {
    const html = roomShellTemplates(() => '<p></p>', { added: 'Lagt "til" & <b>' });
    expect(html).toContain('data-added="Lagt &quot;til&quot; &amp; &lt;b>"');
  });
});
