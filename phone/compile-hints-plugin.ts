// Vite plugin: marks the entry chunk with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+),
// so its functions are compiled while the file streams in, on a background thread, instead of one by one on the
// main thread the first time each runs. Nearly all of the entry runs while the app starts (React, the home
// screen, the socket), and on a 4× slower phone that lazy compiling was most of the long tasks after the first
// paint. Other browsers read a comment.
// The hint must be the file's first line, so it goes in after the files are written (Vite still puts its preload
// helper's map at the top of the entry during generateBundle) and before they are compressed (compress-plugin.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'skal-compile-hints',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = path.join(dir, chunk.fileName);
        const code = fs.readFileSync(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
      }
    },
  };
}
