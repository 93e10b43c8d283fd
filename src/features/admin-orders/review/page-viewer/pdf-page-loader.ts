import { createContext, useContext } from 'react';
import type { PdfPageLoader } from './pdf-page';

// The types live beside it, so the pdf.js loader this loads lazily does not import this file back.
export type { LoadedPdf, PdfPageLoader, RenderedPage } from './pdf-page';

const pdfjsLoader: PdfPageLoader = {
  async open(data) {
    const { openWithPdfjs } = await import('./pdfjs-page-loader');
    return openWithPdfjs(data);
  },
};

export const PdfPageLoaderContext = createContext<PdfPageLoader>(pdfjsLoader);
export const usePdfPageLoader = () => useContext(PdfPageLoaderContext);
