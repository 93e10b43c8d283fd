import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { OCR_SETTINGS } from './src/lib/document-reader/ocr-page';

/** Where the app serves tesseract.js's English data (under the base URL); the reading worker's langPath. */
export const TESSERACT_DATA_DIR = 'tesseract';

/**
 * Serves @tesseract.js-data/eng from the app itself (no CDN: the offline demo has no network). tesseract.js fetches
 * `<langPath>/eng.traineddata.gz` by that fixed name, so the file is emitted unhashed rather than imported as a URL.
 */
export function tesseractData(): Plugin {
  const { language, dataFolder } = OCR_SETTINGS;
  const file = createRequire(import.meta.url).resolve(
    `@tesseract.js-data/${language}/${dataFolder}/${language}.traineddata.gz`,
  );
  const path = `${TESSERACT_DATA_DIR}/${language}.traineddata.gz`;
  return {
    name: 'entitylens:tesseract-data',
    configureServer(server) {
      server.middlewares.use(`/${path}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (this.environment?.name === 'client' || !this.environment)
        this.emitFile({ type: 'asset', fileName: path, source: readFileSync(file) });
    },
  };
}
