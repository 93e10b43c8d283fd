// pdf.js on the page for the source viewer: its parsing runs in pdf.js's own worker (served by the app), the page
// is drawn to a canvas and its text laid over it (pdf.js TextLayer), so a quote can be marked where it stands.
import { GlobalWorkerOptions, RenderingCancelledException, TextLayer, getDocument, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { LoadedPdf } from './pdf-page';

GlobalWorkerOptions.workerSrc = workerUrl;

export async function openWithPdfjs(data: Uint8Array): Promise<LoadedPdf> {
  // pdf.js takes the buffer over to its worker: hand it a copy, the caller keeps its bytes.
  const pdf = await getDocument({ data: data.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  let drawing: { task: RenderTask; layer: TextLayer | null } | null = null;
  /** The newest render call: an older one still fetching its page must not draw. */
  let newest = 0;
  return {
    pageCount: pdf.numPages,
    async render(pageNumber, { canvas, textLayer, width }) {
      const call = ++newest;
      if (drawing) {
        drawing.task.cancel();
        drawing.layer?.cancel();
        drawing = null;
      }
      const page = await pdf.getPage(pageNumber);
      // A newer call came while this one fetched its page (a reviewer stepping from field to field): it draws
      // instead. Both drawing would start two renders on one canvas, which pdf.js refuses with an error.
      if (call !== newest) throw new RenderingCancelledException(`Rendering cancelled, page ${pageNumber}`);
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot draw the page.');
      const task = page.render({
        canvasContext: context,
        viewport,
        transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
      });
      drawing = { task, layer: null };
      await task.promise;
      textLayer.replaceChildren();
      textLayer.style.setProperty('--scale-factor', String(viewport.scale));
      const layer = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
      drawing.layer = layer;
      await layer.render();
      if (drawing?.task === task) drawing = null;
      return { spans: [...layer.textDivs], texts: [...layer.textContentItemsStr] };
    },
    destroy() {
      drawing?.task.cancel();
      void pdf.destroy();
    },
  };
}
