// Throw-away PostgreSQL and Redis servers for the test suites, on free loopback ports.
// Each start() returns { url, stop, pause, resume }: pause stops the server but keeps its data and port,
// resume starts it again (the /healthz tests). Nothing here touches a service the suite did not start.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** The folder with initdb and pg_ctl: PG_BIN, else the newest Debian/Ubuntu install, else PATH. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user. */
function asPostgresUser(command, args, options = {}) {
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options)
    : execFileSync(command, args, options);
}

/** @param {{ options?: string }} [settings] options: extra postgres flags, e.g. `-c shared_preload_libraries=pg_stat_statements` */
export async function startPostgres({ options: extra = '' } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  asPostgresUser(path.join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300 ${extra}`;
  const pgCtl = (...args) => asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, ...args], { stdio: 'ignore' });
  const start = () => pgCtl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: async () => pgCtl('-m', 'immediate', '-w', 'stop'),
    resume: async () => start(),
    stop: async () => {
      try {
        asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function startRedis() {
  const port = await freePort();
  let child = await spawnRedis(port);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    pause: stop,
    resume: async () => {
      child = await spawnRedis(port);
    },
  };
}

async function spawnRedis(port) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  child.stdout.resume();
  return child;
}
