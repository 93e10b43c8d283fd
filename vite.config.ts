import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/config/env-schema';

export default defineConfig(({ mode }) => {
  // Fail the build or dev server early, naming the variable, when configuration is wrong.
  parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [reactRouter()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: '127.0.0.1', port: 5173 },
    build: { target: 'es2022' },
  };
});
