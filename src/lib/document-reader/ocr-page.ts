/**
 * How a scanned page is handed to tesseract.js, in one place for the browser's reading worker and Node (the CLI,
 * the bench, the tests): the settings, the image format, and the split of a page between the OCR workers.
 * Nothing here calls tesseract.js: the caller passes in one recognizer per worker. Measured on the development set
 * (issue 29): the LSTM recognition is most of a page's cost and runs on one core per worker, so a page is cut in
 * two at a blank row and both halves are read at once: the halves cost the CPU of the whole page, so on two free
 * cores a page takes about 0.55 of the time (on cores already busy it gains nothing). The image goes in as an
 * 8-bit greyscale PGM, which costs nothing to write or decode (an RGBA PNG cost about 0.4 s of CPU a page).
 * Issue 44, on the 23 scanned pages of the development set and corpus (150 dpi): tesseract.js 7 reads them with
 * about a quarter less CPU than 6 and the same text, and cropping the blank margins (cropToInk) saves about a
 * tenth more, also with the same text. Pre-binarising, page segmentation mode 6 and tessedit_do_invert=0 changed
 * little or nothing; the LSTM-only model above is the only English model the npm data package ships.
 */

/** A page image as OCR takes it: 8-bit luminance, one byte a pixel, rows top to bottom. */
export interface GrayImage {
  width: number;
  height: number;
  gray: Uint8Array;
}

/** Reads one image (a PGM file's bytes) in one OCR worker. */
export type OcrRecognizer = (pgm: Uint8Array<ArrayBuffer>) => Promise<{ text: string; confidence: number }>;

export const OCR_SETTINGS = {
  language: 'eng',
  /**
   * The folder of @tesseract.js-data/eng: the LSTM-only model. The 4.0.0 folder adds the legacy engine: its LSTM
   * reads the development set identically at the same speed, and the legacy engine (twice as fast) misreads twice
   * as many characters with lower confidence. This one is a quarter of the download (2.9 MB).
   */
  dataFolder: '4.0.0_best_int',
  /** tesseract.js's OEM.LSTM_ONLY. */
  oem: 1,
  /** Workers that read parts of a page at once: the goal machine has two cores. */
  workers: 2,
  /** Only the text: tesseract.js v6's default, spelled out so no layout output (hOCR, TSV, blocks) is ever built. */
  output: { text: true, blocks: false, hocr: false, tsv: false },
} as const;

