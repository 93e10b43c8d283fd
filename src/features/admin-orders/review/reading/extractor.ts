import { createContext, useContext } from 'react';
import type { PageTextExtractor } from './page-text-extractor';

// The port and its error live beside it, so the worker extractor this loads lazily does not import this file back.
export { ExtractionError, type PageTextExtractor } from './page-text-extractor';

/** The worker extractor, loaded only when someone reads documents (pdf.js and tesseract.js stay off the page). */
const workerExtractor: PageTextExtractor = {
  async extract(file, options) {
    const { extractInWorker } = await import('./worker-extractor');
    return extractInWorker(file, options);
  },
};

export const PageTextExtractorContext = createContext<PageTextExtractor>(workerExtractor);
export const usePageTextExtractor = () => useContext(PageTextExtractorContext);
