// Interaction-driven hydration of the prerendered public pages (docs/decisions/0008-public-pages-hydrate-on-
// interaction.md). React Router's prerendered page preloads every module of the route and hydrates at once:
// 200-250 KB of gzip JavaScript parsed and run before the page settles, to make a menu button, a dialog, two
// tabs and a form interactive. This rewrites each such page so that it loads no JavaScript file until the
// visitor's first interaction (a pointer over or down on the page, a touch, a key, focus moving in, the
// window crossing the 768 px breakpoint of the forced light mode): then it
// preloads the same modules, hydrates exactly as before, and clicks that came before hydration are held and
// replayed on the same element once the app is interactive (links keep working as plain links throughout).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Link elements whose rel is modulepreload, as React Router writes them. */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's boot script: static imports of the manifest and route modules, then the client entry. */
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * React Router's boot script taken apart; throws when its shape is not the one this rewrite knows (a React
 * Router upgrade that changes it must fail the build, not ship pages that never hydrate).
 * @param {string} code
 */
export function parseBootScript(code) {
  const statements = code
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => `${s};`);
  /** @type {string[]} */ const sideEffects = [];
  /** @type {{ name: string, href: string }[]} */ const routes = [];
  let routeModules = null;
  let entry = null;
  for (const statement of statements) {
    let match;
    if ((match = SIDE_EFFECT_IMPORT.exec(statement))) sideEffects.push(match[1]);
    else if ((match = NAMESPACE_IMPORT.exec(statement))) routes.push({ name: match[1], href: match[2] });
    else if ((match = ROUTE_MODULES.exec(statement))) routeModules = match[1];
    else if ((match = ENTRY_IMPORT.exec(statement))) entry = match[1];
    else throw new Error(`Unknown statement in React Router's boot script: ${statement}`);
  }
  if (routes.length === 0 || routeModules === null || entry === null)
    throw new Error(`React Router's boot script lacks its route modules or its entry: ${code}`);
  return { sideEffects, routes, routeModules, entry };
}

/**
 * What runs on every deferred page until it hydrates. `hydrate` (defined before it) preloads the modules and
 * imports them. Clicks on anything but a link, and submits, are held and replayed once <html data-hydrated>
 * appears (root.tsx sets it after React's first commit). What was typed before then is put back and announced
 * with an input event, as hydrating forms reset their fields to their initial values. Kept small and plain:
 * it is the page's only script.
 */
export const holdAndReplay = (hydrateAtOnceKey) => `const root = document.documentElement;
root.dataset.hydration = 'deferred';
const triggers = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
const held = [];
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of triggers) removeEventListener(type, start, true);
  hydrate().catch((error) => console.error('The page could not load its scripts:', error));
};
for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
// Crossing 768 px switches the forced light mode (SPEC), which the app applies once hydrated.
window.matchMedia?.('(min-width: 768px)').addEventListener('change', start, { once: true });
try {
  if (sessionStorage.getItem(${JSON.stringify(hydrateAtOnceKey)})) {
    sessionStorage.removeItem(${JSON.stringify(hydrateAtOnceKey)});
    start();
  }
} catch {}
const hold = (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('a[href]')) return;
  const control = event.type === 'submit' ? target : target.closest('button, [role="button"], [role="tab"]');
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  const submitter = event.submitter;
  held.push(() =>
    event.type !== 'submit' ? control.click() : submitter ? control.requestSubmit(submitter) : control.requestSubmit(),
  );
  start();
};
const typed = new Map();
const remember = (event) => {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    typed.set(field, field.value);
};
addEventListener('click', hold, true);
addEventListener('submit', hold, true);
addEventListener('input', remember, true);
new MutationObserver((_, observer) => {
  if (root.dataset.hydrated !== 'true') return;
  observer.disconnect();
  removeEventListener('click', hold, true);
  removeEventListener('submit', hold, true);
  removeEventListener('input', remember, true);
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const replay of held.splice(0)) replay();
}).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });`;

/**
 * The boot script rewritten: nothing is fetched until `hydrate()` runs, which adds the page's modulepreloads
 * (so the modules download in parallel, as before), imports the route modules and then the client entry.
 * @param {ReturnType<typeof parseBootScript>} boot
 * @param {readonly string[]} preloads
 * @param {string} hydrateAtOnceKey
 */
function deferredBootScript(boot, preloads, hydrateAtOnceKey) {
  const imports = [...boot.sideEffects, ...boot.routes.map((r) => r.href)].map(
    (href) => `import(${JSON.stringify(href)})`,
  );
  const names = [...boot.sideEffects.map(() => ''), ...boot.routes.map((r) => r.name)].join(', ');
  return `const hydrate = () => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return Promise.all([${imports.join(', ')}]).then(([${names}]) => {
    window.__reactRouterRouteModules = ${boot.routeModules};
    return import(${JSON.stringify(boot.entry)});
  });
};
${holdAndReplay(hydrateAtOnceKey)}`;
}

/**
 * A prerendered page that hydrates on the first interaction: its modulepreloads removed and its boot script
 * replaced. Everything else (the inline context, the styles, the content) stays byte for byte.
 * @param {string} html
 * @param {string} hydrateAtOnceKey
 */
export function deferHydration(html, hydrateAtOnceKey) {
  const script = BOOT_SCRIPT.exec(html);
  if (!script) throw new Error('No React Router boot script in the page: it cannot be deferred');
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
  const boot = parseBootScript(script[1]);
  return html
    .replace(MODULEPRELOAD, '')
    .replace(
      BOOT_SCRIPT,
      () => `<script type="module">${deferredBootScript(boot, preloads, hydrateAtOnceKey)}</script>`,
    );
}

/** The prerendered file of a route: index.html for '/', <route>/index.html for the rest. */
export function prerenderedFile(clientDir, path) {
  return join(clientDir, path === '/' ? '' : path.replace(/^\/+/, ''), 'index.html');
}

/**
 * Rewrites the prerendered pages of `paths` in place.
 * @param {string} clientDir
 * @param {readonly string[]} paths
 * @param {string} hydrateAtOnceKey the sessionStorage flag that makes the next load hydrate at once
 */
export function deferHydrationOf(clientDir, paths, hydrateAtOnceKey) {
  for (const file of paths.map((path) => prerenderedFile(clientDir, path)))
    writeFileSync(file, deferHydration(readFileSync(file, 'utf8'), hydrateAtOnceKey));
}