/** Binary PGM (P5): what tesseract's image reader takes without decompressing anything. */
export function toPgm(image: GrayImage, top = 0, height = image.height - top): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(`P5\n${image.width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + image.width * height);
  out.set(header);
  out.set(image.gray.subarray(top * image.width, (top + height) * image.width), header.length);
  return out;
}

/** Luminance (ITU-R BT.601 weights) of RGB or RGBA pixels; `channels` is 3 or 4, alpha is ignored. */
export function luminance(pixels: ArrayLike<number>, width: number, height: number, channels: 3 | 4): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let p = 0, q = 0; p < gray.length; p += 1, q += channels)
    gray[p] = (pixels[q]! * 77 + pixels[q + 1]! * 150 + pixels[q + 2]! * 29) >> 8;
  return gray;
}

/**
 * The most pixels OCR reads a page at (issue 42): letter and A4 at 400 dpi, legal at 300 dpi fit (16 megapixels),
 * so ordinary 150 to 300 dpi scans are read at their own size. Tesseract gains nothing past about 300 dpi, and its
 * time and memory grow with the pixels: a 12,000 × 16,000 page took 2.3 GB.
 */
export const MAX_OCR_PIXELS = 16_000_000;

/**
 * The image scaled down to at most `maxPixels`, keeping its proportions, each pixel the mean of the pixels it
 * covers (a box filter: thin strokes fade rather than vanish); the image itself when it fits.
 */
export function fitToPixels(image: GrayImage, maxPixels = MAX_OCR_PIXELS): GrayImage {
  const { width, height, gray } = image;
  if (width * height <= maxPixels) return image;
  const scale = Math.sqrt(maxPixels / (width * height));
  const w = Math.max(1, Math.floor(width * scale));
  const h = Math.max(1, Math.floor(height * scale));
  const edges = (from: number, to: number) => Array.from({ length: to + 1 }, (_, i) => Math.floor((i * from) / to));
  const xs = edges(width, w);
  const ys = edges(height, h);
  const out = new Uint8Array(w * h);
  const sums = new Uint32Array(w);
  for (let oy = 0; oy < h; oy += 1) {
    sums.fill(0);
    for (let y = ys[oy]!; y < ys[oy + 1]!; y += 1)
      for (let ox = 0, row = y * width; ox < w; ox += 1)
        for (let x = xs[ox]!; x < xs[ox + 1]!; x += 1) sums[ox] = sums[ox]! + gray[row + x]!;
    const rows = ys[oy + 1]! - ys[oy]!;
    for (let ox = 0; ox < w; ox += 1) out[oy * w + ox] = Math.round(sums[ox]! / (rows * (xs[ox + 1]! - xs[ox]!)));
  }
  return { width: w, height: h, gray: out };
}

const INK = 128;

/** Lighter than this is paper: cropping keeps every darker pixel, faint stamps and grey print included. */
const PAPER = 224;

/**
 * The page cropped to what is printed on it: the rows and columns from the first to the last holding a pixel
 * darker than paper, with a white margin around them (tesseract reads best with one). A scan's blank margins are
 * a third of a letter page or more: tesseract's thresholding and layout analysis cost by the pixel, so they cost
 * time and hold nothing to read. The page itself when there is nothing to crop (no ink, or ink to the edges).
 */
export function cropToInk(image: GrayImage, margin = Math.max(16, Math.round(image.width / 80))): GrayImage {
  const { width, height, gray } = image;
  let top = -1;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x += 1)
      if (gray[row + x]! < PAPER) {
        if (first < 0) first = x;
        last = x;
      }
    if (first < 0) continue;
    if (top < 0) top = y;
    bottom = y;
    if (first < left) left = first;
    if (last > right) right = last;
  }
  if (top < 0) return image;
  top = Math.max(0, top - margin);
  left = Math.max(0, left - margin);
  bottom = Math.min(height - 1, bottom + margin);
  right = Math.min(width - 1, right + margin);
  const w = right - left + 1;
  const h = bottom - top + 1;
  if (w === width && h === height) return image;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) out.set(gray.subarray((top + y) * width + left, (top + y) * width + left + w), y * w);
  return { width: w, height: h, gray: out };
}

/**
 * Rows at which to cut a page into `parts` bands holding about equal amounts of ink (so the workers finish
 * together), each cut in the middle of a blank row run, so no text line is cut. Among the blank runs near each
 * share the tallest wins (a gap between paragraphs rather than between lines). No cut where the page has no blank
 * run near a share, or where it looks like side-by-side columns (cutting across would interleave them): then the
 * page is read whole.
 */
export function bandCuts(image: GrayImage, parts: number): number[] {
  const { width, height, gray } = image;
  if (parts < 2) return [];
  // Scanner specks: a row with a few inked pixels still counts as blank.
  const noise = Math.max(1, Math.floor(width / 1000));
  const rowInk = new Uint32Array(height);
  const columnInk = new Uint32Array(width);
  for (let y = 0; y < height; y += 1)
    for (let x = 0, o = y * width; x < width; x += 1)
      if (gray[o + x]! < INK) {
        rowInk[y] = rowInk[y]! + 1;
        columnInk[x] = columnInk[x]! + 1;
      }
  if (hasColumnGutter(columnInk, height)) return [];
  const runs: Array<{ start: number; end: number; before: number }> = [];
  let total = 0;
  let start = -1;
  for (let y = 0; y < height; y += 1) {
    if (rowInk[y]! <= noise) {
      if (total > 0 && start < 0) start = y;
    } else {
      if (start >= 0) runs.push({ start, end: y, before: total });
      start = -1;
    }
    total += rowInk[y]!;
  }
  if (runs.length === 0 || total === 0) return [];
  const cuts: number[] = [];
  for (let k = 1; k < parts; k += 1) {
    const share = (total * k) / parts;
    const near = runs.filter((r) => Math.abs(r.before - share) <= (total * 0.15) / (parts - 1));
    const best = near.sort(
      (a, b) => b.end - b.start - (a.end - a.start) || Math.abs(a.before - share) - Math.abs(b.before - share),
    )[0];
    if (!best) return [];
    cuts.push((best.start + best.end) >> 1);
  }
  return cuts;
}

/**
 * A run of uninked columns in the middle half of the inked width, at least a fiftieth of the page wide, with ink
 * on both sides: two columns of text side by side. Single-column prose inks every column it spans.
 */
function hasColumnGutter(columnInk: Uint32Array, height: number): boolean {
  const noise = Math.max(1, Math.floor(height / 1000));
  let left = 0;
  let right = columnInk.length - 1;
  while (left < right && columnInk[left]! <= noise) left += 1;
  while (right > left && columnInk[right]! <= noise) right -= 1;
  const span = right - left;
  const minGutter = Math.max(4, Math.floor(columnInk.length / 50));
  let run = 0;
  for (let x = left + Math.floor(span / 4); x <= right - Math.floor(span / 4); x += 1) {
    run = columnInk[x]! <= noise ? run + 1 : 0;
    if (run >= minGutter) return true;
  }
  return false;
}

/**
 * Reads a scanned page with the workers given, cropped to its print (cropToInk): in bands at once when the page
 * can be cut (see bandCuts), else whole in the first. The bands' texts are joined top to bottom, with a blank line at a cut where a paragraph
 * ends (as tesseract writes between paragraphs: the line above the cut stops short of the text's width). The
 * confidence is the mean over words, as tesseract's own.
 */
export async function recognizePage(
  page: GrayImage,
  recognizers: readonly OcrRecognizer[],
): Promise<{ text: string; confidence: number }> {
  const image = cropToInk(page);
  const cuts = bandCuts(image, recognizers.length);
  if (cuts.length === 0) return recognizers[0]!(toPgm(image));
  const edges = [0, ...cuts, image.height];
  const reads = await Promise.all(
    recognizers.slice(0, edges.length - 1).map((read, i) => read(toPgm(image, edges[i], edges[i + 1]! - edges[i]!))),
  );
  const parts = reads.map((r) => r.text.replace(/^\n+|\n+$/g, '')).filter(Boolean);
  const longest = Math.max(0, ...parts.flatMap((p) => p.split('\n').map((line) => line.length)));
  const text = parts.reduce((joined, part) => {
    if (!joined) return part;
    const last = joined.slice(joined.lastIndexOf('\n') + 1);
    return joined + (last.length < longest * 0.8 ? '\n\n' : '\n') + part;
  }, '');
  let words = 0;
  let confidenceSum = 0;
  for (const read of reads) {
    const count = read.text.split(/\s+/).filter(Boolean).length;
    words += count;
    confidenceSum += read.confidence * count;
  }
  return {
    text: text ? `${text}\n` : '',
    confidence: words ? confidenceSum / words : Math.min(...reads.map((r) => r.confidence)),
  };
}
