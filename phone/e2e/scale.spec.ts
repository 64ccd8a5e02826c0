// A rolling deploy: three processes on PostgreSQL + Redis behind the shipped nginx configuration, and every one of
// them replaced in turn while a round is played. The phones never reload; the round goes on where it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { startBalancer } from '../../server/test/balancer';
import { freePort, spawnBuilt, type Spawned } from '../../server/test/processes';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';
import { addEntry, createRoom, joinRoom, liveNumber, newPhone, uniqueRoom } from './helpers';

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
