// The room shell: a scanned link's room lobby, shown by the boot script before the app's JavaScript has arrived.
// A guest can add at once (sent over HTTP, once), and the app then takes over without losing what the shell held:
// the text being typed, its focus and caret, an add still under way, and why an add was refused.
import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import { liveNumber, newPhone, seedRoom, toast, uniqueRoom } from './helpers';

/** The script after the shell's markup that wires it up (phone/prerender-plugin.ts). */
const SHELL_CALL = '<script>window.__skalShell?.()</script>';

/** Holds the app's entry script until `release()`: the page shows what the boot script built, and nothing else. */
async function holdApp(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/index-[^/]+\.js$/u);
}

async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function entriesOf(page: Page, room: string): Promise<string[]> {
  const answer = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  return answer[1].map((entry) => entry.value);
}

/** The app has taken over: Start works (in the shell it waits, disabled). */
async function appRunning(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.locator('#room-shell')).toHaveCount(0);
}

/**
 * A returning phone opening the scanned link of a new room holding `entries`, with the app's script held back
 * (`holdAdds` also holds the shell's adds): what the page shows is the shell.
 */
async function openShell(
  browser: Browser,
  entries: string[],
  options: { holdAdds?: boolean } = {},
): Promise<{ page: Page; room: string; box: Locator; releaseApp: () => void; releaseAdds: () => void }> {
  const room = uniqueRoom('shell');
  await seedRoom(room, entries);
  const { page } = await newPhone(browser);
  const releaseApp = await holdApp(page);
  const releaseAdds = options.holdAdds ? await holdRequests(page, /\/api\/[^/]+\/entries$/u) : () => undefined;
  await page.goto(`/?room=${room}`, { waitUntil: 'domcontentloaded' });
  return { page, room, box: page.getByRole('textbox', { name: 'Skriv en tekst' }), releaseApp, releaseAdds };
}

test('a tap on Legg til before the app has loaded adds the entry once, and the app takes over the room', async ({
  browser,
}) => {
  const { page, room, box, releaseApp } = await openShell(browser, ['Skål!', 'Alle drikker']);

  // The lobby as the app shows it, the room's name and count in, everything but the add box waiting.
  await expect(page.locator('#room-shell')).toBeVisible();
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();

  const text = 'Den som skålte sist drikker';
  await box.fill(text);
  await expect(page.getByText('27 av 280 tegn')).toBeVisible();
  // The shell takes the tap at its click: the form is never submitted (its submission lays the page out first).
  await page.evaluate(() => {
    const form = document.querySelector('#room-shell form');
    form?.addEventListener('submit', () => form.setAttribute('data-submitted', 'yes'));
  });
  const add = page.getByRole('button', { name: 'Legg til' });
  await add.click();
  // An impatient second tap adds nothing more.
  await add.click();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  await expect(page.locator('#room-shell form')).not.toHaveAttribute('data-submitted');
  await expect(box).toHaveValue('');
  await expect(liveNumber(page)).toHaveText('3');
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Alle drikker', text]);

  releaseApp();
  await appRunning(page);
  await expect(liveNumber(page)).toHaveText('3');
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toHaveValue('');
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Alle drikker', text]);
  // The app's own adds go on as ever.
  await box.fill('Alle som smiler drikker');
  await add.click();
  await expect(liveNumber(page)).toHaveText('4');
});

test('a tap before the shell’s own script has run still adds once, and the page stays in the room', async ({
  browser,
}) => {
  // On a slow link the HTML can stop right after the add box, before the script that wires the shell up; here
  // that script never comes. The boot script listens for the shell's tap (and submit) from the head, so a tap adds over
  // HTTP instead of submitting the form natively (a page load that would lose the room link and the text).
  const room = uniqueRoom('unwired');
  await seedRoom(room, ['Skål!']);
  const { page } = await newPhone(browser);
  await page.route(
    (url) => url.pathname === '/' && url.searchParams.get('room') === room,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(SHELL_CALL);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: html.replace(SHELL_CALL, '') });
    },
  );
  const releaseApp = await holdApp(page);
  await page.goto(`/?room=${room}`, { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('textbox', { name: 'Skriv en tekst' });
  const add = page.getByRole('button', { name: 'Legg til' });
  await box.fill('Den som skålte sist drikker');
  const posted = page.waitForResponse((response) => response.url().endsWith(`/api/${room}/entries`));
  await add.click();
  await add.click();
  expect((await posted).status()).toBe(200);
  await expect(toast(page, 'Lagt til')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('room')).toBe(room);
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Den som skålte sist drikker']);

  releaseApp();
  await appRunning(page);
  await expect(liveNumber(page)).toHaveText('2');
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Den som skålte sist drikker']);
});

