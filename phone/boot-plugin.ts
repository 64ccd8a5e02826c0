// Vite plugins for the first moments of a page load:
// - bootScript: bundles src/boot/boot-inline.ts and puts it inline in index.html's head, so it runs while nothing
//   else has loaded yet (the server allows it by its CSP hash);
// - appShell: inlines the stylesheet, so the prerendered home screen paints as soon as the HTML is in, and hands
//   the app's script tags to the boot script (<meta name="skal-app">), which loads them at the right moment, with
//   the first-visit tutorial's (<meta name="skal-tutorial">), which it loads beside them on a first visit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHARSET = /<meta charset="UTF-8" \/>\n/u;

/** Assets of the bundle by file name, as far as these transforms need them. */
type Assets = Record<
  string,
  { type: 'asset'; source: string | Uint8Array } | { type: 'chunk'; facadeModuleId?: string | null; imports?: string[] }
>;

/** The lazy part a first visit shows at once (over the prerendered home screen, boot.ts). */
const TUTORIAL_MODULE = path.join(here, 'src', 'components', 'Tutorial.tsx');

export function bootScript(): Plugin {
  return {
    name: 'skal-boot-script',
    apply: 'build',
    async transformIndexHtml(html) {
      const result = await build({
        entryPoints: [path.join(here, 'src', 'boot', 'boot-inline.ts')],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        legalComments: 'none',
      });
      return placeBootScript(html, result.outputFiles[0]?.text.trim() ?? '');
    },
  };
}

export function appShell(): Plugin {
  return {
    name: 'skal-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return bundle ? shellPage(html, bundle as Assets, TUTORIAL_MODULE) : html;
      },
    },
  };
}

/** The boot script right after the charset (which must come first) and before the stylesheet, which would hold a
 * script back until it has loaded. */
export function placeBootScript(html: string, code: string): string {
  if (!CHARSET.test(html)) throw new Error('index.html has no <meta charset="UTF-8" /> to put the boot script after');
  if (code.includes('</script')) throw new Error('the boot script would end its own <script> element');
  return html.replace(CHARSET, (meta) => `${meta}    <script>${code}</script>\n`);
}

/**
 * Inlines the stylesheets (removing them from the bundle, and so from the offline cache) and replaces the app's
 * script and modulepreload tags by one `<meta name="skal-app">` listing the entry first, placed before the boot
 * script that reads it. With `firstVisitModule`, a `<meta name="skal-tutorial">` lists that lazy module's chunk and
 * the chunks it imports that the app's list has not: the boot script asks for them beside the app's on a first visit,
 * instead of React finding them one round trip after the app has started.
 */
export function shellPage(html: string, bundle: Assets, firstVisitModule?: string): string {
  let page = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/gu, (_tag, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') throw new Error(`the stylesheet ${fileName} is not in the bundle`);
    delete bundle[fileName];
    const css = (typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)).trim();
    if (css.includes('</style')) throw new Error(`${fileName} would end its own <style> element`);
    return `<style>${css}</style>`;
  });
  const scripts: string[] = [];
  page = page.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/gu, (_tag, src: string) => {
    scripts.unshift(src);
    return '';
  });
  page = page.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/gu, (_tag, href: string) => {
    scripts.push(href);
    return '';
  });
  if (scripts.length === 0) throw new Error('index.html has no app script for the boot script to load');
  if (!CHARSET.test(page)) throw new Error('index.html has no <meta charset="UTF-8" /> to put the script list after');
  const lists = [`<meta name="skal-app" content="${scripts.join(' ')}" />`];
  if (firstVisitModule) {
    const tutorial = lazyChunks(bundle, firstVisitModule).filter((src) => !scripts.includes(src));
    lists.push(`<meta name="skal-tutorial" content="${tutorial.join(' ')}" />`);
  }
  return page.replace(CHARSET, (meta) => `${meta}${lists.map((list) => `    ${list}\n`).join('')}`);
}

/** The chunk of a lazily imported module and every chunk it imports, as the page's paths (the module's first). */
export function lazyChunks(bundle: Assets, moduleId: string): string[] {
  const start = Object.entries(bundle).find(([, item]) => item.type === 'chunk' && item.facadeModuleId === moduleId);
  if (!start) throw new Error(`no chunk of its own for ${moduleId}`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    const item = bundle[fileName];
    if (item?.type !== 'chunk') throw new Error(`${fileName} is not a chunk of the bundle`);
    files.push(fileName);
    for (const imported of item.imports ?? []) visit(imported);
  };
  visit(start[0]);
  return files.map((fileName) => `/${fileName}`);
}
