import { describe, expect, it } from 'vitest';
import { preloadRouteModules, routeModulesFor, type RouteManifest } from '@/app/preload-route-modules';

/** The shape of the build's manifest: root, the site layout, an index page, client-only pages and the 404. */
const manifest: RouteManifest = {
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    layout: { id: 'layout', parentId: 'root', module: '/assets/layout.js', imports: ['/assets/react.js'] },
    home: { id: 'home', parentId: 'layout', index: true, module: '/assets/home.js' },
    admin: {
      id: 'admin',
      parentId: 'layout',
      path: 'admin',
      module: '/assets/admin.js',
      imports: ['/assets/guard.js', '/assets/table.js'],
    },
    order: {
      id: 'order',
      parentId: 'layout',
      path: 'admin/orders/:id',
      module: '/assets/order.js',
      imports: ['/assets/guard.js'],
    },
    missing: { id: 'missing', parentId: 'layout', path: '*', module: '/assets/not-found.js' },
  },
};

describe('routeModulesFor', () => {
  it('names every matching route module and its imports once, outermost first', () => {
    expect(routeModulesFor(manifest, '/admin')).toEqual([
      '/assets/root.js',
      '/assets/react.js',
      '/assets/layout.js',
      '/assets/admin.js',
      '/assets/guard.js',
      '/assets/table.js',
    ]);
  });

  it('matches dynamic segments, the index route and the catch-all', () => {
    expect(routeModulesFor(manifest, '/admin/orders/42')).toContain('/assets/order.js');
    expect(routeModulesFor(manifest, '/')).toContain('/assets/home.js');
    expect(routeModulesFor(manifest, '/no/such/page')).toContain('/assets/not-found.js');
    expect(routeModulesFor(manifest, '/no/such/page')).not.toContain('/assets/admin.js');
  });
});

describe('preloadRouteModules', () => {
  it('adds a modulepreload link for each module the page does not already name', () => {
    document.head.innerHTML =
      '<link rel="modulepreload" href="/assets/root.js"><script type="module" src="/assets/react.js"></script>';
    preloadRouteModules(document, manifest, '/admin');
    const added = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(added).toEqual([
      '/assets/root.js',
      '/assets/layout.js',
      '/assets/admin.js',
      '/assets/guard.js',
      '/assets/table.js',
    ]);
  });

  it('does nothing without a manifest (a page React Router did not render)', () => {
    document.head.innerHTML = '';
    preloadRouteModules(document, undefined, '/admin');
    expect(document.head.children).toHaveLength(0);
  });
});
