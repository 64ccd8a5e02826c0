// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { homeTutorial, prerenderedBody, roomShell, SHELL_CALL, shellMarkup, TUTORIAL_CALL } from '../prerender-plugin';
import { inEnglish, inLanguage, renderHome, renderRoomShell, roomShellTexts } from '../src/prerender';

function parsed(): { lobby: HTMLElement; card: DocumentFragment } {
  const shell = roomShell(renderRoomShell, roomShellTexts());
  const page = new DOMParser().parseFromString(`<body>${shell.lobby}${shell.card}</body>`, 'text/html');
  const lobby = page.getElementById('room-shell');
  const card = page.getElementById('room-shell-collection');
  if (!lobby || !(card instanceof HTMLTemplateElement)) throw new Error('the shell is not in the page');
  return { lobby, card: card.content };
}

/** Everything the boot script fills in or listens to (src/boot/room-shell.ts). */
const WIRED = [
  '.room-title-name',
  'form.add-entry',
  'textarea#entry-text',
  'button[type="submit"]',
  '#entry-chars',
  '.count-number',
  '.count-label',
  '.toasts',
  '.add-entry + .adults-line + .button-secondary',
];

describe('the room shell in index.html', () => {
  it('is the lobby of a room whose count is not known yet, with the texts it changes', () => {
    const { lobby } = parsed();
    expect({ ...lobby.dataset }).toEqual({
      one: 'tekst',
      other: 'tekster',
      chars: '{{count}} av 280 tegn',
      added: 'Lagt til',
    });
    for (const selector of WIRED) expect(lobby.querySelector(selector), selector).not.toBeNull();
    expect(lobby.querySelector('.count-number')?.textContent).toBe('–');
    expect(lobby.querySelector('.collection-card')).toBeNull();
    // Down to the collection button under the add box; the rest of the lobby comes with the app.
    expect(
      lobby.querySelector('main')?.lastElementChild?.matches('.add-entry + .adults-line + .button-secondary'),
    ).toBe(true);
    // A first-time guest comes straight to the room: it says, under the add box, that Skål is for adults.
    expect(lobby.querySelector('.adults-line')?.textContent).toBe('Skål er for voksne (18+). Drikk ansvarlig.');
    expect(lobby.querySelector('footer button')?.textContent).toBe('Start');
  });

  it('has the same lobby and card in English, as templates the boot script puts in for a phone showing English', async () => {
    const english = await inEnglish(() => roomShell(renderRoomShell, roomShellTexts(), 'en'));
    const page = new DOMParser().parseFromString(`<body>${english.lobby}${english.card}</body>`, 'text/html');
    const lobby = page.getElementById('room-shell-en');
    const card = page.getElementById('room-shell-collection-en');
    if (!(lobby instanceof HTMLTemplateElement) || !(card instanceof HTMLTemplateElement))
      throw new Error('the English shell is not in the page');
    expect({ ...lobby.dataset }).toEqual({
      one: 'entry',
      other: 'entries',
      chars: '{{count}} of 280 characters',
      added: 'Added',
    });
    for (const selector of WIRED) expect(lobby.content.querySelector(selector), selector).not.toBeNull();
    expect(lobby.content.querySelector('label[for="entry-text"]')?.textContent).toBe('Write an entry');
    expect(lobby.content.querySelector('.adults-line')?.textContent).toBe(
      'Skål is for adults (18+). Drink responsibly.',
    );
    expect(card.content.firstElementChild?.className).toBe('collection-card');
    // The Norwegian texts are back for everything rendered after it.
    expect(parsed().lobby.querySelector('label[for="entry-text"]')?.textContent).toBe('Skriv en tekst');
    // Its markup is the Norwegian one's, word for word apart from the texts.
    const tags = (html: string) => html.match(/<[a-z]+[^>]*?(?: class="[^"]*")?/gu)?.map((tag) => tag.split(' ')[0]);
    expect(tags(lobby.innerHTML)).toEqual(tags(parsed().lobby.innerHTML));
  });

  it('has the lobby in Danish and Finnish too, as templates for a phone showing them', async () => {
    for (const [code, label, added] of [
      ['da', 'Skriv en tekst', 'Tilføjet'],
      ['fi', 'Kirjoita teksti', 'Lisätty'],
    ] as const) {
      const shell = await inLanguage(code, () => roomShell(renderRoomShell, roomShellTexts(), code));
      const page = new DOMParser().parseFromString(`<body>${shell.lobby}${shell.card}</body>`, 'text/html');
      const lobby = page.getElementById(`room-shell-${code}`);
      if (!(lobby instanceof HTMLTemplateElement)) throw new Error(`no ${code} shell`);
      expect(page.getElementById(`room-shell-collection-${code}`)).toBeInstanceOf(HTMLTemplateElement);
      expect(lobby.dataset.added).toBe(added);
      for (const selector of WIRED) expect(lobby.content.querySelector(selector), selector).not.toBeNull();
      expect(lobby.content.querySelector('label[for="entry-text"]')?.textContent).toBe(label);
    }
    expect(parsed().lobby.querySelector('label[for="entry-text"]')?.textContent).toBe('Skriv en tekst');
  });

  it('puts every other language’s lobby after the Norwegian one and their cards after its card', () => {
    const body = prerenderedBody(
      '<main>home</main>',
      { lobby: 'NB', card: 'nb-card' },
      [
        { lobby: 'EN', card: 'en-card' },
        { lobby: 'DA', card: 'da-card' },
        { lobby: 'FI', card: 'fi-card' },
      ],
      'T',
    );
    expect(body).toBe(
      `NBENDAFI${SHELL_CALL}<div id="root" data-prerendered><main>home</main></div>` +
        `<template id="home-tutorial">T</template>${TUTORIAL_CALL}nb-carden-cardda-cardfi-card`,
    );
  });

  it('is followed, in both languages, by the call that wires it up, before the app’s root', () => {
    const body = prerenderedBody(
      '<main>home</main>',
      { lobby: 'NB', card: 'nb-card' },
      { lobby: 'EN', card: 'en-card' },
      'TUTORIAL',
    );
    expect(body).toBe(
      `NBEN${SHELL_CALL}<div id="root" data-prerendered><main>home</main></div>` +
        `<template id="home-tutorial">TUTORIAL</template>${TUTORIAL_CALL}nb-carden-card`,
    );
    expect(SHELL_CALL).toBe('<script>window.__skalShell?.()</script>');
    expect(TUTORIAL_CALL).toBe('<script>window.__skalTutorial?.()</script>');
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

describe('the first-visit tutorial in index.html', () => {
  it('is the tutorial’s first step in Norwegian, in its lazy part’s markers, from the home screen’s two renders', async () => {
    const { home, withTutorial } = await renderHome();
    const tutorial = homeTutorial(home, withTutorial);
    expect(tutorial.startsWith('<!--$--><div class="overlay">')).toBe(true);
    expect(tutorial.endsWith('<!--/$-->')).toBe(true);
    const page = new DOMParser().parseFromString(`<body>${tutorial}</body>`, 'text/html');
    expect(page.querySelector('[role="dialog"] h2')?.textContent).toBe('Velkommen til Skål!');
    expect(page.querySelector('.tutorial-kicker')?.textContent).toBe('Slik spiller du');
    expect(page.querySelectorAll('.progress-tabs li')).toHaveLength(5);
    // The home screen itself has no tutorial; the render that has one differs only by it.
    expect(home).not.toContain('role="dialog"');
    expect(withTutorial.replace(tutorial, '')).toBe(home);
  });

  it('refuses two renders that differ anywhere but the end of the home screen', () => {
    const home = '<div class="screen home"><main>x</main></div><div class="toasts"></div>';
    const tutorial = '<!--$--><div class="overlay"><div role="dialog"></div></div><!--/$-->';
    const at = home.indexOf('</main>') + '</main>'.length;
    expect(homeTutorial(home, home.slice(0, at) + tutorial + home.slice(at))).toBe(tutorial);
    expect(() => homeTutorial(home, home.replace('x', 'y') + tutorial)).toThrow(/only thing/u);
    expect(() => homeTutorial(home, home)).toThrow(/only thing/u);
    expect(() => homeTutorial('<main></main>', tutorial)).toThrow(/does not end/u);
    expect(() => homeTutorial(home, home.slice(0, at) + '<p>x</p>' + home.slice(at))).toThrow(/lazy part/u);
  });
});
