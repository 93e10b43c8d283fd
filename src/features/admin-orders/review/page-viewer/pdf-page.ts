/** One page drawn: its text layer's spans and the text of each (the same order), for highlighting a quote. */
export interface RenderedPage {
  spans: HTMLElement[];
  texts: string[];
}

/** An open PDF: draws one page at a time into a canvas and a text-layer element. */
export interface LoadedPdf {
  pageCount: number;
  /** Draws `page` (1-based) at `width` CSS pixels; a new call cancels one still drawing. */
  render(
    page: number,
    target: { canvas: HTMLCanvasElement; textLayer: HTMLElement; width: number },
  ): Promise<RenderedPage>;
  destroy(): void;
}

/**
 * Opens PDFs for the source viewer. The app's loader runs pdf.js (loaded only when the viewer opens); tests and
 * stories may inject their own (jsdom draws no canvas), as the page-text extractor is injected.
 */
export interface PdfPageLoader {
  open(data: Uint8Array): Promise<LoadedPdf>;
}
