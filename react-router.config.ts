import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/config/paths';

// Public pages are prerendered to static HTML at build time; portal and admin routes are
// client-only and served from the SPA fallback (__spa-fallback.html).
export default {
  appDirectory: 'src',
  // BUILD_DIR lets checks build a second variant without touching build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => prerenderedPaths.includes(path)),
} satisfies Config;
