// Vite plugin: writes .br and .gz beside each text file of the build, for a static server that serves
// pre-compressed files (@fastify/static's preCompressed) without compressing on every request.
// It runs after the files are written, so it compresses exactly what is on disk (Vite still rewrites
// chunks, e.g. its preload helper, during generateBundle).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/u;

export function precompress(): Plugin {
  return {
    name: 'skal-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
