// The AI banner's thresholds and the bottom drawer: drag to close, the free and the paid variant.
// The real free and paid purchases run end to end in ai.spec.ts. Here page.route (HTTP) and page.routeWebSocket
// (the socket's `free ai`) stand in for the server's answers the real one cannot be made to give on demand (no
// answer, wallet down, free entries already used, the paid flag), to check what the drawer does with each; the
// phone app itself is never mocked.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createRoom,
  joinRoom,
  liveNumber,
  newPhone,
  numbered,
  seedRoom,
  swipe,
  toast,
  uniqueRoom,
  addEntry,
} from './helpers';

// Without a model (this server's) nothing is sold and no word says AI: the banner and the drawer say "more entries".
const BANNER = 'Flere tekster';
const DRAWER = 'Flere tekster';
// A server with a model (asModelServer) sells the paid entries, which its model writes.
const AI = 'Flere tekster med AI';

async function openDrawer(page: Page, model = false) {
  await page.getByRole('button', { name: model ? AI : BANNER, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: model ? AI : DRAWER, exact: true });
  await expect(drawer).toBeVisible();
  // Measure and drag only once the slide-in has finished.
  await settled(drawer);
  return drawer;
}

/** Waits for the element's CSS animations and transitions to finish. */
async function settled(element: Locator): Promise<void> {
  await element.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
}

/**
 * The real app-config, as a server with a model answers it: a model writes the entries, and paid ones are sold, in
 * every market at its default price.
 */
async function asModelServer(page: Page): Promise<void> {
  const markets = {
    NO: { priceMinor: 2000, currency: 'NOK', vatPercent: 25 },
    DK: { priceMinor: 2000, currency: 'DKK', vatPercent: 25 },
    FI: { priceMinor: 250, currency: 'EUR', vatPercent: 25.5 },
  };
  await page.route('**/api/app-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...((await response.json()) as object), model: true, payments: true, markets },
    });
  });
}

