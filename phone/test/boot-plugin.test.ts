import { describe, expect, it } from 'vitest';
import { lazyChunks, placeBootScript, shellPage } from '../boot-plugin';

const built = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <title>Skål</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the boot script and the app shell in index.html', () => {
  it('puts the boot script right after the charset, ahead of everything that loads', () => {
    const page = placeBootScript(built, 'boot();');
    expect(page.indexOf('<script>boot();</script>')).toBeGreaterThan(page.indexOf('<meta charset="UTF-8" />'));
    expect(page.indexOf('<script>boot();</script>')).toBeLessThan(page.indexOf('<title>'));
    expect(() => placeBootScript(built, 'x = "</script>";')).toThrow(/end its own/u);
    expect(() => placeBootScript('<html></html>', 'boot();')).toThrow(/charset/u);
  });

  it('inlines the stylesheet and drops it from the bundle', () => {
    const bundle = {
      'assets/index-def.css': { type: 'asset' as const, source: 'body{color:red}\n' },
      'assets/index-abc.js': { type: 'chunk' as const },
    };
    const page = shellPage(built, bundle);
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).not.toContain('stylesheet');
    expect(Object.keys(bundle)).toEqual(['assets/index-abc.js']);
  });

  it('lists the scripts, entry first, before the boot script, and leaves no tag that would fetch them early', () => {
    const bundle = { 'assets/index-def.css': { type: 'asset' as const, source: '' } };
    const page = shellPage(placeBootScript(built, 'boot();'), bundle);
    expect(page).toContain(
      '<meta name="skal-app" content="/assets/index-abc.js /assets/runtime-1.js /assets/jsx-2.js" />',
    );
    expect(page.indexOf('name="skal-app"')).toBeLessThan(page.indexOf('<script>boot();</script>'));
    expect(page).not.toMatch(/<script type="module"|modulepreload/u);
  });

  it('refuses a page without an app script', () => {
    expect(() => shellPage('<meta charset="UTF-8" />\n<title>x</title>', {})).toThrow(/no app script/u);
  });
});

describe('the first-visit tutorial’s scripts in index.html', () => {
  const chunk = (facadeModuleId: string | null, imports: string[] = []) => ({
    type: 'chunk' as const,
    facadeModuleId,
    imports,
  });
  const bundle = () => ({
    'assets/index-abc.js': chunk('/app/src/main.tsx', ['assets/runtime-1.js', 'assets/jsx-2.js']),
    'assets/runtime-1.js': chunk(null),
    'assets/jsx-2.js': chunk(null, ['assets/runtime-1.js']),
    'assets/Tutorial-x.js': chunk('/app/src/components/Tutorial.tsx', [
      'assets/runtime-1.js',
      'assets/index-abc.js',
      'assets/texts-3.js',
    ]),
    'assets/texts-3.js': chunk(null, ['assets/focus-4.js', 'assets/index-abc.js']),
    'assets/focus-4.js': chunk(null),
    'assets/index-def.css': { type: 'asset' as const, source: '' },
  });

  it('lists a lazy module’s chunk first, then every chunk it imports, each once', () => {
    expect(lazyChunks(bundle(), '/app/src/components/Tutorial.tsx')).toEqual([
      '/assets/Tutorial-x.js',
      '/assets/runtime-1.js',
      '/assets/index-abc.js',
      '/assets/jsx-2.js',
      '/assets/texts-3.js',
      '/assets/focus-4.js',
    ]);
  });

  it('lists beside the app’s only what the app’s list has not', () => {
    const page = shellPage(built, bundle(), '/app/src/components/Tutorial.tsx');
    expect(page).toContain(
      '<meta name="skal-tutorial" content="/assets/Tutorial-x.js /assets/texts-3.js /assets/focus-4.js" />',
    );
    expect(page.indexOf('name="skal-tutorial"')).toBeGreaterThan(page.indexOf('name="skal-app"'));
  });

  it('refuses a module without a chunk of its own, or an import that is not a chunk', () => {
    expect(() => shellPage(built, bundle(), '/app/src/components/Gone.tsx')).toThrow(/no chunk of its own/u);
    const broken = { ...bundle(), 'assets/focus-4.js': { type: 'asset' as const, source: '' } };
    expect(() => lazyChunks(broken, '/app/src/components/Tutorial.tsx')).toThrow(/not a chunk/u);
  });
});
