// Renders the development set's text sources to real PDFs at test and bench time (nothing binary is committed):
// text PDFs with jsPDF, table cells in columns of their own; and "scanned" copies: each page drawn by Chromium,
// photographed, and wrapped image-only in a PDF (no text layer), for the OCR path. Node only.
import { jsPDF } from 'jspdf';
import { writeText } from '../../mocks/seed/documents/render';

const PAGE = { width: 612, height: 792 };

/** One PDF, a page per source page; long lines wrap, table rows keep their cells in columns. */
export function renderTextPdf(pages: readonly string[], options: { encryptWith?: string } = {}): Uint8Array {
  const doc = new jsPDF({
    unit: 'pt',
    format: 'letter',
    compress: true,
    ...(options.encryptWith
      ? {
          encryption: {
            userPassword: options.encryptWith,
            ownerPassword: options.encryptWith,
            userPermissions: ['print'],
          },
        }
      : {}),
  });
  writeText(doc, pages);
  return new Uint8Array(doc.output('arraybuffer'));
}

/** A PDF holding only page images (PNG bytes), one per page, as a scanner makes. */
export function renderImagePdf(pngs: readonly Uint8Array[]): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  pngs.forEach((png, i) => {
    if (i > 0) doc.addPage();
    doc.addImage(png, 'PNG', 0, 0, PAGE.width, PAGE.height);
  });
  return new Uint8Array(doc.output('arraybuffer'));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each page photographed at 150 dpi by Chromium (Playwright, Debian's Chromium): the "scan". */
export async function photographPages(pages: readonly string[]): Promise<Uint8Array[]> {
  const { chromium } = await import('playwright');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../chromium.mjs');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1275, height: 1650 } });
    const shots: Uint8Array[] = [];
    for (const text of pages) {
      await page.setContent(
        `<body style="margin:0;background:#fff"><pre style="font:21px/1.45 'DejaVu Serif',serif;margin:150px;white-space:pre-wrap;color:#111">${escapeHtml(text)}</pre></body>`,
      );
      shots.push(new Uint8Array(await page.screenshot({ type: 'png' })));
    }
    return shots;
  } finally {
    await browser.close();
  }
}