/** Serve the real room response with the paid flag set, as the server will once the free entries are used. */
async function markRoomPaid(page: Page, room: string): Promise<void> {
  await page.route(`**/api/${room}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown[];
    body[2] = true;
    await route.fulfill({ response, json: body });
  });
}

test('before start the banner shows from 15 entries, live', async ({ browser }) => {
  const room = uniqueRoom('banner');
  await seedRoom(room, numbered('b', 14));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await expect(liveNumber(page)).toHaveText('14');
  await expect(page.getByRole('button', { name: BANNER })).toHaveCount(0);
  await addEntry(page, 'femten');
  await expect(liveNumber(page)).toHaveText('15');
  await expect(page.getByRole('button', { name: BANNER })).toBeVisible();
});

test('during play the banner shows with more than 9 entries and 10 or fewer left', async ({ browser }) => {
  const nine = uniqueRoom('ni');
  await seedRoom(nine, numbered('n', 9));
  const { page } = await newPhone(browser);
  await joinRoom(page, nine);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('8');
  await expect(page.getByRole('button', { name: BANNER })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tilbake' }).click();

  const twelve = uniqueRoom('tolv');
  await seedRoom(twelve, numbered('t', 12));
  await joinRoom(page, twelve);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('11');
  await expect(page.getByRole('button', { name: BANNER })).toHaveCount(0);
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(liveNumber(page)).toHaveText('10');
  await expect(page.getByRole('button', { name: BANNER })).toBeVisible();
});

test('the drawer follows a downward drag and closes past half its height (mouse and touch)', async ({ browser }) => {
  const room = uniqueRoom('dra');
  await seedRoom(room, numbered('d', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  let drawer = await openDrawer(page);
  await expect(drawer.getByRole('button', { name: 'Hent 3 gratis' })).toBeVisible();
  const grip = drawer.getByTestId('drawer-grip');
  const box = await drawer.boundingBox();
  const gripBox = await grip.boundingBox();
  if (!box || !gripBox) throw new Error('drawer not laid out');
  const x = gripBox.x + gripBox.width / 2;
  const y = gripBox.y + 12;

  // A short drag: the drawer follows it, then springs back to 0.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + box.height * 0.3, { steps: 5 });
  await expect
    .poll(async () => Number(await drawer.getAttribute('data-offset')))
    .toBeGreaterThanOrEqual(Math.floor(box.height * 0.3) - 1);
  await page.mouse.up();
  await expect(drawer).toHaveAttribute('data-offset', '0');
  await expect(drawer).toBeVisible();
  // The spring back is animated: let it finish before grabbing the grip once more.
  await settled(drawer);

  // Past half its height: it closes.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await expect(drawer).toHaveCount(0);

  // The same with a finger; reopened, it starts at offset 0 again.
  drawer = await openDrawer(page);
  await expect(drawer).toHaveAttribute('data-offset', '0');
  const touchBox = await drawer.boundingBox();
  if (!touchBox) throw new Error('drawer not laid out');
  await swipe(page, { x, y: touchBox.y + 12 }, { x, y: touchBox.y + 12 + touchBox.height * 0.7 });
  await expect(drawer).toHaveCount(0);
});

/**
 * Stands between the phone and the server's websocket: answers the phone's `free ai` events itself with what
 * `answer()` gives (nothing, for null), recording their arguments; every other frame passes through.
 */
async function answerFreeAi(page: Page, answer: () => object | null): Promise<unknown[][]> {
  const sent: unknown[][] = [];
  await page.routeWebSocket(/\/socket\.io\//u, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      // A Socket.IO event with an ack id over engine.io: 42<id>["event", ...args].
      const frame = /^42(\d+)(\[.*)$/su.exec(String(message));
      const event = frame ? (JSON.parse(frame[2] ?? '[]') as unknown[]) : null;
      if (!frame || event?.[0] !== 'free ai') {
        server.send(message);
        return;
      }
      sent.push(event.slice(1));
      const reply = answer();
      if (reply) ws.send(`43${frame[1]}${JSON.stringify([reply])}`);
    });
  });
  return sent;
}

test('free variant: asks for the 3 free entries in its language; no answer says something went wrong', async ({
  browser,
}) => {
  const room = uniqueRoom('gratis');
  await seedRoom(room, numbered('g', 15));
  const { page } = await newPhone(browser);
  let reply: object | null = null;
  const sent = await answerFreeAi(page, () => reply);
  await joinRoom(page, room);

  // No answer in time: the connection is not to be trusted.
  let drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(toast(page, 'Noe gikk galt', 'alert')).toBeVisible({ timeout: 20_000 });
  await expect(drawer).toBeVisible();

  reply = { ok: true };
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(toast(page, 'Tekstene hentes fra Skål-samlingen')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  expect(sent).toEqual([
    [room, { language: 'norsk', style: 'classic', alcoholFree: false }],
    [room, { language: 'norsk', style: 'classic', alcoholFree: false }],
  ]);

  // `used_up`: the collection has too few left for the style; the drawer says so and stays (the grant is kept).
  reply = { ok: false, error: 'used_up' };
  drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(
    toast(
      page,
      'Samlingen har ikke 3 nye tekster i denne stilen. De gratis tekstene er fortsatt deres: prøv en annen stil.',
      'alert',
    ),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Hent 3 gratis' })).toBeVisible();

  // `used`: the room's free entries are gone. Without a model nothing is sold: the drawer offers the collection.
  reply = { ok: false, error: 'used' };
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(
    drawer.getByText('Skål-samlingen er gratis: legg til 20 nye tekster når dere vil, så ofte dere vil.'),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Betal 20 kr' })).toHaveCount(0);
  await expect(drawer.getByRole('textbox', { name: 'Mobilnummer' })).toHaveCount(0);
  await expect(drawer).not.toContainText(/\bAI\b/u);
  await drawer.getByRole('button', { name: 'Fra samlingen' }).click();
  await expect(page.getByRole('dialog', { name: 'Skål-samlingen' })).toBeVisible();
});

test('with a model: a free grant the model cannot write now says so, and the grant stays', async ({ browser }) => {
  const room = uniqueRoom('modellnede');
  await seedRoom(room, numbered('m', 15));
  const { page } = await newPhone(browser);
  await asModelServer(page);
  await answerFreeAi(page, () => ({ ok: false, error: 'model_unavailable' }));
  await joinRoom(page, room);
  const drawer = await openDrawer(page, true);
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(
    toast(page, 'AI-en svarer ikke akkurat nå. De 3 gratis tekstene er fortsatt deres: prøv igjen om litt.', 'alert'),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Hent 3 gratis' })).toBeVisible();
});

test('paid variant: 8-digit number, consent before paying, then off to the wallet', async ({ browser }) => {
  const room = uniqueRoom('betal');
  await seedRoom(room, numbered('p', 15));
  const { page } = await newPhone(browser);
  await asModelServer(page);
  await markRoomPaid(page, room);
  await joinRoom(page, room);
  const drawer = await openDrawer(page, true);

  await expect(drawer.getByText('Pris: 20 kr for 20 tekster')).toBeVisible();
  await expect(drawer.getByText('Selger: Skål')).toBeVisible();
  const pay = drawer.getByRole('button', { name: 'Betal 20 kr' });
  const consent = drawer.getByRole('checkbox', {
    name: 'Jeg vil ha tekstene nå og vet at angreretten da faller bort',
  });
  await expect(consent).not.toBeChecked();
  await expect(pay).toBeDisabled();

  const number = drawer.getByRole('textbox', { name: 'Mobilnummer' });
  await number.pressSequentially('+47 912a34');
  await expect(number).toHaveValue('4791234');
  expect(await page.evaluate(() => localStorage.getItem('mobileNumber'))).toBe('4791234');
  await consent.check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(toast(page, 'Mobilnummeret må ha 8 siffer', 'alert')).toBeVisible();

  await number.fill('');
  await number.pressSequentially('912345678');
  await expect(number).toHaveValue('91234567');

  await page.route('**/api/dopayment', (route) =>
    route.fulfill({ status: 502, contentType: 'application/problem+json', json: { title: 'wallet', detail: 'down' } }),
  );
  await pay.click();
  await expect(toast(page, 'Noe gikk galt', 'alert')).toBeVisible();

  // The model does not answer: no payment starts, and the drawer says why and that nothing was paid.
  await page.unroute('**/api/dopayment');
  await page.route('**/api/dopayment', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      json: { title: 'Service unavailable', status: 503, detail: 'model', code: 'model_unavailable' },
    }),
  );
  await pay.click();
  await expect(
    toast(page, 'AI-en svarer ikke akkurat nå, så betalingen ble ikke startet. Du har ikke betalt noe.', 'alert'),
  ).toBeVisible();

  await page.unroute('**/api/dopayment');
  const origin = new URL(page.url()).origin;
  const bodies: unknown[] = [];
  await page.route('**/api/dopayment', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ json: { redirectUrl: `${origin}/betaling?reference=skal-test-ref-1` } });
  });
  await page.route('**/api/payments/skal-test-ref-1', (route) =>
    route.fulfill({ json: { reference: 'skal-test-ref-1', state: 'paid', roomName: room } }),
  );
  await pay.click();
  await expect(page).toHaveURL(/\/betaling\?reference=skal-test-ref-1$/);
  expect(bodies).toEqual([
    {
      roomName: room,
      mobileNumber: '91234567',
      payerLanguage: 'norsk',
      hasStarted: false,
      language: 'norsk',
      style: 'classic',
      alcoholFree: false,
    },
  ]);
  await expect(page.getByText('Takk! Betalingen er fullført')).toBeVisible();
  await expect(page.getByText('Gå tilbake til fanen du var i for å spille videre.')).toBeVisible();
});

test('the paid drawer remembers the number and reports a started round', async ({ browser }) => {
  const room = uniqueRoom('start');
  await seedRoom(room, numbered('s', 10));
  const { page } = await newPhone(browser);
  await page.addInitScript(() => localStorage.setItem('mobileNumber', '98765432'));
  await asModelServer(page);
  await markRoomPaid(page, room);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  const drawer = await openDrawer(page, true);
  await expect(drawer.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('98765432');
  const bodies: unknown[] = [];
  await page.route('**/api/dopayment', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ json: {} });
  });
  await drawer.getByRole('checkbox').check();
  await drawer.getByRole('button', { name: 'Betal 20 kr' }).click();
  await expect
    .poll(() => bodies)
    .toEqual([
      {
        roomName: room,
        mobileNumber: '98765432',
        payerLanguage: 'norsk',
        hasStarted: true,
        language: 'norsk',
        style: 'classic',
        alcoholFree: false,
      },
    ]);
  // No redirect URL in the answer: nothing happens but a log line; the player stays in the round.
  await expect(page.getByRole('article')).toBeVisible();
});

test('the drawer closes with its close button and Escape', async ({ browser }) => {
  const room = uniqueRoom('lukk');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await seedRoom(room, numbered('l', 15), { create: false });
  let drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Lukk' }).click();
  await expect(drawer).toHaveCount(0);
  drawer = await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});
