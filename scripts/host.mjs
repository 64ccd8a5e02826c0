// `npm run host`: the desktop app's host without Electron. Builds what is stale, runs the server in this process
// on the LAN, prints the host display's address and a QR code phones can scan, and opens the host display in the
// default browser when there is one.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './builds.mjs';
import { freePort } from './free-port.mjs';

export const DEFAULT_PORT = 8080;

/** Where this machine reaches the server it binds on `host`. */
export function localBase(host, port) {
  const loopback = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

/** The addresses to print: the host display here and on the LAN, and the phone app phones open. */
export function hostAddresses(local, publicUrl) {
  const base = publicUrl.replace(/\/+$/u, '');
  return { hostHere: `${local}/host`, hostOnLan: `${base}/host`, phones: `${base}/` };
}

/** The command that opens a URL in the default browser on this platform. */
export function openCommand(platform, url) {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a shell built-in; the empty title keeps it from reading the URL as the window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/gu, '^&')] };
  return { command: 'xdg-open', args: [url] };
}

/** Whether to try a browser: not in CI, not when asked not to, and on Linux only with a display. */
export function shouldOpenBrowser(env, argv, platform) {
  if (argv.includes('--no-open') || env.CI || env.SKAL_NO_OPEN) return false;
  if (platform === 'linux') return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
  return true;
}

function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function waitUntilReady(base, limitMs = 30_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${base} within ${limitMs / 1000} s`);
}

function openInBrowser(url) {
  const { command, args } = openCommand(process.platform, url);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser here; the address is printed above.
  }
}

async function main() {
  buildStale();

  process.env.HOST ||= '0.0.0.0';
  // The same address from party to party when it can be (8080 or PORT); any free port when that is taken.
  const wanted = Number(process.env.PORT || DEFAULT_PORT);
  if (wanted === 0 || !(await portIsFree(wanted, process.env.HOST))) {
    const port = await freePort(process.env.HOST);
    if (wanted !== 0) console.log(`Port ${wanted} is taken; using ${port}.`);
    process.env.PORT = String(port);
  } else {
    process.env.PORT = String(wanted);
  }

  // The server's own entry point: reads the environment, logs its start-up line, shuts down on Ctrl+C.
  await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);

  const local = localBase(process.env.HOST, process.env.PORT);
  await waitUntilReady(local);
  const { publicUrl } = await (await fetch(`${local}/api/host-info`)).json();
  const addresses = hostAddresses(local, publicUrl);
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toString(addresses.phones, { type: 'terminal', small: true });

  console.log('');
  console.log(`Skål host display:  ${addresses.hostHere}`);
  console.log(`  on the network:   ${addresses.hostOnLan}  (a smart TV or another computer)`);
  console.log(`Phones open:        ${addresses.phones}`);
  console.log('');
  console.log(qr);
  if (/^https?:\/\/(localhost|127\.)/u.test(publicUrl)) {
    console.log('No LAN address found: phones cannot open localhost. Join a network, or set PUBLIC_URL.');
  }
  console.log('Open the host display on the TV and press "Nytt rom"; phones scan the room QR code there.');
  console.log('Stop with Ctrl+C.');

  if (shouldOpenBrowser(process.env, process.argv, process.platform)) openInBrowser(addresses.hostHere);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
