#!/usr/bin/env node
// Writes ready-to-use host configuration next to the build, from the same rules scripts/serve.mjs
// applies: Netlify / Cloudflare Pages (_headers, _redirects) and an nginx server block.
// Prerendered pages resolve as <path>/index.html; everything else falls back to /__spa-fallback.html.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './security-headers.mjs';

const out = fileURLToPath(new URL('../build/client/', import.meta.url));
const headers = securityHeaders(process.env);

const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
writeFileSync(
  `${out}_headers`,
  ['/*', ...headerLines, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
);
// Netlify and Cloudflare Pages serve existing files (and <path>/index.html) before applying rewrites.
writeFileSync(`${out}_redirects`, '/*  /__spa-fallback.html  200\n');

const nginx = `# nginx: serve build/client as the root. npm run build writes .gz and .br twins of each file;
# gzip_static serves them (brotli_static too, where the ngx_brotli module is installed).
gzip_static on;
location / {
${Object.entries(headers)
  .map(([name, value]) => `  add_header ${name} "${value}" always;`)
  .join('\n')}
  try_files $uri $uri/index.html /__spa-fallback.html;
}
location /assets/ {
  add_header Cache-Control "public, max-age=31536000, immutable" always;
${Object.entries(headers)
  .map(([name, value]) => `  add_header ${name} "${value}" always;`)
  .join('\n')}
}
`;
writeFileSync(`${out}nginx.conf.example`, nginx);
console.log('Host configuration written: _headers, _redirects, nginx.conf.example');
