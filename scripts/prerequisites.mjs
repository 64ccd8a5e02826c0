// What the test suites need from the machine (Chromium, PostgreSQL, Redis, nginx, strace, a C compiler):
// installed with apt when missing and we are root, else one clear line saying what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { postgresBin } from './services.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
let aptUpdated = false;

function aptInstall(packages) {
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
  }
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Ensures a program exists; returns an error line when it cannot be provided. */
function ensure({ name, present, packages, hint }) {
  if (present()) return null;
  if (isRoot && hasApt) {
    console.log(`Installing ${name} (${packages.join(' ')}) with apt-get…`);
    if (aptInstall(packages) && present()) return null;
  }
  return `${name} is missing: ${hint}`;
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** strace, for the durability test and bench:server's fsync counts; an error line when it cannot be provided. */
export function ensureStrace() {
  return ensure({
    name: 'strace',
    present: () => spawnSync('sh', ['-c', 'command -v strace'], { stdio: 'ignore' }).status === 0,
    packages: ['strace'],
    hint: 'install it (apt-get install strace); the durability test and bench:server trace the server’s syncs to disk with it.',
  });
}

/** A C compiler (cc), for bench:server's slow disk (bench/server/slow-sync.c) and its test; an error line when missing. */
export function ensureCCompiler() {
  return ensure({
    name: 'a C compiler',
    present: () => spawnSync('sh', ['-c', 'command -v cc'], { stdio: 'ignore' }).status === 0,
    packages: ['gcc', 'libc6-dev'],
    hint: 'install one (apt-get install gcc); bench:server builds its slow disk, a small LD_PRELOAD library, with cc.',
  });
}

export function ensurePrerequisites() {
  const problems = [
    ensure({
      name: 'Chromium',
      present: () => fs.existsSync(chromiumPath()),
      packages: ['chromium'],
      hint: 'install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    }),
    ensure({
      name: 'PostgreSQL',
      present: () => Boolean(process.env.DATABASE_URL || postgresBin()),
      packages: ['postgresql'],
      hint: 'install it (apt-get install postgresql), set PG_BIN to its bin folder, or set DATABASE_URL to a server to use.',
    }),
    ensure({
      name: 'Redis',
      present: () =>
        Boolean(process.env.REDIS_URL) ||
        spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0,
      packages: ['redis-server'],
      hint: 'install it (apt-get install redis-server) or set REDIS_URL to a server to use.',
    }),
    ensure({
      name: 'nginx',
      present: () =>
        Boolean(process.env.NGINX_PATH) ||
        spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0,
      packages: ['nginx-light'],
      hint: 'install it (apt-get install nginx-light) or set NGINX_PATH; the scale-out tests run the shipped nginx.conf.',
    }),
    ensureStrace(),
    ensureCCompiler(),
  ].filter(Boolean);
  return problems;
}
