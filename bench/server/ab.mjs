// npm run bench:ab -- <revision>: is the working tree faster than <revision>? Runs bench:server's Skål and bare
// targets for each side in turn, BENCH_AB_ROUNDS times (default 3), swapping which side goes first every round,
// so the host's slow and quiet hours fall on both sides alike. The revision is checked out in a temporary git
// worktree that borrows this checkout's npm packages (its own workspaces linked as its own) and builds its server
// there; each side runs its own bench code. Every BENCH_* setting applies to both (BENCH_DURATION_S defaults to 30).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatAb, sideFigures } from './ab-summary.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  console.error(`bench:ab: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}

async function main(revision) {
  if (!revision) {
    console.error('usage: npm run bench:ab -- <git revision to compare the working tree with>');
    return 2;
  }
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_AB_ROUNDS must be a whole number, 1 or more');
  const commit = git(repo, 'rev-parse', '--verify', `${revision}^{commit}`);
  const short = commit.slice(0, 7);
  const names = { base: commit.startsWith(revision) ? short : `${revision} (${short})`, head: 'working tree' };
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-bench-ab-'));
  git(repo, 'worktree', 'add', '--detach', worktree, commit);
  try {
    borrowPackages(repo, worktree);
    const trees = { base: worktree, head: repo };
    for (const tree of Object.values(trees)) build(tree);
    const env = { ...process.env, BENCH_TARGETS: 'skal,bare', BENCH_DURATION_S: process.env.BENCH_DURATION_S ?? '30' };
    const runs = [];
    for (let round = 1; round <= rounds; round += 1) {
      const order = round % 2 === 1 ? ['base', 'head'] : ['head', 'base'];
      for (const side of order) {
        console.log(`\n=== round ${round} of ${rounds}: ${names[side]} ===`);
        runs.push({ round, side, figures: sideFigures(await benchOnce(trees[side], env)) });
      }
    }
    console.log(`\n${formatAb(names, runs)}`);
    return 0;
  } finally {
    git(repo, 'worktree', 'remove', '--force', worktree);
  }
}

function git(cwd, ...args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * The worktree gets this checkout's installed packages, linked, except the workspaces (`@skal/*`), whose links
 * point inside the worktree, so the revision builds with its own shared code.
 */
function borrowPackages(from, to) {
  const packages = path.join(from, 'node_modules');
  fs.mkdirSync(path.join(to, 'node_modules'));
  for (const entry of fs.readdirSync(packages)) {
    const target = path.join(to, 'node_modules', entry);
    if (entry !== '@skal') {
      fs.symlinkSync(path.join(packages, entry), target);
      continue;
    }
    fs.mkdirSync(target);
    for (const workspace of fs.readdirSync(path.join(packages, entry))) {
      const link = fs.readlinkSync(path.join(packages, entry, workspace));
      if (path.isAbsolute(link)) throw new Error(`node_modules/@skal/${workspace} links to an absolute path: ${link}`);
      fs.symlinkSync(link, path.join(target, workspace));
    }
  }
  for (const workspace of ['server', 'phone', 'desktop', 'shared']) {
    const own = path.join(from, workspace, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(to, workspace)))
      fs.symlinkSync(own, path.join(to, workspace, 'node_modules'));
  }
}

function build(tree) {
  console.log(`building the server in ${tree}`);
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(tree, 'server'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the server build in ${tree} failed`);
}

/** One bench:server run in `tree`, its output passed through; resolves with the JSON it wrote. */
function benchOnce(tree, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/server/run.mjs'], {
      cwd: tree,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const json = /^JSON: (.+)$/mu.exec(output)?.[1];
      if (code !== 0 || !json) return reject(new Error(`bench:server in ${tree} ended with code ${code}`));
      resolve(JSON.parse(fs.readFileSync(json.trim(), 'utf8')));
    });
  });
}