test('the shell’s `Lagt til` is on screen before the app’s scripts are asked for', async ({ browser }) => {
  const { page, box } = await openShell(browser, ['Skål!']);
  // Noted in the page: how many of the app's preload links there are when the add is sent, when the toast goes in,
  // and at the next frame (before it is painted). An add sent while the app is held back holds it until the toast
  // has been painted, so its download and start never hold the toast back: none go in between. (The app is held at
  // most 1.5 s after the shell's first paint; on a slow machine the tap may come later, and the links are in
  // already, the same number throughout.)
  await page.evaluate(() => {
    const links = () => document.querySelectorAll('link[rel="modulepreload"]').length;
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    // The shell sends at the tap's click (room-shell.ts), before any form submission.
    let sent = false;
    document.addEventListener(
      'click',
      (event) => {
        if (sent || !(event.target as Element).closest('#room-shell [type=submit]')) return;
        sent = true;
        seen.push(links());
      },
      { capture: true },
    );
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('#room-shell [role="status"]')) return;
      observer.disconnect();
      seen.push(links());
      requestAnimationFrame(() => seen.push(links()));
    }).observe(document.body, { subtree: true, childList: true });
  });
  await box.fill('Alle drikker');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: number[] }).seen.length)).toBe(3);
  const [atSubmit, atToast, nextFrame] = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect([atToast, nextFrame]).toEqual([atSubmit, atSubmit]);
  // And then it does load.
  await expect.poll(() => page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
});

test('the text being typed in the shell stays in the box, with its focus and caret, when the app takes over', async ({
  browser,
}) => {
  const { page, room, box, releaseApp } = await openShell(browser, ['Skål!']);
  await box.fill('Den som kom sist skåler');
  // The guest moved the caret back to fix a word.
  await box.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(4, 7));

  releaseApp();
  await appRunning(page);
  await expect(box).toHaveValue('Den som kom sist skåler');
  await expect(box).toBeFocused();
  expect(await box.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([
    4, 7,
  ]);
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Den som kom sist skåler']);
});

test('an add from the shell still under way when the app takes over is answered by the app, once', async ({
  browser,
}) => {
  const { page, room, box, releaseApp, releaseAdds } = await openShell(browser, ['Skål!'], { holdAdds: true });
  await box.fill('Skål for verten');
  await page.getByRole('button', { name: 'Legg til' }).click();

  // The app waits a moment for the answer, then takes over with the add still out.
  releaseApp();
  await appRunning(page);
  await expect(page.getByRole('button', { name: 'Legg til' })).toHaveAttribute('aria-busy', 'true');
  await expect(box).toHaveValue('Skål for verten');
  await page.getByRole('button', { name: 'Legg til' }).click();

  releaseAdds();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(liveNumber(page)).toHaveText('2');
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Skål for verten']);
  await expect(page.getByRole('button', { name: 'Legg til' })).toHaveAttribute('aria-busy', 'false');
});

test('an add the shell could not make keeps its text, and the app says why', async ({ browser }) => {
  const { page, room, box, releaseApp } = await openShell(browser, ['Skål!']);
  const long = 'ø'.repeat(281);
  await box.fill(long);
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('button', { name: 'Legg til' })).toHaveAttribute('aria-busy', 'false');
  await expect(box).toHaveValue(long);

  releaseApp();
  await appRunning(page);
  await expect(toast(page, 'Teksten er for lang', 'alert')).toBeVisible();
  await expect(box).toHaveValue(long);
  expect(await entriesOf(page, room)).toEqual(['Skål!']);
});

