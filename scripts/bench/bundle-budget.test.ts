import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import {
  checkBundleBudget,
  defaultClientDir,
  gzipBytes,
  heaviestScripts,
  HOME_JS_BUDGET_BYTES,
  HOME_JS_ENFORCED_BYTES,
  PRE_INTERACTION_JS_BUDGET_BYTES,
  preInteractionScripts,
  privateRouteIds,
  readRouterManifest,
  routeIdForPath,
  routeScripts,
} from './bundle-budget.mjs';

type Route = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build in miniature: React Router's manifest plus chunks of the given (incompressible) sizes. */
function fakeBuild(routes: Route[], chunks: Record<string, number | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  made.push(dir);
  mkdirSync(join(dir, 'assets'));
  const manifest = {
    entry: { module: '/assets/entry.client-AAAA.js', imports: ['/assets/react-BBBB.js'] },
    routes: Object.fromEntries(routes.map((r) => [r.id, r])),
  };
  writeFileSync(
    join(dir, 'assets', 'manifest-1234abcd.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  const all = { '/assets/entry.client-AAAA.js': 100, '/assets/react-BBBB.js': 100, ...chunks };
  for (const [file, content] of Object.entries(all))
    writeFileSync(join(dir, file), typeof content === 'string' ? content : randomBytes(content));
  return dir;
}

const shell: Route[] = [
  { id: 'root', path: '', module: '/assets/root-CCCC.js' },
  { id: 'routes/site-layout', parentId: 'root', module: '/assets/site-layout-DDDD.js' },
];
const shellChunks = { '/assets/root-CCCC.js': 100, '/assets/site-layout-DDDD.js': 100 };
const home = (imports: string[] = []): Route => ({
  id: 'routes/public/home',
  parentId: 'routes/site-layout',
  index: true,
  module: '/assets/home-EEEE.js',
  imports,
});
const admin: Route = {
  id: 'routes/admin/user-administration',
  parentId: 'routes/site-layout',
  path: 'admin',
  module: '/assets/user-administration-FFFF.js',
};

describe('bundle budget checker', () => {
  test("counts the manifest, the entry and every route module and import on the way to '/'", () => {
    const dir = fakeBuild([...shell, home(['/assets/card-GGGG.js'])], {
      ...shellChunks,
      '/assets/home-EEEE.js': 100,
      '/assets/card-GGGG.js': 100,
    });
    const manifest = readRouterManifest(dir);
    expect(routeIdForPath(manifest, '/')).toBe('routes/public/home');
    expect(routeScripts(manifest, 'routes/public/home')).toEqual([
      '/assets/manifest-1234abcd.js',
      '/assets/entry.client-AAAA.js',
      '/assets/react-BBBB.js',
      '/assets/root-CCCC.js',
      '/assets/site-layout-DDDD.js',
      '/assets/home-EEEE.js',
      '/assets/card-GGGG.js',
    ]);
    const report = checkBundleBudget(dir);
    const expected = routeScripts(manifest, 'routes/public/home').reduce((s, f) => s + gzipBytes(dir, f), 0);
    expect(report.homeGzipBytes).toBe(expected);
    expect(report.violations).toEqual([]);
  });

  test("flags '/' loading more gzip JavaScript than the budget", () => {
    const dir = fakeBuild([...shell, home()], { ...shellChunks, '/assets/home-EEEE.js': HOME_JS_BUDGET_BYTES + 1 });
    const report = checkBundleBudget(dir, HOME_JS_BUDGET_BYTES);
    expect(report.homeGzipBytes).toBeGreaterThan(HOME_JS_BUDGET_BYTES);
    expect(report.violations).toEqual([expect.stringContaining("'/' loads")]);
  });

  test('flags a public route that imports an admin route module', () => {
    const dir = fakeBuild([...shell, home(['/assets/user-administration-FFFF.js']), admin], {
      ...shellChunks,
      '/assets/home-EEEE.js': 100,
      '/assets/user-administration-FFFF.js': 100,
    });
    expect(checkBundleBudget(dir).violations).toContain(
      'routes/public/home loads /assets/user-administration-FFFF.js, the module of routes/admin/user-administration',
    );
  });

  test('flags a public chunk that can lazily load an admin route module', () => {
    const dir = fakeBuild([...shell, home(), admin], {
      ...shellChunks,
      '/assets/home-EEEE.js': 'const load=()=>import("./user-administration-FFFF.js");export{load};',
      '/assets/user-administration-FFFF.js': 100,
    });
    expect(checkBundleBudget(dir).violations).toEqual([
      expect.stringContaining(
        'routes/public/home loads /assets/home-EEEE.js, which references user-administration-FFFF.js',
      ),
    ]);
  });

  test('treats an alias of an admin screen under another id as private too', () => {
    const alias: Route = { ...admin, id: 'admin-alias', path: 'admin-users' };
    const dir = fakeBuild([...shell, home(), admin, alias], {
      ...shellChunks,
      '/assets/home-EEEE.js': 100,
      '/assets/user-administration-FFFF.js': 100,
    });
    expect(privateRouteIds(readRouterManifest(dir)).sort()).toEqual(['admin-alias', admin.id]);
    expect(checkBundleBudget(dir).violations).toEqual([]);
  });
});

const built = defaultClientDir(fileURLToPath(new URL('../../', import.meta.url)));

describe('JavaScript before the first interaction', () => {
  test('counts inline scripts, script files, modulepreloads and their static imports, not import()', () => {
    const dir = fakeBuild(shell, {
      '/assets/a-1.js': 'import{x}from"./b-2.js";export*from"./c-3.js";const later=()=>import("./late-4.js");',
      '/assets/b-2.js': 'export const x=1;',
      '/assets/c-3.js': 'export const y="import from \\"react-router/dom\\"";',
      '/assets/late-4.js': 2000,
      '/assets/pre-5.js': 300,
    });
    const html =
      '<head><link rel="modulepreload" href="/assets/pre-5.js"/><script>var a=1</script></head>' +
      '<body><script type="module">import "/assets/a-1.js";</script></body>';
    const page = preInteractionScripts(dir, html);
    expect(page.files.sort()).toEqual(['/assets/a-1.js', '/assets/b-2.js', '/assets/c-3.js', '/assets/pre-5.js']);
    const files = page.files.reduce((sum, f) => sum + gzipBytes(dir, f), 0);
    expect(page.inlineBytes).toBeGreaterThan(0);
    expect(page.gzipBytes).toBe(files + page.inlineBytes);
  });

  test('a page that hydrates on interaction names no file before it', () => {
    const dir = fakeBuild(shell, { '/assets/late-4.js': 2000 });
    const html = '<body><script type="module">const hydrate = () => import("/assets/late-4.js");</script></body>';
    const page = preInteractionScripts(dir, html);
    expect(page.files).toEqual([]);
    expect(page.gzipBytes).toBe(page.inlineBytes);
    expect(page.gzipBytes).toBeLessThan(PRE_INTERACTION_JS_BUDGET_BYTES);
  });
});

describe.skipIf(!built)(
  built
    ? 'the build in build/client'
    : 'the build in build/client (skipped: no build yet; e2e/bundle-budget.spec.ts checks it after npm run build)',
  () => {
    test(`'/' loads at most ${HOME_JS_ENFORCED_BYTES / 1000} kB of gzip JavaScript (enforced ceiling; target ${HOME_JS_BUDGET_BYTES / 1000} kB)`, () => {
      const report = checkBundleBudget(built!);
      expect(report.homeGzipBytes, `largest: ${heaviestScripts(built!, report.homeScripts)}`).toBeLessThanOrEqual(
        report.budget,
      );
    });

    test('no public route loads portal, admin or sign-in route code', () => {
      const report = checkBundleBudget(built!);
      expect(report.privateRouteIds.length).toBeGreaterThan(0);
      expect(report.violations.filter((v) => !v.startsWith("'/'"))).toEqual([]);
    });
  },
);
