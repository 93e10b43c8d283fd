import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { prerenderedPaths } from './paths';
import { clientOnlyPathsOf, staticPathsOf } from './route-paths';

describe('route paths for the hosts', () => {
  it('lists every concrete path of the route table, without the splat', () => {
    const all = staticPathsOf(routes);
    expect(all).toContain('/');
    expect(all).toContain('/admin/dashboard');
    expect(all.some((path) => path.includes('*'))).toBe(false);
  });

  it('the client-only routes are exactly the routes that are not prerendered', () => {
    expect(clientOnlyPathsOf(routes)).toEqual([
      '/admin',
      '/admin-dashboard',
      '/admin/audit',
      '/admin/credits',
      '/admin/dashboard',
      '/admin/orders',
      '/admin/orders/:id',
      '/auth',
      '/demo/checkout/:sessionId',
      '/demo/inbox',
      '/portal',
      '/portal/credits',
      '/portal/credits/buy',
      '/portal/credits/checkout',
      '/portal/orders/:id',
      '/portal/orders/:id/report',
      '/request',
      '/secure-roles',
    ]);
    for (const path of prerenderedPaths) expect(clientOnlyPathsOf(routes)).not.toContain(path);
  });
});
