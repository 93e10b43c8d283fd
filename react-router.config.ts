import type { Config } from '@react-router/dev/config';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from './src/config/env-schema';
import { HYDRATE_AT_ONCE_KEY } from './src/config/hydration';
import { prerenderedPagePaths, prerenderedPaths } from './src/config/paths';
import { NOT_FOUND_PRERENDER_PATH, clientOnlyPathsOf } from './src/config/route-paths';
import { sitemapXml } from './src/config/site-files';
import { deferHydrationOf } from './scripts/defer-hydration.mjs';
import routes from './src/routes';

// Public pages are prerendered to static HTML at build time; portal and admin routes are
// client-only and served from the SPA fallback (__spa-fallback.html).
export default {
  appDirectory: 'src',
  // BUILD_DIR lets checks build a second variant without touching build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  // React Router v8's behaviour, taken now: none of it touches this app's routes (no loaders, actions or
  // middleware), and it keeps the build and dev server free of future-flag warnings.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths().filter((path) => prerenderedPaths.includes(path)),
    NOT_FOUND_PRERENDER_PATH,
  ],
  // Hosts need two things the route table knows: the 404 page as one file, served with status 404, and
  // the client-only paths that get the SPA fallback with status 200 (scripts/serve.mjs and
  // scripts/write-host-config.mjs read client-only-paths.json). sitemap.xml is written here, not by a
  // route: with ssr:false a route with a loader must be prerendered, and without VITE_SITE_URL there
  // must be no sitemap at all (its URLs must be absolute).
  buildEnd({ reactRouterConfig, viteConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    const prerendered404 = join(client, NOT_FOUND_PRERENDER_PATH, 'index.html');
    mkdirSync(client, { recursive: true });
    renameSync(prerendered404, join(client, '404.html'));
    rmSync(join(client, NOT_FOUND_PRERENDER_PATH), { recursive: true, force: true });
    // The public pages hydrate on the visitor's first interaction, not on load (decision record 8); the 404
    // page and the SPA fallback hydrate at once.
    deferHydrationOf(client, prerenderedPagePaths, HYDRATE_AT_ONCE_KEY);
    writeFileSync(
      join(reactRouterConfig.buildDirectory, 'client-only-paths.json'),
      `${JSON.stringify(clientOnlyPathsOf(routes), null, 2)}\n`,
    );
    // viteConfig.env holds the VITE_ variables of this build's mode, as the app's env does.
    const siteUrl = parseEnv(viteConfig.env).VITE_SITE_URL;
    if (siteUrl) writeFileSync(join(client, 'sitemap.xml'), sitemapXml(siteUrl));
    else console.log('Notice: VITE_SITE_URL is not set, so this build has no sitemap.xml and robots.txt names none.');
  },
} satisfies Config;
