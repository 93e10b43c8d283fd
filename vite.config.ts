import { reactRouter } from '@react-router/dev/vite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { appEnvDefine, parseEnv } from './src/config/env-schema';

/** The production (Supabase) build must not ship the in-browser backend's service worker. */
function dropMockWorker(backend: string): Plugin {
  return {
    name: 'entitylens:drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (backend === 'supabase' && options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
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
    plugins: [reactRouter(), dropMockWorker(env.VITE_BACKEND)],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: '127.0.0.1', port: 5173 },
    build: { target: 'es2022' },
  };
});
