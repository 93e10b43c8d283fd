import { matchRoutes, type RouteObject } from 'react-router';

/** What this needs of React Router's browser manifest (`window.__reactRouterManifest`). */
export interface RouteManifest {
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
  >;
}

/**
 * The module and static imports of every route matching `pathname`, in match order.
 *
 * Why: a client-only page (/admin, /portal ...) is served the SPA fallback, whose HTML names no route
 * chunk. The router imports the route module when it starts, and that module's own imports only once it
 * has been fetched and parsed, a waterfall of two or three round trips behind a busy main thread (the
 * in-browser backend starts at the same time). The manifest already lists them all.
 */
export function routeModulesFor(manifest: RouteManifest, pathname: string): string[] {
  const byId = manifest.routes;
  const build = (parentId: string | undefined): RouteObject[] =>
    Object.values(byId)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: build(route.id) },
      );
  const matches = matchRoutes(build(undefined), pathname) ?? [];
  const hrefs = new Set<string>();
  for (const { route } of matches) {
    const entry = byId[route.id!];
    if (!entry) continue;
    hrefs.add(entry.module);
    for (const href of entry.imports ?? []) hrefs.add(href);
  }
  return [...hrefs];
}

/** Adds a modulepreload link for each of the route's modules the page does not already name. */
export function preloadRouteModules(doc: Document, manifest: RouteManifest | undefined, pathname: string): void {
  if (!manifest) return;
  const named = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"][href], script[type="module"][src]')].map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src'),
    ),
  );
  for (const href of routeModulesFor(manifest, pathname)) {
    if (named.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
}
