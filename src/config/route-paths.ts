import type { RouteConfigEntry } from '@react-router/dev/routes';
import { prerenderedPaths } from './paths';

/** Every concrete path of the route table: no parameters, no splat ('/', '/features', '/admin/dashboard' ...). */
export function staticPathsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const own = entry.index || (entry.path && !/[:*]/.test(entry.path)) ? [joined || '/'] : [];
    return [...own, ...staticPathsOf(entry.children ?? [], joined)];
  });
}

/** Every path of the route table with its `:param` segments ('/portal/orders/:id'); no splat. */
function routePathsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const own = entry.index || (entry.path && !entry.path.includes('*')) ? [joined || '/'] : [];
    return [...own, ...routePathsOf(entry.children ?? [], joined)];
  });
}

/**
 * The routes the browser renders from the SPA fallback (/auth, /portal, /portal/orders/:id ...): every
 * path that is not prerendered, `:param` segments kept (one non-empty segment each). Hosts answer these
 * with the fallback and status 200, and any other unknown path with the 404 page and status 404.
 */
export function clientOnlyPathsOf(entries: readonly RouteConfigEntry[]): string[] {
  return [...new Set(routePathsOf(entries))].filter((path) => !prerenderedPaths.includes(path)).sort();
}

/** Where the prerendered 404 page is rendered (a path only the splat route matches), moved to /404.html. */
export const NOT_FOUND_PRERENDER_PATH = '/404';
