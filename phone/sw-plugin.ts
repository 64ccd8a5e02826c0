// Vite plugin: writes dist/sw.js from sw/service-worker.js with the list of built files to precache.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export function serviceWorker(): Plugin {
  return {
    name: 'skal-service-worker',
    apply: 'build',
    // After Vite has emitted index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !/\.(map|gz|br)$/u.test(file) && file !== 'index.html');
      const copied = readdirSync(path.join(here, 'public')).filter((file) => file !== 'sw.js');
      // The app shell is '/', so every route that falls back to index.html works offline.
      const files = ['/', ...built.map((file) => `/${file}`), ...copied.map((file) => `/${file}`)].sort();
      // index.html keeps its name but not its content (the boot script, the prerendered home): it counts too.
      const page = bundle['index.html'];
      if (page?.type !== 'asset')
        throw new Error('index.html is not in the bundle yet: the service worker would miss it');
      const version = createHash('sha256').update(files.join('\n')).update(page.source).digest('hex').slice(0, 12);
      const template = readFileSync(path.join(here, 'sw', 'service-worker.js'), 'utf8');
      const source = template
        .replace('self.__SKAL_PRECACHE__', JSON.stringify(files))
        .replace('self.__SKAL_VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
