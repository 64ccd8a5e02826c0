// Importing large and odd files on the phone (issue 39, item 4), against a server with the production rate limits:
// a file either goes in, in batches paced within the limits with progress, or is refused at once with a clear
// message; every import ends with its count, and a retry never leaves anything half-done.
import { expect, test, type Page } from '@playwright/test';
import { closePhones, createRoom, liveNumber, newPhone, toast, uniqueRoom } from './helpers';
import { startServer, type RunningServer } from './server';

let limited: RunningServer;
test.beforeAll(async () => {
  // The production limits (server/src/rate-limit.ts DEFAULT_RATE_LIMITS): 40 points per socket and 600 per address
  // per 10 s. Every page of the test shares one address.
  limited = await startServer({ rateLimits: { socketEvents: 40, addressEvents: 600, windowSeconds: 10 } });
});
test.afterAll(async () => {
  await closePhones();
  await limited.close();
});

const outcome = (page: Page) => page.locator('#import-entries').getByRole('alert');

async function importFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  const form = page.locator('#import-entries');
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Importer tekster' }).click();
  await page
    .getByLabel('Velg en tekstfil (.txt)')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
}

async function phoneInNewRoom(browser: Parameters<typeof newPhone>[0], tag: string) {
  const { page } = await newPhone(browser);
  const room = uniqueRoom(tag);
  await createRoom(page, room, limited.url);
  return { page, room };
}

async function countOf(page: Page, room: string): Promise<number> {
  const response = await page.request.get(`${limited.url}/api/${encodeURIComponent(room)}`);
  const body = (await response.json()) as [unknown, unknown[]];
  if (!Array.isArray(body)) throw new Error(`GET ${room}: ${response.status()} ${JSON.stringify(body)}`);
  return body[1].length;
}

test('2,001 paragraphs: more new ones than the room has space for are refused at once, nothing added', async ({
  browser,
}) => {
  const { page, room } = await phoneInNewRoom(browser, 'formange');
  const paragraphs = Array.from({ length: 2001 }, (_, i) => `Tekst nummer ${i}: alle som har sko, skåler`);
  await importFile(page, 'mange.txt', paragraphs.join('\n\n'));
  await expect(outcome(page)).toHaveText(
    'Filen har 2001 nye tekster, men rommet har bare plass til 2000. Ingenting er lagt til. Del opp filen, eller fjern noen tekster først.',
  );
  expect(await countOf(page, room)).toBe(0);
});

test('2,001 paragraphs that fit go in, in batches within the limits with progress; a retry adds nothing twice', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, room } = await phoneInNewRoom(browser, 'passer');
  // 1,999 different entries and 2 repeated: 2,001 paragraphs, about 90 KB, more than the socket's points take at once.
  const distinct = Array.from({ length: 1999 }, (_, i) => `Tekst nummer ${i}: den som sist var på ferie, skåler`);
  await importFile(page, 'passer.txt', [...distinct, distinct[0], distinct[1]].join('\n\n'));
  await expect(page.getByRole('progressbar', { name: 'Importerer' })).toBeVisible();
  await expect(toast(page, '1999 lagt til, 2 hoppet over')).toBeVisible({ timeout: 200_000 });
  await expect(liveNumber(page)).toHaveText('1999');
  expect(await countOf(page, room)).toBe(1999);
  // Never rate-limited on the way: the phone paced itself.
  await expect(toast(page, 'Rolig nå! Vent litt og prøv igjen.')).toHaveCount(0);

  // The same file again: everything is in the room already, so nothing is sent and it says so at once.
  await importFile(page, 'passer.txt', [...distinct, distinct[0], distinct[1]].join('\n\n'));
  await expect(outcome(page)).toHaveText('Ingen nye tekster: 0 lagt til, 2001 hoppet over.');
  expect(await countOf(page, room)).toBe(1999);
});

test('2,001 lines without a blank line: one paragraph far too long, refused at once with why, also on retry', async ({
  browser,
}) => {
  const { page, room } = await phoneInNewRoom(browser, 'linjer');
  const lines = Array.from({ length: 2001 }, (_, i) => `Linje ${i}: alle skåler`).join('\n');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await importFile(page, 'linjer.txt', lines);
    await expect(outcome(page)).toHaveText(
      'Ingen nye tekster: 0 lagt til, 1 hoppet over. Skill tekstene med en tom linje: én tekst kan ha høyst 280 tegn.',
    );
  }
  // Still connected, nothing added.
  await expect(page.getByText('Du er frakoblet')).toHaveCount(0);
  expect(await countOf(page, room)).toBe(0);
});

test('200 KB of binary: refused at once as not a text file, the phone stays connected', async ({ browser }) => {
  const { page, room } = await phoneInNewRoom(browser, 'binaer');
  let seed = 39;
  const binary = Buffer.from(
    Array.from({ length: 200 * 1024 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 255),
  );
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await importFile(page, 'bilde.txt', binary);
    await expect(outcome(page)).toHaveText('Dette er ikke en tekstfil. Ingenting er lagt til.');
  }
  await expect(page.getByText('Du er frakoblet')).toHaveCount(0);
  expect(await countOf(page, room)).toBe(0);
  // The room still takes an entry: the socket was never dropped.
  await importFile(page, 'en.txt', 'Skål for verten!');
  await expect(toast(page, '1 lagt til, 0 hoppet over')).toBeVisible();
  expect(await countOf(page, room)).toBe(1);
});
