import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { prerenderedFile, prerenderedPages, stripScripts, writeNoJsTwin } from './no-js-twin.mjs';
import { precompress } from '../precompress.mjs';

/** A prerendered page shaped like React Router's: modulepreloads, inline and module scripts, emotion styles. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Features | EntityLens</title>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="modulepreload" href="/assets/manifest-ff2ef1b0.js"/>',
  "<link href='/assets/root-Db.js' rel='modulepreload'>",
  '<link rel=modulepreload href=/assets/entry.client-BD.js>',
  '<link rel="stylesheet" href="/assets/root-x.css"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin=""/>',
  '<script>(function(){document.documentElement.dataset.theme="light"})()</script>',
  '<style data-emotion="css-global ad1llf">body{margin:0}</style>',
  '</head><body><div class="css-irwvew"><h1>Entity document review</h1><p>Read the script tag docs.</p></div>',
  '<script>window.__reactRouterContext = {"state":"\\u003cscript\\u003e"};</script>',
  '<script type="module" async="">import "/assets/manifest-ff2ef1b0.js";\nimport("/assets/entry.client-BD.js");</script>',
  '<SCRIPT id="_R_" src="/assets/x.js"></SCRIPT >',
  '<script\n  src="/assets/y.js"\n></script>',
  '<noscript>Enable JavaScript for the demo.</noscript>',
  '</body></html>',
].join('');

describe('stripScripts', () => {
  const stripped = stripScripts(PAGE);

  test('removes every script element, inline or with src, and every modulepreload', () => {
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toMatch(/<\/script/i);
    expect(stripped).not.toMatch(/modulepreload/);
    expect(stripped).not.toContain('__reactRouterContext');
    expect(stripped).not.toContain('/assets/entry.client');
  });

  test('keeps styles, stylesheets, other links and the content', () => {
    expect(stripped).toContain('<style data-emotion="css-global ad1llf">body{margin:0}</style>');
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root-x.css"/>');
    expect(stripped).toContain('<link rel="preload" href="/assets/font.woff2" as="font" crossorigin=""/>');
    expect(stripped).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(stripped).toContain(
      '<div class="css-irwvew"><h1>Entity document review</h1><p>Read the script tag docs.</p></div>',
    );
    expect(stripped).toContain('<noscript>Enable JavaScript for the demo.</noscript>');
    expect(stripped.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(stripped.endsWith('</body></html>')).toBe(true);
  });

  test('leaves a page without scripts as it was', () => {
    expect(stripScripts(stripped)).toBe(stripped);
  });
});

describe('writeNoJsTwin', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test('copies the build and rewrites the named pages and their compressed twins, nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'no-js-twin-'));
    made.push(root);
    const build = join(root, 'mock');
    const client = join(build, 'client');
    const big = PAGE.replace('</body>', `<p>${'Lorem ipsum. '.repeat(200)}</p></body>`);
    for (const path of ['/', '/features', '/portal']) {
      mkdirSync(join(prerenderedFile(client, path), '..'), { recursive: true });
      writeFileSync(prerenderedFile(client, path), big);
    }
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'assets', 'entry.client-BD.js'), 'console.log(1)');
    writeFileSync(join(build, 'client-only-paths.json'), '[]');
    await precompress(client);

    const twin = join(root, 'mock-no-js');
    writeNoJsTwin(build, twin, ['/', '/features']);

    for (const path of ['/', '/features']) {
      const file = prerenderedFile(join(twin, 'client'), path);
      expect(readFileSync(file, 'utf8')).toBe(stripScripts(big));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(stripScripts(big));
    }
    // Not named: left as built; the source build is untouched.
    expect(readFileSync(prerenderedFile(join(twin, 'client'), '/portal'), 'utf8')).toBe(big);
    expect(readFileSync(prerenderedFile(client, '/'), 'utf8')).toBe(big);
    expect(readFileSync(join(twin, 'client', 'assets', 'entry.client-BD.js'), 'utf8')).toBe('console.log(1)');
    expect(readFileSync(join(twin, 'client-only-paths.json'), 'utf8')).toBe('[]');
  });

  test('refuses a route the build did not prerender', () => {
    const root = mkdtempSync(join(tmpdir(), 'no-js-twin-'));
    made.push(root);
    mkdirSync(join(root, 'mock', 'client'), { recursive: true });
    expect(() => writeNoJsTwin(join(root, 'mock'), join(root, 'twin'), ['/missing'])).toThrow(/No prerendered page/);
  });
});

describe('prerenderedPages', () => {
  test('lists every folder with an index.html, home first, and nothing from assets or the loose HTML files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    try {
      for (const folder of ['', 'features', 'kevin-tran', 'assets', 'schemas', 'a/b'])
        mkdirSync(join(dir, folder), { recursive: true });
      for (const file of [
        'index.html',
        'features/index.html',
        'kevin-tran/index.html',
        'assets/index.html',
        'a/b/index.html',
      ])
        writeFileSync(join(dir, file), '<html></html>');
      writeFileSync(join(dir, '404.html'), '<html></html>');
      writeFileSync(join(dir, '__spa-fallback.html'), '<html></html>');
      expect(prerenderedPages(dir)).toEqual(['/', '/a/b', '/features', '/kevin-tran']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
