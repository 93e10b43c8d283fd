// Byte budgets of the client build, read off React Router's browser manifest (assets/manifest-*.js),
// which lists for every route its module and the chunks it imports statically. Shared by the unit test,
// the e2e spec (which runs after `npm run build`) and `npm run bench`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The target for what '/' loads when it hydrates (on the visitor's first interaction since decision record 8;
 * before it, PRE_INTERACTION_JS_BUDGET_BYTES applies): at most this much JavaScript, gzip (1 KB = 1,000 bytes).
 * The bench reports against it.
 */
export const HOME_JS_BUDGET_BYTES = 150_000;
/**
 * What the tests enforce today. Hydrating '/' loads about 260 KB (react-dom, react-router and Chakra alone are
 * about 150 KB), so the 150 KB target is not met; this ceiling stops growth. Already done towards the target:
 * hydrating before the backend is composed, env checked at build time, the contact form's zod rules
 * fetched on first use.
 */
export const HOME_JS_ENFORCED_BYTES = 275_000;

/** Route ids (default: the route file without extension) of the signed-in areas. */
export const PRIVATE_ROUTE_ID = /^routes\/(portal|admin|auth)\//;

/** Source files (as named in source maps) that public pages must never load. */
export const PRIVATE_SOURCE =
  /(^|\/)src\/(routes\/(portal|admin|auth)\/|features\/(admin-[^/]+|secure-roles|portal)\/)/;

/**
 * @typedef {{ module: string, imports?: string[], css?: string[] }} ManifestEntry
 * @typedef {ManifestEntry & { id: string, parentId?: string, path?: string, index?: boolean }} ManifestRoute
 * @typedef {{ file: string, entry: ManifestEntry, routes: Record<string, ManifestRoute> }} RouterManifest
 */

/** @param {string} clientDir @returns {RouterManifest} */
export function readRouterManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`No React Router manifest in ${assets}`);
  const text = readFileSync(join(assets, name), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  const parsed = JSON.parse(json);
  return { file: `/assets/${name}`, entry: parsed.entry, routes: parsed.routes };
}

