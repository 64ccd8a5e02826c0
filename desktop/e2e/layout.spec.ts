// The host display's layout at its limits, measured from what is drawn: 24 names of 20 characters (the most a
// room takes), the longest room ID, entries with many line breaks or names filled in, on a TV and a small window.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { roomLink } from '@skal/shared';
import {
  addPlayers,
  decodeQr,
  liveCount,
  newRoom,
  phonesPerTest,
  reportShowing,
  serverToPage,
  serverUrl,
} from './helpers';

const phone = phonesPerTest();

const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

/** 24 different names of exactly 20 characters. */
const LONG_NAMES = Array.from(
  { length: 24 },
  (_, index) =>
    `${['Kristoffer', 'Marie-Louise', 'Bartholomew', 'Maximilian'][index % 4]} Andreassen-Berg`.slice(0, 17) +
    String(index).padStart(3, '0'),
);

/** A room ID of 18 wide letters and digits, the longest there is. */
function longestRoomId(): string {
  return `wwwwwwwww ${Date.now().toString(36).slice(-8)}`.slice(0, 18);
}

interface Drawn {
  name: string;
  box: { x: number; y: number; width: number; height: number };
}

async function drawn(name: string, locator: Locator): Promise<Drawn> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} is not drawn`);
  return { name, box };
}

function overlap(a: Drawn['box'], b: Drawn['box']): boolean {
  // Half a pixel of slack for rounding where two boxes touch.
  return (
    a.x + a.width > b.x + 0.5 && b.x + b.width > a.x + 0.5 && a.y + a.height > b.y + 0.5 && b.y + b.height > a.y + 0.5
  );
}

/** Whether a box's content shows whole: nothing scrolled out of it. */
async function clipped(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
  );
}

async function fontSize(locator: Locator): Promise<number> {
  return locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}

/**
 * The room ID, the QR code, the link, both counts, every name and (while a round runs) the entry's label and
 * card: each inside the window, none over another, no name or entry cut, and each big enough to read.
 */
async function expectLaidOut(page: Page, viewport: { width: number; height: number }, playing: boolean) {
  const heading = page.getByRole('heading', { level: 1 });
  const names = page.getByRole('region', { name: 'Spillere' }).getByRole('listitem');
  const card = page.getByRole('article', { name: 'Nå på skjermen' });
  const parts = [
    await drawn('room ID', heading),
    await drawn('QR code', page.getByRole('img', { name: 'QR-kode for rommet' })),
    await drawn('link', page.locator('.join__link')),
    await drawn('entry count', liveCount(page, /^\S+ tekst/u)),
    await drawn('phone count', liveCount(page, /i rommet/u)),
    ...(playing
      ? [await drawn('now showing', page.getByText(/^Nå på skjermen/u)), await drawn('entry', card)]
      : [await drawn('hint', page.getByText(/^Skriv tekster på mobilen/u))]),
  ];
  const chips = await names.all();
  expect(chips).toHaveLength(LONG_NAMES.length);
  for (const [index, chip] of chips.entries()) {
    parts.push(await drawn(`name ${index}`, chip));
    expect(await clipped(chip), `name ${index} is cut`).toBe(false);
  }
  for (const [index, part] of parts.entries()) {
    const { x, y, width, height } = part.box;
    const inside = x >= -0.5 && y >= -0.5 && x + width <= viewport.width + 0.5 && y + height <= viewport.height + 0.5;
    expect(inside, `${part.name} is outside the window`).toBe(true);
    for (const other of parts.slice(index + 1)) {
      expect(overlap(part.box, other.box), `${part.name} overlaps ${other.name}`).toBe(false);
    }
  }
  expect(await clipped(page.getByRole('region', { name: 'Spillere' }).getByRole('list'))).toBe(false);

  // Readable from the sofa: sizes as a share of the window's height (1% is 10.8 px on a 1080p TV).
  const share = async (locator: Locator) => (await fontSize(locator)) / viewport.height;
  expect(await share(heading)).toBeGreaterThanOrEqual(0.05);
  expect(await share(page.locator('.stat__value').first())).toBeGreaterThanOrEqual(0.05);
  expect(await share(chips[0]!)).toBeGreaterThanOrEqual(0.016);
  if (playing) {
    expect(await clipped(card)).toBe(false);
    expect((await card.boundingBox())!.height / viewport.height).toBeGreaterThanOrEqual(0.28);
  }
}

/** The TV of a room with the longest ID and 24 twenty-character names, and the phone that made it. */
async function tvWithLongNames(page: Page) {
  const owner = await phone();
  const room = longestRoomId();
  await newRoom(owner, room);
  await addPlayers(owner, room, LONG_NAMES);
  await page.goto(`/host?room=${encodeURIComponent(room)}`);
  await expect(page.getByRole('region', { name: 'Spillere' }).getByRole('listitem')).toHaveCount(24);
  return { owner, room };
}

test('24 names of 20 characters leave the room ID, QR code, counts and entry whole, in the lobby and in a round', async ({
  page,
}) => {
  const { owner, room } = await tvWithLongNames(page);

  const entry =
    '@spiller og @spiller må bytte plass, og resten av bordet bestemmer hvem som skal fortelle den pinligste ' +
    'historien fra russetiden, mens alle andre drikker to slurker.';
  for (const shown of [null, 'Kort', entry.replace('@spiller', LONG_NAMES[3]!).replace('@spiller', LONG_NAMES[7]!)]) {
    if (shown) {
      await reportShowing(owner, room, shown, 5);
      await expect(page.getByRole('article', { name: 'Nå på skjermen' })).toHaveText(shown);
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // The layout follows the window on its next render; retried until then.
      await expect(async () => expectLaidOut(page, viewport, shown !== null)).toPass();
      await page.screenshot({ path: test.info().outputPath(`${viewport.width}-${shown ? 'round' : 'lobby'}.png`) });
    }
  }
});

test('an entry fits its card whole: many line breaks, 280 characters, and ~800 once names are filled in', async ({
  page,
}) => {
  const send = await serverToPage(page);
  const { owner, room } = await tvWithLongNames(page);

  const twelveLines = ['en', 'to', 'tre', 'fire', 'fem', 'seks', 'sju', 'åtte', 'ni', 'ti', 'elleve', 'tolv']
    .map((number) => `Linje ${number}`)
    .join('\n');
  const longest = 'Alle som har vært på hytta i Trysil og glemt nøklene må fortelle historien, mens resten drikker. '
    .repeat(3)
    .slice(0, 280);
  // What the phone sends once `@spiller` is replaced by names: longer than an entry may be typed.
  const named = LONG_NAMES.slice(0, 12)
    .map((name, index) => `${name} og ${LONG_NAMES[index + 12]!} bytter plass og drikker to slurker hver.`)
    .join(' ');
  expect(named.length).toBeGreaterThan(780);

  const card = page.getByRole('article', { name: 'Nå på skjermen' });
  for (const text of [twelveLines, longest, named]) {
    // The server does not pass on mirrored entries over 280 characters yet: the longest comes from the test.
    if (text.length <= 280) await reportShowing(owner, room, text, 3);
    else send('nowShowing', { text, remaining: 3 });
    await expect(card).toHaveText(text);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(async () => {
        expect(await clipped(card), `${text.slice(0, 20)}… at ${viewport.width}`).toBe(false);
        // Every line drawn inside the card, the first and the last too.
        const { text: words, card: frame } = await card.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return { text: range.getBoundingClientRect().toJSON(), card: element.getBoundingClientRect().toJSON() };
        });
        expect(words.top).toBeGreaterThanOrEqual(frame.top);
        expect(words.bottom).toBeLessThanOrEqual(frame.bottom);
        // Still readable: at least 1.6% of the window's height (17 px on a 1080p TV).
        expect((await fontSize(card.locator('p'))) / viewport.height).toBeGreaterThanOrEqual(0.016);
      }).toPass();
      await page.screenshot({ path: test.info().outputPath(`${viewport.width}-${text.length}.png`) });
    }
  }
});

test('the link under the QR code reads as people type it; the QR code holds the encoded link', async ({ page }) => {
  const owner = await phone();
  const room = `fest på øya ${Date.now().toString().slice(-2)}`;
  await newRoom(owner, room);
  await page.goto(`/host?room=${encodeURIComponent(room)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room);

  const encoded = roomLink(serverUrl(), room);
  expect(encoded).toContain('?room=fest%20p%C3%A5%20%C3%B8ya%20');
  await expect(page.locator('.join__url')).toHaveText(`${serverUrl()}/?room=${room}`);
  const qr = page.getByRole('img', { name: 'QR-kode for rommet' });
  await expect(qr).toHaveAttribute('data-link', encoded);
  expect(await decodeQr(qr)).toBe(encoded);
});
