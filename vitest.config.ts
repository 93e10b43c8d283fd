import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { tesseractData } from './vite-tesseract-data';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { appEnvDefine } from './src/config/env-schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Three projects: pure logic in Node, screens and flows in jsdom, and every Storybook story as a
// browser test in Debian's Chromium (with the a11y addon's axe checks failing the story).
export default defineConfig({
  resolve: { alias },
  define: appEnvDefine(loadEnv('test', process.cwd(), 'VITE_')),
  test: {
    // `npm test` asks for a JSON report too, to print the slowest files (scripts/test-timings.mjs).
    ...(process.env.TEST_TIMINGS_FILE
      ? { reporters: ['default', 'json'], outputFile: { json: process.env.TEST_TIMINGS_FILE } }
      : {}),
    // Both cores: Vitest's default on two is one worker (cores - 1), but its main thread mostly waits (issue 43).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker, not per file: these tests hold no module state between files. The dom
          // project keeps isolation: its toaster and download spies are module state, and a clean-clone run in
          // another file order failed three of its tests without it (issue 43).
          isolate: false,
          include: [
            'src/**/*.test.ts',
            'adapters/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            // Node-side tests of whole services (the Edge Functions under Deno against the loopback emulator).
            'tests/**/*.node.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/**/*.node.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          // Storybook's vite config is not this one: the reading worker's OCR data is served here too.
          tesseractData(),
        ],
        // The document reader's worker imports pdf.js and tesseract.js. Found only when a story first starts it,
        // they made Vite re-optimize and reload the story run midway ("Vite unexpectedly reloaded a test").
        optimizeDeps: { include: ['pdfjs-dist/build/pdf.worker.mjs', 'tesseract.js'] },
        test: {
          name: 'storybook',
          // The story files share one page and module graph, as Storybook's own preview does (each story is reseeded
          // and mounted afresh by the loader): loading the app anew for each file was most of a light file's time
          // (the public and sign-in stories: 155 s isolated, 47 s shared).
          isolate: false,
          // The real document reader's story compiles the OCR engine and reads a scan: up to ~30 s on a loaded machine.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 900 },
          },
        },
      },
    ],
  },
});
