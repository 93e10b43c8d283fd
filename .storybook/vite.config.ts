import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  optimizeDeps: { include: ['@chakra-ui/react', 'react-router', 'zod', '@tanstack/react-query'] },
});
