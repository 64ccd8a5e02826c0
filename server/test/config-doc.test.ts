// docs/configuration.md is what an operator reads: every variable the server reads (the config schema, and any
// other `process.env.X` or `env.X` read in server/src or the desktop app's main process) must be in one of its
// tables, every variable its tables name must be read, and the server table's defaults must be the schema's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/config';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const doc = fs.readFileSync(path.join(repo, 'docs', 'configuration.md'), 'utf8');

/** The page's `## ` sections by title. */
const sections = new Map(
  doc
    .split(/^## /mu)
    .slice(1)
    .map((section) => [section.slice(0, section.indexOf('\n')).trim(), section] as const),
);

interface Row {
  names: string[];
  cells: string[];
}

/** Table rows whose first cell names variables (`UPPER_CASE` in backticks); header and rule rows have none. */
function rows(text: string): Row[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/u)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map((cells) => ({ names: [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]+)`/gu)].map((match) => match[1]!), cells }))
    .filter((row) => row.names.length > 0);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [file] : [];
  });
}

const READ = /\bprocess\.env\.([A-Z][A-Z0-9_]*)|\bprocess\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]|\benv\.([A-Z][A-Z0-9_]*)/gu;

/** Every variable a file of the server (or of the desktop app's main process, which starts one) reads by name. */
const readInCode = new Map<string, string[]>();
for (const file of [
  ...sourceFiles(path.join(repo, 'server', 'src')),
  ...sourceFiles(path.join(repo, 'desktop', 'src', 'main')),
]) {
  for (const match of fs.readFileSync(file, 'utf8').matchAll(READ)) {
    const name = (match[1] ?? match[2] ?? match[3])!;
    readInCode.set(name, [...(readInCode.get(name) ?? []), path.relative(repo, file)]);
  }
}
const schemaVariables = Object.keys(envSchema.shape);
const read = new Set([...schemaVariables, ...readInCode.keys()]);
const documented = new Set(rows(doc).flatMap((row) => row.names));

describe('docs/configuration.md', () => {
  it('finds what it checks', () => {
    expect(schemaVariables).toContain('PORT');
    expect(readInCode.get('SKAL_BENCH_PG_ADD')).toEqual(['server/src/config.ts']);
    expect(readInCode.get('LOG_LEVEL')).toEqual(
      expect.arrayContaining(['server/src/wallet/simulator/standalone.ts', 'desktop/src/main/index.ts']),
    );
    expect(sections.has('The server')).toBe(true);
  });

  it('documents every variable the config schema has and the code reads', () => {
    const missing = [...read].filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });

  it('lists each schema variable in the server table, with the schema default', () => {
    const serverRows = rows(sections.get('The server')!);
    const inTable = serverRows.flatMap((row) => row.names);
    expect(schemaVariables.filter((name) => !inTable.includes(name))).toEqual([]);
    expect(inTable.filter((name) => !schemaVariables.includes(name))).toEqual([]);

    const defaults = envSchema.parse({}) as Record<string, unknown>;
    const wrong = serverRows.flatMap((row) =>
      row.names.flatMap((name) => {
        const value = defaults[name];
        if (typeof value !== 'number' && typeof value !== 'string') return [];
        return row.cells[1]!.includes(`\`${value}\``) ? [] : [`${name}: ${row.cells[1]} is not \`${value}\``];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("gives the standalone wallet simulator's own defaults", () => {
    const code = fs.readFileSync(path.join(repo, 'server', 'src', 'wallet', 'simulator', 'standalone.ts'), 'utf8');
    const inCode = [...code.matchAll(/process\.env\.([A-Z_]+) \|\| (?:'([^']*)'|(\d+))/gu)].map(
      (match) => [match[1]!, match[2] ?? match[3]!] as const,
    );
    expect(inCode.map(([name]) => name).sort()).toEqual(['DATA_DIR', 'HOST', 'LOG_LEVEL', 'PORT']);
    const table = rows(sections.get('The standalone wallet simulator')!);
    for (const [name, fallback] of inCode) {
      const row = table.find((each) => each.names.includes(name));
      expect(row?.cells[1], name).toContain(`\`${fallback}\``);
    }
  });

  it('is where the schema says the variables are documented', () => {
    const config = fs.readFileSync(path.join(repo, 'server', 'src', 'config.ts'), 'utf8');
    expect(config).toContain('docs/configuration.md');
    expect(config).not.toContain("README.md's configuration table");
  });
});
