import { zlibSync } from 'fflate';

/**
 * A scanned page without a canvas (the seed runs in Node too): the text typed in a 5x7 dot-matrix face, like an old
 * typewritten certificate, drawn at 150 dpi as a 1-bit image, and wrapped in a PDF with no text layer.
 * The reader recognises it by OCR. Written directly (not with jsPDF's addImage, which decodes and re-encodes the
 * image: half a second a page) so seeding stays fast: a page costs a few milliseconds and about 10 kB.
 */

// Each glyph: rows of 5 pixels from the cap line down ('#' ink): 7 rows, 9 for a descender.
const GLYPHS: Record<string, string> = {
  A: '.###.|#...#|#...#|#####|#...#|#...#|#...#',
  B: '####.|#...#|#...#|####.|#...#|#...#|####.',
  C: '.###.|#...#|#....|#....|#....|#...#|.###.',
  D: '####.|#...#|#...#|#...#|#...#|#...#|####.',
  E: '#####|#....|#....|####.|#....|#....|#####',
  F: '#####|#....|#....|####.|#....|#....|#....',
  G: '.###.|#...#|#....|#.###|#...#|#...#|.####',
  H: '#...#|#...#|#...#|#####|#...#|#...#|#...#',
  I: '.###.|..#..|..#..|..#..|..#..|..#..|.###.',
  J: '..###|...#.|...#.|...#.|...#.|#..#.|.##..',
  K: '#...#|#..#.|#.#..|##...|#.#..|#..#.|#...#',
  L: '#....|#....|#....|#....|#....|#....|#####',
  M: '#...#|##.##|#.#.#|#.#.#|#.#.#|#...#|#...#',
  N: '#...#|##..#|##..#|#.#.#|#..##|#..##|#...#',
  O: '.###.|#...#|#...#|#...#|#...#|#...#|.###.',
  P: '####.|#...#|#...#|####.|#....|#....|#....',
  Q: '.###.|#...#|#...#|#...#|#.#.#|#..#.|.##.#',
  R: '####.|#...#|#...#|####.|#.#..|#..#.|#...#',
  S: '.####|#....|#....|.###.|....#|....#|####.',
  T: '#####|..#..|..#..|..#..|..#..|..#..|..#..',
  U: '#...#|#...#|#...#|#...#|#...#|#...#|.###.',
  V: '#...#|#...#|#...#|#...#|#...#|.#.#.|..#..',
  W: '#...#|#...#|#...#|#.#.#|#.#.#|#.#.#|.#.#.',
  X: '#...#|#...#|.#.#.|..#..|.#.#.|#...#|#...#',
  Y: '#...#|#...#|.#.#.|..#..|..#..|..#..|..#..',
  Z: '#####|....#|...#.|..#..|.#...|#....|#####',
  a: '.....|.....|.###.|....#|.####|#...#|.####',
  b: '#....|#....|#.##.|##..#|#...#|#...#|####.',
  c: '.....|.....|.###.|#....|#....|#...#|.###.',
  d: '....#|....#|.##.#|#..##|#...#|#...#|.####',
  e: '.....|.....|.###.|#...#|#####|#....|.###.',
  f: '..##.|.#..#|.#...|###..|.#...|.#...|.#...',
  g: '.....|.....|.####|#...#|#...#|.####|....#|#...#|.###.',
  h: '#....|#....|#.##.|##..#|#...#|#...#|#...#',
  i: '..#..|.....|.##..|..#..|..#..|..#..|.###.',
  j: '...#.|.....|..##.|...#.|...#.|...#.|...#.|#..#.|.##..',
  k: '#....|#....|#..#.|#.#..|##...|#.#..|#..#.',
  l: '.##..|..#..|..#..|..#..|..#..|..#..|.###.',
  m: '.....|.....|##.#.|#.#.#|#.#.#|#.#.#|#.#.#',
  n: '.....|.....|#.##.|##..#|#...#|#...#|#...#',
  o: '.....|.....|.###.|#...#|#...#|#...#|.###.',
  p: '.....|.....|####.|#...#|#...#|####.|#....|#....|#....',
  q: '.....|.....|.####|#...#|#...#|.####|....#|....#|....#',
  r: '.....|.....|#.##.|##..#|#....|#....|#....',
  s: '.....|.....|.####|#....|.###.|....#|####.',
  t: '.#...|.#...|###..|.#...|.#...|.#..#|..##.',
  u: '.....|.....|#...#|#...#|#...#|#..##|.##.#',
  v: '.....|.....|#...#|#...#|.#.#.|.#.#.|..#..',
  w: '.....|.....|#...#|#...#|#.#.#|#.#.#|.#.#.',
  x: '.....|.....|#...#|.#.#.|..#..|.#.#.|#...#',
  y: '.....|.....|#...#|#...#|#...#|.####|....#|#...#|.###.',
  z: '.....|.....|#####|...#.|..#..|.#...|#####',
  '0': '.###.|#...#|#...#|#...#|#...#|#...#|.###.',
  '1': '..#..|.##..|..#..|..#..|..#..|..#..|.###.',
  '2': '.###.|#...#|....#|..##.|.#...|#....|#####',
  '3': '#####|...#.|..#..|...#.|....#|#...#|.###.',
  '4': '...#.|..##.|.#.#.|#..#.|#####|...#.|...#.',
  '5': '#####|#....|####.|....#|....#|#...#|.###.',
  '6': '..##.|.#...|#....|####.|#...#|#...#|.###.',
  '7': '#####|....#|...#.|..#..|.#...|.#...|.#...',
  '8': '.###.|#...#|#...#|.###.|#...#|#...#|.###.',
  '9': '.###.|#...#|#...#|.####|....#|...#.|.##..',
  '.': '.....|.....|.....|.....|.....|.##..|.##..',
  ',': '.....|.....|.....|.....|.....|.##..|.##..|..#..|.#...',
  ':': '.....|.##..|.##..|.....|.##..|.##..|.....',
  '-': '.....|.....|.....|#####|.....|.....|.....',
  '/': '....#|....#|...#.|..#..|.#...|#....|#....',
  "'": '.##..|..#..|.#...|.....|.....|.....|.....',
  '(': '...#.|..#..|.#...|.#...|.#...|..#..|...#.',
  ')': '.#...|..#..|...#.|...#.|...#.|..#..|.#...',
};

