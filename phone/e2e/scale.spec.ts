// A rolling deploy: three processes on PostgreSQL + Redis behind the shipped nginx configuration, and every one of
// them replaced in turn while a round is played. The phones never reload; the round goes on where it was.
// And the room's one round across processes: a phone on another process takes it over at the same card.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { startBalancer } from '../../server/test/balancer';
import { freePort, spawnBuilt, type Spawned } from '../../server/test/processes';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';
import { addEntry, createRoom, joinRoom, liveNumber, newPhone, numbered, toast, uniqueRoom } from './helpers';
import { addPlayersOver, expectRoundRunning, expectSameCard, next, shownCard } from './round-steps';

/** What the test stops at the end: a service it started, or one given from outside (left running). */
type Stoppable = Pick<Service, 'url' | 'stop'>;

const services: Stoppable[] = [];
const others: Spawned[] = [];
const servers = new Map<number, Spawned>();
const tempDirs: string[] = [];
let env: Record<string, string> = {};
let balancerUrl = '';

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-scale-e2e-'));
  tempDirs.push(dir);
  return dir;
}

async function startProcess(port: number): Promise<void> {
  servers.set(
    port,
    await spawnBuilt('main.js', { ...env, PORT: String(port), DATA_DIR: tempDir() }, 'Skål serving on'),
  );
}

test.beforeAll(async () => {
  // Starting PostgreSQL, Redis, three servers and nginx on a busy machine takes longer than one test.
  test.setTimeout(120_000);
  // As for the postgres Vitest project: a throw-away PostgreSQL and Redis, unless DATABASE_URL / REDIS_URL are given.
  const given = async (url: string | undefined, start: () => Promise<Stoppable>): Promise<Stoppable> =>
    url ? { url, stop: () => Promise.resolve() } : start();
  const postgres = await given(process.env.DATABASE_URL, startPostgres);
  services.push(postgres);
  const redis = await given(process.env.REDIS_URL, startRedis);
  services.push(redis);
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_ADDRESS: '1000000',
    RATE_LIMIT_SOCKET: '100000',
  };
  await Promise.all(ports.map(startProcess));
  const balancer = await startBalancer(ports);
  others.push(balancer.nginx);
  balancerUrl = balancer.url;
});

test.afterAll(async () => {
  const all = [...servers.values(), ...others];
  for (const spawned of all) spawned.child.kill('SIGTERM');
  await Promise.all(all.map((spawned) => spawned.exited));
  for (const service of services.reverse()) await service.stop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another player adding through the load balancer, outside the browser. */
async function seed(room: string, texts: string[]): Promise<void> {
  const socket = io(balancerUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    for (const text of texts)
      expect(await socket.timeout(5000).emitWithAck('chat message', { roomName: room, text })).toMatchObject({
        ok: true,
      });
  } finally {
    socket.disconnect();
  }
}

const card = async (page: Page) => (await page.getByRole('article').textContent()) ?? '';

test('every process replaced in turn while a round is played: the phones go on', async ({ browser }) => {
  const room = uniqueRoom('rull');
  const { page: player } = await newPhone(browser);
  await createRoom(player, room, balancerUrl);
  await seed(room, ['Runde 1', 'Runde 2', 'Runde 3', 'Runde 4']);
  const { page: friend } = await newPhone(browser);
  await joinRoom(friend, room, balancerUrl);
  await expect(liveNumber(friend)).toHaveText('4');

  await player.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(player)).toHaveText('3');
  await player.getByRole('button', { name: 'Neste' }).click();
  await expect(liveNumber(player)).toHaveText('2');
  const shown = await card(player);

  // Every phone of the party sits on one process (nginx's ip_hash), so one of the steps below cuts them off.
  const cutOff = player.getByTestId('offline').waitFor({ state: 'visible', timeout: 60_000 });
  // The rolling deploy: each process stopped as an orchestrator does (SIGTERM) and a new one started in its place.
  for (const port of [...servers.keys()]) {
    const old = servers.get(port)!;
    old.child.kill('SIGTERM');
    await old.exited;
    await startProcess(port);
  }

  await cutOff;
  for (const phone of [player, friend]) await expect(phone.getByTestId('offline')).toHaveCount(0, { timeout: 30_000 });
  // The friend adds; the player's round takes it in live and goes on from the same entry.
  await addEntry(friend, 'Etter utrullingen');
  await expect(liveNumber(friend)).toHaveText('5');
  await expect(liveNumber(player)).toHaveText('3');
  await expect(player.getByRole('article')).toHaveText(shown);
  const seen = new Set([shown]);
  for (const remaining of [2, 1, 0]) {
    await player.getByRole('button', { name: 'Neste' }).click();
    await expect(liveNumber(player)).toHaveText(String(remaining));
    seen.add(await card(player));
  }
  expect(seen.has('Etter utrullingen')).toBe(true);
});

test('one round across processes: a phone on the second process takes over the first one’s round at the same card, the first is told, the TV on the third follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Straight to each process (nginx would put every phone of this machine on one of them).
  const [one, two, three] = [...servers.keys()].map((port) => `http://127.0.0.1:${port}`) as [string, string, string];
  const room = uniqueRoom('proses');
  const { page: first } = await newPhone(browser);
  await createRoom(first, room, one);
  await seed(room, numbered('@spiller tar slurk', 8));
  await addPlayersOver(balancerUrl, room, ['Kari', 'Ola', 'Per', 'Siri']);
  const { page: second } = await newPhone(browser);
  await joinRoom(second, room, two);
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(`${three}/host?room=${room}`);
  await expect(tv.getByRole('heading', { level: 1 })).toHaveText(room);
  const mirror = tv.getByRole('article', { name: 'Nå på skjermen' });

  await first.getByRole('button', { name: 'Start' }).click();
  await expectRoundRunning(second);
  await next(first);
  await next(first);
  await next(first);
  const shown = await shownCard(first);
  expect(shown.remaining).toBe('4');
  expect(shown.names).toHaveLength(1);
  await expect(mirror).toHaveText(shown.text);

  await second.getByRole('button', { name: 'Ta over runden' }).click();
  await expectSameCard(second, shown);
  await expect(toast(first, 'En annen mobil tok over runden', 'alert')).toBeVisible();
  await expectRoundRunning(first);
  await next(second);
  const after = await shownCard(second);
  await expect(mirror).toHaveText(after.text);
});
