import { reactRouter } from '@react-router/dev/vite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { appEnvDefine, parseEnv } from './src/config/env-schema';
import { authExtrasOnDemand, zodWithoutJsonSchema } from './vite-stand-ins';
import { tesseractData } from './vite-tesseract-data';

/** The production (Supabase) build must not ship the in-browser backend's service worker. */
function dropMockWorker(backend: string): Plugin {
  return {
    name: 'entitylens:drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (backend === 'supabase' && options.dir)
        for (const file of ['mockServiceWorker.js', 'mock-api-worker.js'])
          rmSync(join(options.dir, file), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  // Fail the build or dev server early, naming the variable, when configuration is wrong.
  // loadEnv also picks up VITE_ variables set in the process environment.
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const env = parseEnv(raw);
  return {
    define: appEnvDefine(raw),
    plugins: [
      reactRouter(),
      dropMockWorker(env.VITE_BACKEND),
      tesseractData(),
      authExtrasOnDemand(),
      zodWithoutJsonSchema(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The app opens no realtime channel: supabase-js gets a stand-in instead of the socket client (15 kB gzip).
        {
          find: '@supabase/realtime-js',
          replacement: fileURLToPath(new URL('./adapters/supabase/realtime-unused.ts', import.meta.url)),
        },
        // supabase-js builds its storage client up front: it gets one that loads the real package on its first
        // call (about 7 kB gzip off every signed-in page). The bare name only: the stand-in imports the real file.
        {
          find: /^@supabase\/storage-js$/,
          replacement: fileURLToPath(new URL('./adapters/supabase/storage-on-demand.ts', import.meta.url)),
        },
        // The in-browser backend sets no cookies: MSW's cookie jar gets a stand-in instead of tough-cookie and its
        // public-suffix list (about 40 kB gzip).
        { find: 'tough-cookie', replacement: fileURLToPath(new URL('./mocks/cookie-jar-unused.ts', import.meta.url)) },
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    // Pre-bundle what the app loads lazily (the in-browser backend, supabase-js, jspdf, the form rules)
    // up front: discovered on first use, each made the dev server re-optimize and reload the page under
    // the user (the first Download Full Report click was lost that way).
    optimizeDeps: {
      include: [
        '@chakra-ui/react',
        '@chakra-ui/react/theme',
        '@hookform/resolvers/zod',
        '@msw/data',
        '@msw/data/extensions',
        '@supabase/supabase-js',
        '@tanstack/react-query',
        'jspdf',
        'msw',
        'msw/browser',
        'react-hook-form',
        'zod',
      ],
    },
    build: { target: 'es2022' },
  };
});
