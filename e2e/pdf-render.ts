import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * Renders a PDF's pages to PNG in the browser under test, with pdf.js (a devDependency), on a page of its own
 * (so the journey's own page and its network watch are untouched). pdf.js is served from node_modules under
 * a private origin that never reaches the network.
 */
const PDFJS_ORIGIN = 'http://pdfjs.render.invalid';
const pdfjsBuild = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'legacy', 'build');

export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
  /** Share of pixels that are not near-white: 0 for a blank page. */
  inkRatio: number;
  /** Share of the ink in the top fifth of the page (a header) and in the bottom tenth (a footer). */
  topInk: number;
  bottomInk: number;
}

export async function renderPdfPages(context: BrowserContext, pdf: Buffer, scale = 1): Promise<RenderedPage[]> {
  const page = await context.newPage();
  try {
    await page.route(`${PDFJS_ORIGIN}/**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>pdf</title>' });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(pdfjsBuild, name)) });
    });
    await page.goto(`${PDFJS_ORIGIN}/`);
    const dataUrls = await page.evaluate(
      async ({ base64, origin, scale: pageScale }) => {
        const pdfjs = await import(`${origin}/pdf.mjs`);
        pdfjs.GlobalWorkerOptions.workerSrc = `${origin}/pdf.worker.mjs`;
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const doc = await pdfjs.getDocument({ data }).promise;
        const out: string[] = [];
        for (let n = 1; n <= doc.numPages; n += 1) {
          const pdfPage = await doc.getPage(n);
          const viewport = pdfPage.getViewport({ scale: pageScale });
          const canvas = document.createElement('canvas');
          canvas.width = Math.ceil(viewport.width);
          canvas.height = Math.ceil(viewport.height);
          const ctx = canvas.getContext('2d')!;
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, canvas.width, canvas.height);
          await pdfPage.render({ canvasContext: ctx, viewport }).promise;
          out.push(canvas.toDataURL('image/png'));
        }
        return out;
      },
      { base64: pdf.toString('base64'), origin: PDFJS_ORIGIN, scale },
    );
    return dataUrls.map((url) => measure(Buffer.from(url.split(',')[1]!, 'base64')));
  } finally {
    await page.close();
  }
}

function measure(png: Buffer): RenderedPage {
  const image = PNG.sync.read(png);
  let ink = 0;
  let top = 0;
  let bottom = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = (y * image.width + x) * 4;
      const dark = image.data[i]! < 200 || image.data[i + 1]! < 200 || image.data[i + 2]! < 200;
      if (!dark) continue;
      ink += 1;
      if (y < image.height / 5) top += 1;
      if (y > (image.height * 9) / 10) bottom += 1;
    }
  }
  return {
    png,
    width: image.width,
    height: image.height,
    inkRatio: ink / (image.width * image.height),
    topInk: ink ? top / ink : 0,
    bottomInk: ink ? bottom / ink : 0,
  };
}
