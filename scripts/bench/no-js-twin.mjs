// The "no-JS twin" of a prerendered page: the same HTML with every script and modulepreload removed, so
// the benchmark can put each public page beside the fastest it could be with the markup and styles it
// has (the physical limit), served by the same static server and measured by the same Lighthouse in the
// same run.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedFile } from '../defer-hydration.mjs';
import { precompressFile } from '../precompress.mjs';

/** Script elements, inline or with src, any attributes; React Router escapes '<' inside inline ones. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** Link elements whose rel (quoted or not, among other tokens) includes modulepreload. */
const MODULEPRELOAD =
  /<link\b(?=[^>]*\brel\s*=\s*(?:"[^"]*\bmodulepreload\b[^"]*"|'[^']*\bmodulepreload\b[^']*'|modulepreload\b))[^>]*>/gi;

/**
 * The page without its scripts and modulepreloads; styles, stylesheets and content stay byte for byte.
 * @param {string} html
 * @returns {string}
 */
export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(MODULEPRELOAD, '');
}

export { prerenderedFile };

/**
 * Every prerendered page of a client build, as paths ('/', '/features', ...): the folders holding an
 * index.html (the 404 page and the SPA fallback are files of their own, not pages of a route).
 * @param {string} clientDir
 * @returns {string[]}
 */
export function prerenderedPages(clientDir) {
  const pages = [];
  const walk = (dir, path) => {
    if (existsSync(join(dir, 'index.html'))) pages.push(path === '' ? '/' : path);
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory() && entry.name !== 'assets') walk(join(dir, entry.name), `${path}/${entry.name}`);
  };
  walk(clientDir, '');
  return pages.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/**
 * Copies a build folder (client/ and client-only-paths.json) to `twinDir` and strips the scripts from the
 * prerendered HTML of `paths`, rewriting the .gz and .br twins the static server prefers (stale ones
 * would serve the original page).
 * @param {string} buildDir
 * @param {string} twinDir
 * @param {readonly string[]} paths
 */
export function writeNoJsTwin(buildDir, twinDir, paths) {
  rmSync(twinDir, { recursive: true, force: true });
  cpSync(buildDir, twinDir, { recursive: true });
  for (const path of paths) {
    const file = prerenderedFile(join(twinDir, 'client'), path);
    if (!existsSync(file)) throw new Error(`No prerendered page for ${path} (${file})`);
    writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
    for (const suffix of ['.gz', '.br']) rmSync(`${file}${suffix}`, { force: true });
    precompressFile(file);
  }
}
