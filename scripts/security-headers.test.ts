import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScriptHashes, contentSecurityPolicy, inlineScriptHashes } from './security-headers.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

// The shape of a prerendered page: the colour-mode boot script, React Router's context and module
// bootstrap, a streamed chunk; plus an external script whose (empty) text must not be hashed.
const page = `<!DOCTYPE html><html><head><script>(function(){document.documentElement.dataset.m='light'})()</script>
<script src="/assets/x.js"></script></head><body><div>é</div>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/manifest.js";
window.__reactRouterRouteModules = {};</script>
<SCRIPT id="_R_">$RC("B:1","S:1")</SCRIPT ></body></html>`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the Content-Security-Policy for scripts', () => {
  it("hashes each inline script's exact text, and skips scripts with a src", () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha256("(function(){document.documentElement.dataset.m='light'})()"),
      sha256('window.__reactRouterContext = {"basename":"/"};'),
      sha256('import "/assets/manifest.js";\nwindow.__reactRouterRouteModules = {};'),
      sha256('$RC("B:1","S:1")'),
    ]);
  });

  it('hashes the text as the browser parses it: CRLF line breaks become LF', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual([sha256('a();\nb();')]);
  });

  it("allows the union of every page's inline scripts (pages, 404.html, the SPA fallback), never unsafe-inline", () => {
    const client = mkdtempSync(join(tmpdir(), 'csp-'));
    dirs.push(client);
    mkdirSync(join(client, 'features'));
    writeFileSync(join(client, 'index.html'), page);
    writeFileSync(join(client, 'features', 'index.html'), '<script>features()</script>');
    writeFileSync(join(client, '__spa-fallback.html'), '<script>fallback()</script>');
    writeFileSync(join(client, '404.html'), '<script>notFound()</script>');
    writeFileSync(join(client, 'robots.txt'), '<script>not a page()</script>');

    const hashes = buildScriptHashes(client);
    const policy = scriptSrc(contentSecurityPolicy({}, hashes));
    expect(policy).not.toContain('unsafe-inline');
    for (const inline of [...inlineScriptHashes(page), ...['features()', 'fallback()', 'notFound()'].map(sha256)])
      expect(policy).toContain(inline);
    expect(policy).not.toContain(sha256('not a page()'));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('keeps the form embed host, allows no inline script without the hashes, and lets WebAssembly compile (OCR)', () => {
    const policy = contentSecurityPolicy({ VITE_FORM_EMBED_SCRIPT_URL: 'https://forms.example/embed.js' });
    expect(scriptSrc(policy)).toBe("script-src 'self' https://forms.example 'wasm-unsafe-eval'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  });
});
