// The host display's layout at its limits, measured from what is drawn: 24 names of 20 characters (the most a
// room takes), the longest room ID, entries with many line breaks or names filled in, 1 to 50 lasting rules in
// play, on a TV and a small window.
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
import { PARTY, rulesInPlay } from './rules-in-play';
import { listedRule } from '../src/renderer/listed-rule';

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

/** An entry of the most characters one may type, names filled in: the card's hardest case beside the rules. */
const LONG_ENTRY = (
  'Kristoffer og Marie-Louise må bytte plass, og resten av bordet bestemmer hvem som skal fortelle den pinligste ' +
  'historien fra russetiden, mens alle andre drikker to slurker. Den som ler først av historien, må fortelle sin ' +
  'egen pinligste historie også, og så drikker alle.'
).slice(0, 280);

/**
 * Readable on a TV from the sofa, as a share of the window's height: the card's text at least 2.4% (26 px on a
 * 1080p TV, about what TV platforms give body text read from 3 m), a rule at least 1.85% (20 px: a side list read
 * at a glance, and the phone has every rule whole).
 */
const CARD_READABLE = 0.024;
const RULE_READABLE = 0.0185;

/**
 * With rules in play: the card, the counts, the players, the room ID, the QR code and the label each inside the
 * window and none over the rules' region, itself inside the window; every rule shown whole in its box (at least
 * two lines of each, clamped with an ellipsis), or the newest that fit and "+N til" for the rest; the card's and
 * the rules' text readable.
 */
async function expectRulesLaidOut(
  page: Page,
  viewport: { width: number; height: number },
  rules: readonly string[],
  party: { count: number; readable: boolean },
) {
  const region = page.getByRole('region', { name: 'Regler nå' });
  const card = page.getByRole('article', { name: 'Nå på skjermen' });
  const chips = page.getByRole('region', { name: 'Spillere' }).getByRole('listitem');
  // Each name's box and whether it is cut, measured in one go (24 names, 8 times over).
  const names = await chips.evaluateAll((elements) =>
    elements.map((element) => ({
      box: element.getBoundingClientRect().toJSON() as Drawn['box'],
      cut: element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
    })),
  );
  expect(names).toHaveLength(party.count);
  const rulesBox = await drawn('rules in play', region);
  const parts = [
    await drawn('room ID', page.getByRole('heading', { level: 1 })),
    await drawn('QR code', page.getByRole('img', { name: 'QR-kode for rommet' })),
    await drawn('now showing', page.getByText(/^Nå på skjermen/u)),
    await drawn('entry', card),
    await drawn('entry count', liveCount(page, /^\S+ tekst/u)),
    await drawn('phone count', liveCount(page, /i rommet/u)),
    ...names.map((name, index) => ({ name: `name ${index}`, box: name.box })),
  ];
  const inside = ({ x, y, width, height }: Drawn['box']) =>
    x >= -0.5 && y >= -0.5 && x + width <= viewport.width + 0.5 && y + height <= viewport.height + 0.5;
  expect(inside(rulesBox.box), 'the rules are outside the window').toBe(true);
  for (const part of parts) {
    expect(inside(part.box), `${part.name} is outside the window`).toBe(true);
    expect(overlap(part.box, rulesBox.box), `${part.name} is under the rules`).toBe(false);
  }
  expect(
    names.filter((name) => name.cut),
    'a name is cut',
  ).toEqual([]);

  // The newest first; as many as fit, and "+N til" says how many older ones are left out.
  const shown = await region.getByRole('listitem').evaluateAll((elements) =>
    elements.map((element) => {
      const text = element.firstElementChild as HTMLElement;
      return {
        text: element.textContent,
        box: element.getBoundingClientRect().toJSON() as Drawn['box'],
        // Lines drawn: the clamped text's height in lines.
        lines: Math.round(text.clientHeight / parseFloat(getComputedStyle(text).lineHeight)),
      };
    }),
  );
  const more = region.getByText(/^\+\d+ til$/u);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.map((rule) => rule.text)).toEqual(rules.slice(-shown.length).reverse().map(listedRule));
  if (shown.length < rules.length) await expect(more).toHaveText(`+${rules.length - shown.length} til`);
  else await expect(more).toHaveCount(0);
  const list = region.getByRole('list');
  expect(await clipped(list), 'a rule is cut off at the bottom').toBe(false);
  for (const rule of shown) {
    // Every rule here is longer than a line: at least two of each show.
    expect(rule.lines, 'a rule shows less than two lines').toBeGreaterThanOrEqual(2);
    expect(inside(rule.box), 'a rule is outside the window').toBe(true);
  }
  expect((await fontSize(list)) / viewport.height, 'the rules are too small to read').toBeGreaterThanOrEqual(
    RULE_READABLE,
  );

  expect(await clipped(card), 'the entry is cut').toBe(false);
  expect(
    (await fontSize(card.locator('p'))) / viewport.height,
    'the entry is too small to read',
  ).toBeGreaterThanOrEqual(CARD_READABLE);
  if (party.readable) expect((await fontSize(chips.first())) / viewport.height).toBeGreaterThanOrEqual(0.016);
}

for (const party of [
  { name: 'a party of 8', players: PARTY, readableNames: true },
  { name: '24 names of 20 characters', players: LONG_NAMES, readableNames: false },
]) {
  test(`1, 4, 12 and 50 rules in play keep to their column beside the card, counts and names (${party.name})`, async ({
    page,
  }) => {
    // Eight layouts measured, after a room with up to 24 names is made: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const send = await serverToPage(page);
    const owner = await phone();
    const room = longestRoomId();
    await newRoom(owner, room);
    await addPlayers(owner, room, party.players);
    await page.goto(`/host?room=${encodeURIComponent(room)}`);
    await expect(page.getByRole('region', { name: 'Spillere' }).getByRole('listitem')).toHaveCount(
      party.players.length,
    );

    for (const count of [1, 4, 12, 50]) {
      const rules = rulesInPlay(count);
      // What the playing phone reports, straight to the TV: the layout is the TV's alone.
      send('nowShowing', { text: LONG_ENTRY, remaining: 20, rules });
      const region = page.getByRole('region', { name: 'Regler nå' });
      await expect(region.getByRole('listitem').first()).toHaveText(listedRule(rules.at(-1)!));
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expect(async () =>
          expectRulesLaidOut(page, viewport, rules, {
            count: party.players.length,
            readable: party.readableNames,
          }),
        ).toPass({ timeout: 10_000 });
        // Up to 12 rules every one is listed; only past that do the oldest give way to "+N til".
        if (count <= 12) await expect(region.getByRole('listitem')).toHaveCount(count);
        await page.screenshot({ path: test.info().outputPath(`${viewport.width}-${count}-rules.png`) });
      }
    }
  });
}
