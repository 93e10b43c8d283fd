// Security headers for every response of the static host. The CSP allows only this origin, the
// configured third-party form hosts and the Supabase project, and of inline scripts only those the build
// wrote (by hash). Used by scripts/static-host.mjs (npm run preview) and by scripts/write-host-config.mjs,
// which writes the same rules for common static hosts.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function origin(value) {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The CSP source expression ('sha256-<base64>') of each inline script in one HTML document, in order.
 * Scripts with a src are skipped (their text never runs). A script's text cannot contain `</script`, so
 * the first closing tag ends it, as for the browser's parser.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    // The browser hashes the text after its parser normalised line breaks to \n.
    const normalised = text.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The union of the inline-script hashes of every HTML file under a client build (prerendered pages,
 * 404.html, the SPA fallback), sorted so the policy is the same on every run. One policy for all pages
 * keeps the host formats simple (a per-page header would need non-overlapping rules on every host).
 * @param {string} clientDir
 */
export function buildScriptHashes(clientDir) {
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.html'),
  );
  const hashes = htmlFiles.flatMap((name) => inlineScriptHashes(readFileSync(join(clientDir, name), 'utf8')));
  return [...new Set(hashes)].sort();
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {readonly string[]} [scriptHashes] the build's inline scripts (buildScriptHashes); none are allowed without them
 */
export function contentSecurityPolicy(env, scriptHashes = []) {
  const formHosts = [env.VITE_CONTACT_FORM_URL, env.VITE_DEMO_FORM_URL, env.VITE_REQUEST_FORM_URL]
    .map(origin)
    .filter(Boolean);
  const embedScript = origin(env.VITE_FORM_EMBED_SCRIPT_URL);
  const supabase = origin(env.VITE_SUPABASE_URL);
  const supabaseWs = supabase ? supabase.replace(/^http/, 'ws') : null;
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    // The pages' inline scripts (the colour-mode boot, React Router's and React's bootstrap) run only
    // by their hashes, so an injected inline script does not; no eval anywhere. 'wasm-unsafe-eval' lets
    // WebAssembly compile (the OCR engine reading scanned documents in a worker) and allows no JavaScript eval.
    `script-src ${list("'self'", ...scriptHashes, embedScript, "'wasm-unsafe-eval'")}`,
    // Chakra (emotion) injects style elements at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", supabase, supabaseWs)}`,
    `frame-src ${formHosts.length ? list(...formHosts) : "'none'"}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {readonly string[]} [scriptHashes]
 */
export function securityHeaders(env, scriptHashes = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}
