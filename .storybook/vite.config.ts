import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { appEnvDefine } from '../src/config/env-schema';
import { tesseractData } from '../vite-tesseract-data';

export default defineConfig(({ mode }) => ({
  plugins: [tesseractData()],
  define: appEnvDefine(loadEnv(mode, process.cwd(), 'VITE_')),
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  optimizeDeps: { include: ['@chakra-ui/react', 'react-router', 'zod', '@tanstack/react-query'] },
}));