test('no shell for a room that does not exist', async ({ browser }) => {
  const missing = await newPhone(browser);
  const releaseMissing = await holdApp(missing.page);
  await missing.page.goto(`/?room=${uniqueRoom('none')}`, { waitUntil: 'domcontentloaded' });
  await missing.page.waitForLoadState('domcontentloaded');
  releaseMissing();
  await expect(toast(missing.page, 'Rommet eksisterer ikke', 'alert')).toBeVisible();
  await expect(missing.page.locator('#room-shell')).toHaveCount(0);
});

test('a first visit gets the shell too: the add box works before the app, no tutorial over it, and it says 18+', async ({
  browser,
}) => {
  const room = uniqueRoom('shell');
  await seedRoom(room, ['Skål!']);
  const { page } = await newPhone(browser, { firstVisit: true });
  const release = await holdApp(page);
  await page.goto(`/?room=${room}`, { waitUntil: 'domcontentloaded' });
  const shell = page.locator('#room-shell');
  await expect(shell).toBeVisible();
  await expect(shell.getByText('Skål er for voksne (18+). Drikk ansvarlig.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const box = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await box.fill('Første gang her');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  release();
  await appRunning(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await entriesOf(page, room)).toEqual(['Skål!', 'Første gang her']);
});

test('a phone showing English gets the shell in English: a tap adds once, and the app takes over', async ({
  browser,
}) => {
  const room = uniqueRoom('english');
  await seedRoom(room, ['Cheers!']);
  const { page } = await newPhone(browser, { language: 'english' });
  const releaseApp = await holdApp(page);
  await page.goto(`/?room=${room}`, { waitUntil: 'domcontentloaded' });

  const shell = page.locator('#room-shell');
  await expect(shell).toBeVisible();
  await expect(shell).toHaveAttribute('lang', 'en');
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('1');
  await expect(shell.getByText('entry', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'From the collection' })).toBeDisabled();
  // Nothing Norwegian but Skål's name (and the switch to Norwegian, named in it).
  await expect(shell.getByText(/[æø]|(?<!Sk)å|Legg til|tekst/u)).toHaveCount(0);

  const box = page.getByRole('textbox', { name: 'Write an entry' });
  await box.fill('Whoever toasted last drinks');
  await expect(page.getByText('27 of 280 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Added')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('2');
  await expect(shell.getByText('entries', { exact: true })).toBeVisible();
  expect(await entriesOf(page, room)).toEqual(['Cheers!', 'Whoever toasted last drinks']);

  releaseApp();
  await appRunning(page);
  await expect(liveNumber(page)).toHaveText('2');
  await expect(box).toHaveValue('');
  expect(await entriesOf(page, room)).toEqual(['Cheers!', 'Whoever toasted last drinks']);

  // An empty room's English shell leads with the collection, in English.
  const empty = uniqueRoom('english');
  await seedRoom(empty, []);
  const other = await newPhone(browser, { language: 'english' });
  await holdApp(other.page);
  await other.page.goto(`/?room=${empty}`, { waitUntil: 'domcontentloaded' });
  await expect(other.page.locator('#room-shell .collection-card')).toContainText(
    'The room is empty. Start with entries from the collection.',
  );
  await expect(liveNumber(other.page)).toHaveText('0');
});

test('an empty room’s shell leads with the collection, as the app’s lobby does, until its first add', async ({
  browser,
}) => {
  const { page, box, releaseApp } = await openShell(browser, []);
  await expect(liveNumber(page)).toHaveText('0');
  const collection = page.getByRole('button', { name: 'Fra samlingen' });
  await expect(collection).toHaveCount(1);
  await expect(page.locator('#room-shell .collection-card')).toBeVisible();
  await expect(collection).toBeDisabled();

  // The first add turns the card into the button under the box, as the app's lobby does.
  await box.fill('Den som skålte sist drikker');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('1');
  await expect(page.locator('#room-shell .collection-card')).toBeHidden();
  await expect(collection).toHaveCount(1);
  await expect(collection).toBeDisabled();
  expect(
    await page
      .locator('#room-shell form + .adults-line')
      .evaluate((line) => line.nextElementSibling === document.querySelector('#room-shell .button-secondary')),
  ).toBe(true);

  releaseApp();
  await appRunning(page);
  await expect(collection).toHaveCount(1);
  await expect(collection).toBeEnabled();
});