/** The route and its ancestors, root first. @param {RouterManifest} manifest @param {string} routeId */
export function routeChain(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Unknown route id ${id}`);
    chain.unshift(route);
  }
  return chain;
}

/**
 * Every script a first visit to the route loads before it runs: the manifest itself, the client entry
 * and, for the route and each ancestor, its module and static imports (React Router modulepreloads
 * exactly these). Paths like '/assets/x.js'.
 * @param {RouterManifest} manifest @param {string} routeId
 */
export function routeScripts(manifest, routeId) {
  const files = [manifest.file, manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of routeChain(manifest, routeId)) files.push(route.module, ...(route.imports ?? []));
  return [...new Set(files)];
}

/** The route id whose path is `pathname` ('/' is the index route under the layouts). */
export function routeIdForPath(manifest, pathname) {
  const target = pathname.replace(/^\/+|\/+$/g, '');
  const fullPath = (route) =>
    routeChain(manifest, route.id)
      .map((r) => r.path ?? '')
      .filter(Boolean)
      .join('/');
  const match = Object.values(manifest.routes).find((route) => {
    const isLeaf = !Object.values(manifest.routes).some((r) => r.parentId === route.id);
    return isLeaf && fullPath(route) === target && (target !== '' || route.index === true);
  });
  if (!match) throw new Error(`No route for ${pathname}`);
  return match.id;
}

const gzipCache = new Map();

/** Gzip size (zlib default level, as common hosts compress) of a built file. */
export function gzipBytes(clientDir, urlPath) {
  const file = join(clientDir, urlPath.replace(/^\/+/, ''));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

export function rawBytes(clientDir, urlPath) {
  return readFileSync(join(clientDir, urlPath.replace(/^\/+/, ''))).length;
}

/** @param {RouterManifest} manifest */
export function privateRouteIds(manifest) {
  const privateModules = new Set(
    Object.values(manifest.routes)
      .filter((r) => PRIVATE_ROUTE_ID.test(r.id))
      .map((r) => r.module),
  );
  // A route declared twice under another id (an alias) shares its module chunk.
  return Object.values(manifest.routes)
    .filter((r) => PRIVATE_ROUTE_ID.test(r.id) || privateModules.has(r.module))
    .map((r) => r.id);
}

/**
 * Checks the byte budgets of a client build: the JavaScript '/' loads, gzip, within the budget; no
 * public route loading (statically or by a lazy import its chunks name) a portal, admin or sign-in
 * route module. Returns the figures and the list of violations (empty when the build is within budget).
 * @param {string} clientDir
 */
export function checkBundleBudget(clientDir, budget = HOME_JS_ENFORCED_BYTES) {
  const manifest = readRouterManifest(clientDir);
  const homeId = routeIdForPath(manifest, '/');
  const homeScripts = routeScripts(manifest, homeId);
  const homeGzipBytes = homeScripts.reduce((sum, f) => sum + gzipBytes(clientDir, f), 0);
  const violations = [];
  if (homeGzipBytes > budget)
    violations.push(`'/' loads ${homeGzipBytes} bytes of gzip JavaScript, over the ${budget}-byte budget`);

  const privateIds = new Set(privateRouteIds(manifest));
  const privateModules = new Map([...privateIds].map((id) => [manifest.routes[id].module, id]));
  const leaves = Object.values(manifest.routes).filter(
    (route) => !Object.values(manifest.routes).some((r) => r.parentId === route.id),
  );
  const publicRoutes = leaves.filter((r) => !privateIds.has(r.id));
  for (const route of publicRoutes) {
    for (const file of routeScripts(manifest, route.id)) {
      const owner = privateModules.get(file);
      if (owner) violations.push(`${route.id} loads ${file}, the module of ${owner}`);
      if (file === manifest.file) continue;
      const text = readFileSync(join(clientDir, file.replace(/^\/+/, '')), 'utf8');
      for (const [module, id] of privateModules) {
        const name = module.slice(module.lastIndexOf('/') + 1);
        if (text.includes(name)) violations.push(`${route.id} loads ${file}, which references ${name} (${id})`);
      }
    }
  }
  return {
    homeRouteId: homeId,
    homeScripts,
    homeGzipBytes,
    budget,
    publicRouteIds: publicRoutes.map((r) => r.id),
    privateRouteIds: [...privateIds],
    violations: [...new Set(violations)],
  };
}

/**
 * The budget of what a public page loads before the visitor's first interaction (issue 16): 60 KiB of gzip
 * JavaScript, inline scripts included. The pages hydrate on interaction (scripts/defer-hydration.mjs), so
 * this holds their inline scripts only; a modulepreload or a static import slipping back would show here.
 */
export const PRE_INTERACTION_JS_BUDGET_BYTES = 60 * 1024;

/** Static imports and re-exports in a script (not `import()`, which runs later). */
const STATIC_IMPORT =
  /\b(?:import\s*(?:[\w$*{][^;"'()]*?\s*from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;

/**
 * The JavaScript a prerendered page runs or fetches before any interaction, read off its HTML: every inline
 * script, every `<script src>` and modulepreload, and the static imports of those, transitively. Returns the
 * files (paths like '/assets/x.js') and the gzip bytes of all of it.
 * @param {string} clientDir @param {string} html
 */
export function preInteractionScripts(clientDir, html) {
  const files = new Set();
  let inlineBytes = 0;
  const visit = (code, from) => {
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      // Chunks import each other by relative path; anything else matched is text inside a string.
      if (!/^\.{0,2}\//.test(specifier)) continue;
      const file = new URL(specifier, `http://host${from}`).pathname;
      if (files.has(file) || !existsSync(join(clientDir, file))) continue;
      files.add(file);
      visit(readFileSync(join(clientDir, file.replace(/^\/+/, '')), 'utf8'), file);
    }
  };
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) visit(`import "${src}";`, '/');
    else {
      inlineBytes += gzipSync(body).length;
      if (/\btype\s*=\s*["']?module/i.test(attributes)) visit(body, '/');
    }
  }
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/gi))
    visit(`import "${href}";`, '/');
  const fileBytes = [...files].reduce((sum, file) => sum + gzipBytes(clientDir, file), 0);
  return { files: [...files], inlineBytes, gzipBytes: inlineBytes + fileBytes };
}

/** The largest scripts of a list, gzip, for failure messages. */
export function heaviestScripts(clientDir, scripts, count = 5) {
  return scripts
    .map((file) => ({ file, bytes: gzipBytes(clientDir, file) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ file, bytes }) => `${file} ${bytes} B`)
    .join(', ');
}

/** The client build `npm run build` leaves, or null when there is none yet. */
export function defaultClientDir(root) {
  const dir = join(root, 'build', 'client');
  return existsSync(join(dir, 'assets')) ? dir : null;
}
