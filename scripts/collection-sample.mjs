// A native read of the collection (docs/product.md "Skål's collection"): prints a fixed-seed sample of one language's
// entries with their tags, end cards, secrets and forfeits, so the read can be repeated and its findings checked.
//   node scripts/collection-sample.mjs suomi [count=50] [seed=4020]
// The language is the collection file's name in shared/src/content/collection (norsk, english, suomi, …).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [language = 'suomi', countArg = '50', seedArg = '4020'] = process.argv.slice(2);
const file = path.join(root, 'shared/src/content/collection', `${language}.ts`);
if (!/^[a-z]+$/u.test(language) || !fs.existsSync(file)) {
  console.error(`No collection file for "${language}" (${path.relative(root, file)}).`);
  process.exit(1);
}

// The collection is TypeScript: bundle it to one ES module in memory and import that.
const bundled = await build({ entryPoints: [file], bundle: true, format: 'esm', write: false, platform: 'node' });
const module = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);
const entries = Object.values(module).find(Array.isArray);

// mulberry32: a small seeded generator, so the same seed picks the same entries.
let state = Number(seedArg) | 0;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const order = [...entries.keys()];
for (let i = order.length - 1; i > 0; i -= 1) {
  const j = Math.floor(random() * (i + 1));
  [order[i], order[j]] = [order[j], order[i]];
}

const picked = order.slice(0, Number(countArg)).sort((a, b) => a - b);
console.log(`${language}: ${picked.length} of ${entries.length} entries, seed ${seedArg}\n`);
for (const index of picked) {
  const entry = entries[index];
  const tags = [
    entry.kind,
    entry.style,
    entry.alcohol ? 'alcohol' : 'alcohol-free',
    entry.slots ? `slots ${entry.slots.join(',')}` : '',
    entry.everyone ? 'everyone' : '',
  ].filter(Boolean);
  console.log(`#${index} [${tags.join(' / ')}] ${entry.text}`);
  if (entry.end) console.log(`    end: ${entry.end}`);
  if (entry.secret) console.log(`    ${entry.secret.kind}: ${entry.secret.text}`);
  if (entry.forfeit) console.log(`    forfeit: ${entry.forfeit}`);
}