const PX = 3; // device pixels per font pixel: 21 px capitals at 150 dpi, about 10 pt type
const CELL = { width: 7 * PX, height: 12 * PX };
const PAGE = { width: 1275, height: 1650, margin: 96 };
/** Characters a line holds; longer lines wrap at a space. */
export const SCAN_COLUMNS = Math.floor((PAGE.width - 2 * PAGE.margin) / CELL.width);

function wrap(line: string, columns: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > columns) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  out.push(current);
  return out;
}

/** The page as 1-bit rows (1 = white), each row padded to whole bytes, as a PDF DeviceGray image holds it. */
function rasterizePage(text: string): Uint8Array {
  const { width, height, margin } = PAGE;
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height).fill(0xff);
  const ink = (x: number, y: number) => {
    bits[y * rowBytes + (x >> 3)]! &= ~(0x80 >> (x & 7));
  };
  const lines = text.split('\n').flatMap((line) => (line ? wrap(line, SCAN_COLUMNS) : ['']));
  lines.forEach((line, row) => {
    const top = margin + row * CELL.height;
    if (top + CELL.height > height - margin / 2) return;
    [...line].forEach((ch, col) => {
      const glyph = GLYPHS[ch];
      if (!glyph) return;
      const left = margin + col * CELL.width;
      glyph.split('|').forEach((pixels, gy) => {
        [...pixels].forEach((pixel, gx) => {
          if (pixel !== '#') return;
          for (let dy = 0; dy < PX; dy += 1)
            for (let dx = 0; dx < PX; dx += 1) ink(left + gx * PX + dx, top + gy * PX + dy);
        });
      });
    });
  });
  return bits;
}

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** A PDF of one full-page 1-bit image per page and no text, as a scanner makes. Deterministic bytes. */
export function renderScanPdf(pages: readonly string[], title: string): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const offsets: number[] = [];
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: string, stream?: Uint8Array) => {
    offsets[n] = length;
    push(ascii(`${n} 0 obj\n${body}\n`));
    if (stream) {
      push(ascii('stream\n'));
      push(stream);
      push(ascii('\nendstream\n'));
    }
    push(ascii('endobj\n'));
  };
  push(ascii('%PDF-1.4\n'));
  const pageIds = pages.map((_, i) => 4 + i * 3);
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  const safeTitle = title.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  object(3, `<< /Title (${safeTitle}) /Creator (EntityLens demo seed) >>`);
  pages.forEach((text, i) => {
    const [page, content, image] = [pageIds[i]!, pageIds[i]! + 1, pageIds[i]! + 2];
    const draw = ascii('q 612 0 0 792 0 0 cm /Scan Do Q');
    const pixels = zlibSync(rasterizePage(text), { level: 6 });
    object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Scan ${image} 0 R >> >> /Contents ${content} 0 R >>`,
    );
    object(content, `<< /Length ${draw.length} >>`, draw);
    object(
      image,
      `<< /Type /XObject /Subtype /Image /Width ${PAGE.width} /Height ${PAGE.height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length ${pixels.length} >>`,
      pixels,
    );
  });
  const count = 4 + pages.length * 3;
  const xref = length;
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let n = 1; n < count; n += 1) table += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  push(ascii(`${table}trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
