// The container image (deploy/Dockerfile), tested without a container engine (none runs here): the file's
// stages are read and checked, and the runtime stage's layout is assembled in a temp folder from this
// repository's build and started the way the image starts it.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { tempDir } from './helpers';
import { serverDir } from './processes';

const repo = path.resolve(serverDir, '..');
const dockerfile = fs.readFileSync(path.join(repo, 'deploy', 'Dockerfile'), 'utf8');

interface Stage {
  from: string;
  name: string;
  lines: string[];
}

/** The Dockerfile's stages in order, each with its instructions (comments and continuations folded). */
function stages(text: string): Stage[] {
  const result: Stage[] = [];
  for (const line of text.replace(/\\\n/gu, ' ').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/iu.exec(trimmed);
    if (from) result.push({ from: from[1]!, name: from[2] ?? String(result.length), lines: [] });
    else result.at(-1)?.lines.push(trimmed);
  }
  return result;
}

/** How the image starts the server: node with the server's flags (node-flags.ts), then the bundle. */
const imageCommand = ['node', ...SERVER_NODE_FLAGS, 'server/dist/main.js'];

/** Node release lines with long-term support that is still running in late 2026 (22 until 2027-04, 24 until 2028-04). */
const SUPPORTED_LTS = [22, 24];

describe('deploy/Dockerfile', () => {
  const all = stages(dockerfile);
  const runtime = all.at(-1)!;

  it('runs every stage on a supported Node LTS line', () => {
    // A stage built FROM an earlier stage runs on that stage's image.
    const image = (from: string): string => {
      const earlier = all.find((stage) => stage.name === from);
      return earlier ? image(earlier.from) : from;
    };
    for (const stage of all) {
      const major = Number(/^node:(\d+)/u.exec(image(stage.from))?.[1]);
      expect(SUPPORTED_LTS, stage.from).toContain(major);
    }
  });

  it('copies only built output and production dependencies into the runtime stage', () => {
    const copies = runtime.lines.filter((line) => line.startsWith('COPY'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy, 'copies from a build stage, never the source tree').toMatch(/--from=/u);
    const sources = copies.map((copy) => copy.split(/\s+/u).at(-2));
    expect(sources.sort()).toEqual(
      [
        '/app/desktop/dist/host',
        '/app/node_modules',
        '/app/phone/dist',
        '/app/server/dist',
        '/app/server/package.json',
      ].sort(),
    );
    const deps = all.find((stage) => copies.some((copy) => copy.includes(`--from=${stage.name} /app/node_modules`)));
    expect(deps?.lines.join('\n')).toMatch(/npm ci .*--omit=dev/u);
  });

  it('runs as the non-root user, with DATA_DIR created and owned by it', () => {
    const env = runtime.lines.find((line) => line.startsWith('ENV'))!;
    const dataDir = /DATA_DIR=(\S+)/u.exec(env)?.[1];
    expect(dataDir).toBeTruthy();
    const user = runtime.lines.findIndex((line) => line === 'USER node');
    const owned = runtime.lines.findIndex(
      (line) => line.includes(`mkdir -p ${dataDir}`) && line.includes(`chown node:node ${dataDir}`),
    );
    expect(owned).toBeGreaterThanOrEqual(0);
    expect(user).toBeGreaterThan(owned);
    expect(runtime.lines).toContain(`CMD [${imageCommand.map((part) => JSON.stringify(part)).join(', ')}]`);
  });

  it('keeps dependencies, build output, data and secrets out of the build context', () => {
    const ignored = fs.readFileSync(path.join(repo, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git', '.env']) expect(ignored).toContain(entry);
  });

  it('needs at run time only packages the server lists as dependencies', () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const builtins = new Set(
      JSON.parse(
        execFileSync(process.execPath, ['-p', 'JSON.stringify(require("module").builtinModules)']).toString(),
      ) as string[],
    );
    for (const file of ['main.js', 'app.js']) {
      const code = fs.readFileSync(path.join(serverDir, 'dist', file), 'utf8');
      const imported = [...code.matchAll(/^import .*?from\s+"([^"]+)";?$|^import\s+"([^"]+)";?$/gmu)].map(
        (match) => match[1] ?? match[2]!,
      );
      if (file === 'app.js')
        expect(imported).toEqual(expect.arrayContaining(['fastify', 'socket.io', 'better-sqlite3']));
      for (const specifier of imported) {
        if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        expect(Object.keys(pkg.dependencies), `${file} imports ${specifier}`).toContain(name);
      }
    }
  });
});

describe('the runtime stage, assembled without a container engine', () => {
  let root = '';
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    for (const built of ['phone/dist/index.html', 'desktop/dist/host/index.html']) {
      if (!fs.existsSync(path.join(repo, built))) throw new Error(`${built} is missing: run npm run build first`);
    }
    // The same files at the same places as the runtime stage's COPY lines; node_modules is linked (this
    // checkout's, dev dependencies included: the test above shows the server needs none of them).
    root = tempDir('skal-image-');
    for (const part of ['server/package.json', 'server/dist', 'phone/dist', 'desktop/dist/host']) {
      fs.cpSync(path.join(repo, part), path.join(root, part), { recursive: true });
    }
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  });

  it('starts with the image environment, keeps its data in DATA_DIR and serves both apps', async () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    const child = spawn(process.execPath, imageCommand.slice(1), {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const line = await new Promise<Record<string, unknown>>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        for (const text of buffered.split('\n').slice(0, -1)) {
          const record = JSON.parse(text) as Record<string, unknown>;
          if (String(record.msg).startsWith('Skål serving on')) resolve(record);
        }
        buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
      });
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    try {
      const url = String(line.url);
      expect(line.wallet).toMatch(/^off/u);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${url}/`)).text()).toContain('<div id="root"');
      expect((await fetch(`${url}/host`)).status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'skal.db'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'wallet-simulator.db'))).toBe(false);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
