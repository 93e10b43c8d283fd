// Hostile PDFs for the reader's limits (issue 42), built at test time (nothing binary is committed): a Flate bomb,
// an image whose pixels would take gigabytes, and the same tricks hidden behind other filters. Node and browser alike.
import { zlibSync } from 'fflate';

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

export function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * zlib data of `bytes` bytes of `value`, written directly as deflate at its densest (1,032 bytes out per byte in):
 * one dynamic-Huffman block whose only codes are the byte, a 258-byte copy of distance 1 (one bit each) and the end.
 * Every copy is the bits 0 0, so the block's body is zero bytes: a gigabyte bomb costs a megabyte to make.
 */
export function zlibFill(bytes: number, value = 0, options: { copyFirst?: boolean } = {}): Uint8Array<ArrayBuffer> {
  if (bytes < 1) throw new Error('zlibFill needs at least one byte');
  // copyFirst: no first byte, so the first copy reaches before the data's start (zlib refuses it, pdf.js reads 0s).
  const lead = options.copyFirst ? 0 : 1;
  const copies = Math.floor((bytes - lead) / 258);
  const literals = (bytes - lead) % 258;
  const out = new Uint8Array(Math.ceil((2 * copies + 2 * literals) / 8) + 256);
  out.set([0x78, 0xda]);
  let bit = 16;
  const put = (v: number, n: number) => {
    for (let i = 0; i < n; i += 1, bit += 1) if ((v >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  const code = (bits: string) => [...bits].forEach((b) => put(Number(b), 1));
  put(1, 1); // the last block
  put(2, 2); // dynamic Huffman codes
  put(286 - 257, 5);
  put(1 - 1, 5);
  put(18 - 4, 4);
  // Code-length codes, in deflate's order: 0-5, 17 and 18 three bits each (a complete code), others unused.
  const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1];
  const lengthCode: Record<number, string> = {
    0: '000',
    1: '001',
    2: '010',
    3: '011',
    4: '100',
    5: '101',
    17: '110',
    18: '111',
  };
  for (const symbol of order) put(lengthCode[symbol] ? 3 : 0, 3);
  // Literal/length code lengths: the byte 2, end of block 2, length 258 (symbol 285) 1; the distance 1 code 1.
  const lengths = new Array<number>(287).fill(0);
  lengths[value] = 2;
  lengths[256] = 2;
  lengths[285] = 1;
  lengths[286] = 1;
  for (let i = 0; i < lengths.length;) {
    let run = 0;
    while (lengths[i + run] === 0 && run < 138) run += 1;
    // Runs of zeros as code 18 (11-138) or 17 (3-10); anything else as its own length.
    if (run >= 3) {
      code(lengthCode[run >= 11 ? 18 : 17]!);
      put(run - (run >= 11 ? 11 : 3), run >= 11 ? 7 : 3);
      i += run;
    } else {
      code(lengthCode[lengths[i]!]!);
      i += 1;
    }
  }
  // Canonical codes: symbol 285 '0'; the byte '10'; end of block '11'; distance 1 '0'.
  if (lead) code('10');
  bit += 2 * copies;
  for (let i = 0; i < literals; i += 1) code('10');
  code('11');
  let end = (bit + 7) >> 3;
  // Adler-32 of the bytes, big-endian.
  const n = BigInt(bytes);
  const a = (1n + n * BigInt(value)) % 65521n;
  const b = (n + (BigInt(value) * n * (n + 1n)) / 2n) % 65521n;
  const adler = Number((b << 16n) | a);
  for (const shift of [24, 16, 8, 0]) out[end++] = (adler >>> shift) & 0xff;
  return out.slice(0, end);
}

/** One object's body: a dictionary, or a stream (its dictionary without /Length, and its data). */
export type PdfObject = string | { dict: string; data: Uint8Array };

/** A PDF of `objects` numbered from 1 (object 1 the catalog), with its xref table; `trailer` adds trailer entries. */
export function buildPdf(objects: readonly PdfObject[], trailer = ''): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') push(ascii(`${i + 1} 0 obj\n${object}\nendobj\n`));
    else {
      push(ascii(`${i + 1} 0 obj\n${object.dict.replace(/>>\s*$/, ` /Length ${object.data.length} >>`)}\nstream\n`));
      push(object.data);
      push(ascii('\nendstream\nendobj\n'));
    }
  });
  const xref = length;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
  push(ascii(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`));
  return concat(parts);
}

const TEXT = 'BT /F1 12 Tf 72 720 Td (Operating Agreement of Harbor Point LLC) Tj ET\n';
const resources = (image: boolean) =>
  `<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>${image ? ' /XObject << /Im1 5 0 R >>' : ''} >>`;
const page = (contents: string, mediaBox = '[0 0 612 792]', image = false) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources ${resources(image)} /Contents ${contents} >>`;
const CATALOG = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'];

/** One page whose content stream is object 4, then `more` objects from 5 (object 5 is the page's image /Im1). */
export function onePagePdf(
  content: PdfObject,
  more: readonly PdfObject[] = [],
  options: { mediaBox?: string; trailer?: string } = {},
): Uint8Array<ArrayBuffer> {
  return buildPdf([...CATALOG, page('4 0 R', options.mediaBox, more.length > 0), content, ...more], options.trailer);
}

/** A page of text, then a second content stream that inflates to `bytes` zeros (white space to pdf.js). */
export function flateBombPdf(bytes: number): Uint8Array<ArrayBuffer> {
  return contentsPdf([
    { dict: '<< >>', data: ascii(TEXT) },
    { dict: '<< /Filter /FlateDecode >>', data: zlibFill(bytes) },
  ]);
}

/** A page whose content is the given streams (objects from 4), in order; `more` objects follow them. */
export function contentsPdf(streams: readonly PdfObject[], more: readonly PdfObject[] = []): Uint8Array<ArrayBuffer> {
  const refs = streams.map((_, i) => `${4 + i} 0 R`).join(' ');
  return buildPdf([...CATALOG, page(`[${refs}]`), ...streams, ...more]);
}

/** A scanned page: one `width` × `height` greyscale image, no text layer; Flate by default. */
export function scanPdf(
  width: number,
  height: number,
  image?: { filter: string; data: Uint8Array },
): Uint8Array<ArrayBuffer> {
  const { filter, data } = image ?? { filter: '/FlateDecode', data: zlibFill(width * height, 255) };
  return onePagePdf({ dict: '<< >>', data: ascii('q 612 0 0 792 0 0 cm /Im1 Do Q') }, [
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter ${filter} >>`,
      data,
    },
  ]);
}

/** A page drawn only by one inline image (BI <dict> ID <data> EI) in its content stream. */
export function inlineImagePdf(dict: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  return onePagePdf({
    dict: '<< >>',
    data: concat([ascii(`q 612 0 0 792 0 0 cm BI ${dict} ID `), data, ascii('\nEI Q\n')]),
  });
}

/**
 * A page whose content stream is kept inside a Flate object stream (as pdf.js accepts, though the standard does
 * not), found through a cross-reference stream.
 */
export function objectStreamPdf(content: { dict: string; data: Uint8Array }): Uint8Array<ArrayBuffer> {
  const inner = concat([
    ascii(`${content.dict.replace(/>>\s*$/, ` /Length ${content.data.length} >>`)}\nstream\n`),
    content.data,
    ascii('\nendstream'),
  ]);
  const header = '4 0\n';
  const objects = zlibSync(concat([ascii(header), inner]));
  const head = buildPdf([...CATALOG, page('4 0 R')]).subarray(0, -1);
  // Cut buildPdf's xref table and trailer: objects 1-3 stay where they are.
  const text = new TextDecoder('latin1').decode(head);
  const bodyEnd = text.indexOf('xref\n');
  const offsets = [...text.matchAll(/(\d+) 0 obj\n/g)].map((m) => m.index);
  const parts: Uint8Array[] = [head.subarray(0, bodyEnd)];
  let length = bodyEnd;
  const add = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  const objectStreamAt = length;
  add(
    ascii(
      `5 0 obj\n<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`,
    ),
  );
  add(objects);
  add(ascii('\nendstream\nendobj\n'));
  const xrefAt = length;
  // Entries of 1 + 4 + 2 bytes: free, in the file at an offset, or in object stream 5 at an index.
  const entry = (type: number, field: number, index: number) => [
    type,
    ...[24, 16, 8, 0].map((s) => (field >>> s) & 0xff),
    index >> 8,
    index & 0xff,
  ];
  const rows = new Uint8Array([
    ...entry(0, 0, 65535),
    ...offsets.flatMap((o) => entry(1, o, 0)),
    ...entry(2, 5, 0),
    ...entry(1, objectStreamAt, 0),
    ...entry(1, xrefAt, 0),
  ]);
  add(ascii(`6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`));
  add(rows);
  add(ascii(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  return concat(parts);
}

/** ASCII85 (as /ASCII85Decode reads it), `z` for four zeros, ended by `~>`. */
export function ascii85(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  let out = '';
  for (let at = 0; at < bytes.length; at += 4) {
    const group = [0, 1, 2, 3].map((i) => bytes[at + i] ?? 0);
    const count = Math.min(4, bytes.length - at);
    let value = group.reduce((v, b) => v * 256 + b, 0);
    if (count === 4 && value === 0) {
      out += 'z';
      continue;
    }
    const chars: string[] = [];
    for (let i = 0; i < 5; i += 1, value = Math.floor(value / 85))
      chars.unshift(String.fromCharCode(33 + (value % 85)));
    out += chars.slice(0, count + 1).join('');
  }
  return ascii(`${out}~>`);
}

/** At least `bytes` zeros as /LZWDecode reads them: codes 0, 258, 259 … 4095, then 4095 again (3,839 zeros each). */
export function lzwZeros(bytes: number): Uint8Array<ArrayBuffer> {
  const codes: Array<[number, number]> = [];
  let codeLength = 9;
  let nextCode = 258;
  let made = 0;
  const emit = (code: number, zeros: number, addsEntry: boolean) => {
    codes.push([code, codeLength]);
    made += zeros;
    if (!addsEntry) return;
    // pdf.js's rule (EarlyChange 1): a longer code once the next entry's number plus one is a power of two.
    nextCode += 1;
    const n = nextCode + 1;
    if (!(n & (n - 1))) codeLength = Math.min(Math.log2(n) + 1, 12);
  };
  emit(0, 1, false);
  while (made < bytes) {
    if (nextCode < 4096) emit(nextCode, nextCode - 256, true);
    else emit(4095, 3839, true);
  }
  codes.push([257, codeLength]);
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const [code, length] of codes) {
    buffer = (buffer << length) | code;
    bits += length;
    while (bits >= 8) {
      bits -= 8;
      out.push((buffer >>> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out.push((buffer << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}

/** At least `bytes` zeros as /RunLengthDecode reads them: 128 zeros per two bytes, then the end (128). */
export function runLengthZeros(bytes: number): Uint8Array<ArrayBuffer> {
  const runs = Math.ceil(bytes / 128);
  const out = new Uint8Array(2 * runs + 1);
  for (let i = 0; i < runs; i += 1) out[2 * i] = 129;
  out[2 * runs] = 128;
  return out;
}

export { TEXT as PAGE_TEXT_OPERATORS, ascii };
