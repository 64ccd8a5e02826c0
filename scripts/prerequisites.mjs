// What the test suites need from the machine (Chromium, later PostgreSQL and Redis):
// installed with apt when missing and we are root, else one clear line saying what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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

export function ensurePrerequisites() {
  const problems = [
    ensure({
      name: 'Chromium',
      present: () => fs.existsSync(chromiumPath()),
      packages: ['chromium'],
      hint: 'install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    }),
  ].filter(Boolean);
  return problems;
}
