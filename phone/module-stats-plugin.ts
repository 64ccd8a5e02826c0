// Vite plugin for the phone bench: how many bytes of each minified output chunk each source module (or package)
// accounts for, read from the chunk's source map. The build makes hidden source maps for this only: the plugin
// takes them out of the bundle (nothing is served or cached offline that was not before) and writes its table to
// phone/.vite/bundle-modules.json, which `npm run bench:phone` turns into the per-module table of the initial JS.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MODULE_STATS_FILE = path.join(here, '.vite', 'bundle-modules.json');

export interface ChunkStats {
  /** The chunk's minified length in bytes. */
  length: number;
  /** Minified bytes per source: a package by its name, the app's and shared code by path from the repo root. */
  modules: Record<string, number>;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index of each mapped segment's start, per generated line: [column, source][] (source maps v3 VLQ). */
export function decodeSources(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A source's name in the table: the package for node_modules, else the path from the repo root. */
export function sourceName(source: string, repo: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(source);
  if (pkg?.[1]) return pkg[1];
  const file = source.replace(/^\0/u, '').replace(/\?.*$/u, '');
  return path.isAbsolute(file) ? path.relative(repo, file) : file.replace(/^(\.\.\/)+/u, '');
}

export function moduleStats(): Plugin {
  return {
    name: 'skal-module-stats',
    apply: 'build',
    config: () => ({ build: { sourcemap: 'hidden' } }),
    generateBundle(_options, bundle) {
      const repo = path.resolve(here, '..');
      const chunks: Record<string, ChunkStats> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        const map = output.map;
        const codeLines = output.code.split('\n');
        if (map) {
          const names = map.sources.map((source) => sourceName(source, repo));
          decodeSources(map.mappings).forEach((segments, line) => {
            const length = codeLines[line]?.length ?? 0;
            segments.forEach(([column, source], index) => {
              const end = segments[index + 1]?.[0] ?? length;
              const name = source >= 0 ? (names[source] ?? '(unknown)') : '(bundler)';
              modules[name] = (modules[name] ?? 0) + Math.max(0, end - column);
            });
          });
        }
        chunks[output.fileName] = { length: output.code.length, modules };
      }
      // The maps were for this table only.
      for (const fileName of Object.keys(bundle)) if (fileName.endsWith('.js.map')) delete bundle[fileName];
      fs.mkdirSync(path.dirname(MODULE_STATS_FILE), { recursive: true });
      fs.writeFileSync(MODULE_STATS_FILE, JSON.stringify(chunks, null, 1));
    },
  };
}
