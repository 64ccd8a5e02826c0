// Phone benchmark: the built app's initial JavaScript (gzip), a scanned room link on throttled 4G until the room
// is ready to add to, and a Lighthouse mobile run when the lighthouse package is installed. Prints a table and
// writes bench/results/phone.json at the repo root. Needs: npm run build -w phone && npm run build -w server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const dist = path.join(repo, 'phone', 'dist');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TARGETS = { initialJsKb: 130, qrReadyMs: 2000, performance: 95, accessibility: 95, lcpMs: 1500, cls: 0.02 };
// Lighthouse's "Slow 4G" and a mid-range phone's CPU.
const FOUR_G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function startServer() {
  const { createServer } = await import(path.join(repo, 'server', 'dist', 'app.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-bench-'));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    roomTtlHours: 48,
    phoneDir: dist,
    logLevel: 'silent',
    trustProxy: false,
    rateLimits: { socketEvents: 100_000, addressEvents: 1_000_000, windowSeconds: 10 },
    maxEntriesPerRoom: 2000,
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function seedRoom(url, room, entries) {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.timeout(5000).emitWithAck('new room', room);
  for (const text of entries) await socket.timeout(5000).emitWithAck('chat message', { roomName: room, text });
  socket.disconnect();
}

async function phoneContext(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => localStorage.setItem('firstTime', 'false'));
  return context;
}

async function initialJs(browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  const files = [...scripts].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  return { bytes: files.reduce((sum, { gzip }) => sum + gzip, 0), files };
}

async function qrLinkReady(browser, url) {
  const room = `bench${Date.now().toString(36)}`;
  await seedRoom(url, room, ['Skål!', 'Alle drikker']);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FOUR_G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  await page.goto(`${url}/?room=${room}`);
  await page.getByRole('textbox', { name: 'Skriv en tekst' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('[aria-live="polite"]', { hasText: '2' }).first().waitFor({ timeout: 30_000 });
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

async function lighthouseRun(url) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    return { skipped: 'the lighthouse npm package is not installed' };
  }
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
try {
  const js = await initialJs(browser, server.url);
  const qrMs = await qrLinkReady(browser, server.url);
  const lh = await lighthouseRun(server.url);
  const rows = [
    [
      'initial JS (gzip)',
      `${(js.bytes / 1024).toFixed(1)} KB`,
      `≤ ${TARGETS.initialJsKb} KB`,
      js.bytes <= TARGETS.initialJsKb * 1024,
    ],
    ['QR link → room ready (4G, 4× CPU)', `${qrMs} ms`, `≤ ${TARGETS.qrReadyMs} ms`, qrMs <= TARGETS.qrReadyMs],
  ];
  if (lh.skipped) rows.push(['Lighthouse mobile', 'skipped', lh.skipped, null]);
  else {
    rows.push([
      'Lighthouse performance',
      lh.performance,
      `≥ ${TARGETS.performance}`,
      lh.performance >= TARGETS.performance,
    ]);
    rows.push([
      'Lighthouse accessibility',
      lh.accessibility,
      `≥ ${TARGETS.accessibility}`,
      lh.accessibility >= TARGETS.accessibility,
    ]);
    rows.push(['Lighthouse best practices', lh.bestPractices, '', null]);
    rows.push(['LCP', `${lh.lcpMs} ms`, `≤ ${TARGETS.lcpMs} ms`, lh.lcpMs <= TARGETS.lcpMs]);
    rows.push(['TBT', `${lh.tbtMs} ms`, '', null]);
    rows.push(['CLS', lh.cls, `≤ ${TARGETS.cls}`, lh.cls <= TARGETS.cls]);
  }
  console.log('| measure | value | target | met |\n| --- | --- | --- | --- |');
  for (const [name, value, target, met] of rows)
    console.log(`| ${name} | ${value} | ${target} | ${met === null ? '' : met ? 'yes' : 'NO'} |`);
  const resultsDir = path.join(repo, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'phone.json'),
    JSON.stringify(
      { when: new Date().toISOString(), initialJs: js, qrReadyMs: qrMs, lighthouse: lh, targets: TARGETS },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.close();
}
