#!/usr/bin/env node
// Writes ready-to-use host configuration next to the build, from the same rules scripts/serve.mjs
// applies: Netlify / Cloudflare Pages (_headers, _redirects) and an nginx server block.
// Prerendered pages resolve as <path>/index.html; the client-only routes the build lists
// (build/client-only-paths.json) get /__spa-fallback.html with status 200; any other path gets the
// prerendered /404.html with status 404, so search engines never see a soft 404.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildScriptHashes, securityHeaders } from './security-headers.mjs';
import { routePattern } from './static-host.mjs';

const build = fileURLToPath(new URL('../build/', import.meta.url));
const out = `${build}client/`;
// One policy for the whole site, allowing the union of the inline scripts of every page (scripts/static-host.mjs
// computes the same for npm run preview).
const scriptHashes = buildScriptHashes(out);
const headers = securityHeaders(process.env, scriptHashes);
const csp = headers['Content-Security-Policy'];
// Cloudflare Pages rejects a _headers value over 2,000 characters; each new page adds a hash or two.
if (csp.length > 2000) {
  console.warn(`Warning: the Content-Security-Policy is ${csp.length} characters (Cloudflare Pages allows 2,000).`);
}
/** @type {string[]} */
const clientOnlyPaths = JSON.parse(readFileSync(`${build}client-only-paths.json`, 'utf8'));

const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
writeFileSync(
  `${out}_headers`,
  ['/*', ...headerLines, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
);

// Netlify and Cloudflare Pages serve existing files (and <path>/index.html) first, and answer every
// other path with the top-level 404.html and status 404; only the client-only routes are rewritten.
writeFileSync(
  `${out}_redirects`,
  [
    '# Client-only routes render in the browser from the SPA fallback. Unknown paths get /404.html (status 404).',
    ...clientOnlyPaths.flatMap((path) => [`${path}  /__spa-fallback.html  200`, `${path}/  /__spa-fallback.html  200`]),
    '',
  ].join('\n'),
);

const addHeaders = (indent) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
// Netlify and Cloudflare Pages read `:id` in _redirects as one path segment, as the route table means it.
const clientOnlyPattern = clientOnlyPaths.map((path) => routePattern(path).slice(1)).join('|');

const nginx = `# nginx: serve build/client as the root. npm run build writes .gz and .br twins of each file;
# gzip_static serves them (brotli_static too, where the ngx_brotli module is installed).
gzip_static on;
error_page 404 /404.html;
location / {
${addHeaders('  ')}
  try_files $uri $uri/index.html =404;
}
# Client-only routes: the SPA fallback renders them in the browser.
location ~ ^/(${clientOnlyPattern})/?$ {
${addHeaders('  ')}
  add_header Cache-Control "no-cache" always;
  try_files /__spa-fallback.html =404;
}
location = /404.html {
  internal;
${addHeaders('  ')}
  add_header Cache-Control "no-cache" always;
}
location /assets/ {
  add_header Cache-Control "public, max-age=31536000, immutable" always;
${addHeaders('  ')}
  try_files $uri =404;
}
`;
writeFileSync(`${out}nginx.conf.example`, nginx);
console.log(
  `Host configuration written: _headers, _redirects (${clientOnlyPaths.length} client-only routes), nginx.conf.example; ` +
    `${scriptHashes.length} inline-script hashes in the Content-Security-Policy`,
);
