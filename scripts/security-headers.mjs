// Security headers for every response of the static host. The CSP allows only this origin, the
// configured third-party form hosts and the Supabase project. Used by scripts/serve.mjs and by
// scripts/write-host-config.mjs, which writes the same rules for common static hosts.

function origin(value) {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** @param {Record<string, string | undefined>} env */
export function contentSecurityPolicy(env) {
  const formHosts = [env.VITE_CONTACT_FORM_URL, env.VITE_DEMO_FORM_URL, env.VITE_REQUEST_FORM_URL]
    .map(origin)
    .filter(Boolean);
  const embedScript = origin(env.VITE_FORM_EMBED_SCRIPT_URL);
  const supabase = origin(env.VITE_SUPABASE_URL);
  const supabaseWs = supabase ? supabase.replace(/^http/, 'ws') : null;
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    // React Router's prerendered pages carry small inline bootstrap scripts; no eval anywhere.
    `script-src ${list("'self'", "'unsafe-inline'", embedScript)}`,
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

/** @param {Record<string, string | undefined>} env */
export function securityHeaders(env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}
