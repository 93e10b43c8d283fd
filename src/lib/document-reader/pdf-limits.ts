import { Inflate, inflateSync } from 'fflate';

/**
 * What a PDF would cost to open, checked on its bytes before pdf.js parses it (issue 42). pdf.js holds each stream
 * it reads whole and decoded, so a small file can make it allocate gigabytes: a Flate bomb (1,032 bytes out per
 * byte in), the same behind ASCII85 or a second Flate, in an object stream or an inline image, an LZW or
 * run-length bomb, an image whose size asks for gigabytes of pixels. This scan decodes every stream with the
 * filters pdf.js would apply, a few kilobytes at a time, counts what comes out, keeps none of it (but an object
 * stream's objects, scanned in turn) and stops at the first limit passed, so its own memory stays small.
 *
 * Image codecs are not decoded: a JPEG's and a JPEG 2000's own pixel size is read from its header, CCITT and JBIG2
 * images are bounded by their declared size (pdf.js's maxImageSize). Encrypted files are refused: their streams
 * cannot be read without decrypting them, and pdf.js opens some of them without a password.
 */

export interface PdfLimits {
  /** Bytes one stream may decode to: pdf.js holds a stream whole (and a copy while it grows) as it reads it. */
  maxStreamBytes: number;
  /** Bytes all of a document's streams may decode to together. */
  maxDocumentBytes: number;
  /** Pixels (width × height) of one image: pdf.js decodes an image whole, 3 or 4 bytes a pixel. */
  maxImagePixels: number;
}

/**
 * Measured on real PDFs (issue 42): text documents decode to 2 to 15 kB a page (jsPDF's; two pdfTeX manuals of
 * 17 and 36 pages), their largest stream 26 kB; a scan decodes to its pixels, 0.26 MB a page for the demo seed's
 * 1-bit 150 dpi pages, 6.3 MB for the bench's colour 150 dpi photographs, and would take 8.4 MB (grey) or 25 MB
 * (colour) a page at 300 dpi. So one stream may hold a 600 dpi colour letter page (101 MB), a document 40 colour
 * pages at 300 dpi (more than OCR reads in the time limit), and an image a 600 dpi letter or A4 page (35
 * megapixels).
 */
export const PDF_LIMITS: PdfLimits = {
  maxStreamBytes: 128 * 1024 * 1024,
  maxDocumentBytes: 1024 * 1024 * 1024,
  maxImagePixels: 40_000_000,
};

/**
 * What the scan found over a limit; the reader turns it into a message. An image over the pixel limit does not
 * stop the scan: pdf.js decodes images only for a page without text (to OCR it), so the reader refuses when it
 * reaches such a page (measurePdf's oversizedImage), and a text page showing a large photo is read.
 */
export type PdfLimitFinding =
  | { kind: 'stream'; limit: number }
  | { kind: 'document'; limit: number }
  | { kind: 'image'; width: number; height: number; limit: number }
  | { kind: 'encrypted' }
  /** Streams overlapping one another until the scan's own work ran out, as no PDF writer makes them. */
  | { kind: 'unchecked' };

class Stop extends Error {
  constructor(readonly finding: PdfLimitFinding) {
    super(finding.kind);
  }
}

/** What the scan found: the first limit passed that stops it (null: pdf.js may open the file), and what it counted. */
export interface PdfMeasure {
  finding: PdfLimitFinding | null;
  /** The first image over the pixel limit (by its dictionary or its JPEG header), if any. */
  oversizedImage: Extract<PdfLimitFinding, { kind: 'image' }> | null;
  /** Bytes decoded in all, and by the largest stream, up to where the scan stopped. */
  decodedBytes: number;
  largestStreamBytes: number;
}

export function measurePdf(data: Uint8Array, limits: PdfLimits = PDF_LIMITS): PdfMeasure {
  const scan = new Scan(data, limits);
  let finding: PdfLimitFinding | null = null;
  try {
    if (scan.encrypted()) finding = { kind: 'encrypted' };
    else scan.streams(data, 0);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    finding = error.finding;
  }
  return {
    finding,
    oversizedImage: scan.oversized,
    decodedBytes: scan.decoded,
    largestStreamBytes: scan.largest,
  };
}

const CHUNK = 16 * 1024;
/** Bytes handed to an inflater at once: at Deflate's densest (1,032 to 1), 4 MB come out before they are counted. */
const INFLATE_SLICE = 4 * 1024;
/** Object streams inside object streams: pdf.js follows them; more than this is no writer's. */
const MAX_DEPTH = 4;

// Lexical classes of PDF bytes (ISO 32000 7.2.2): white space, delimiters, the rest regular.
const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const regular = (b: number | undefined) => b !== undefined && !WHITE.has(b) && !DELIMITERS.has(b);
const bytesOf = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const STREAM = bytesOf('stream');
const ENDSTREAM = bytesOf('endstream');
const OBJ = bytesOf('obj');

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function startsWith(data: Uint8Array, at: number, word: Uint8Array): boolean {
  if (at < 0 || at + word.length > data.length) return false;
  for (let i = 0; i < word.length; i += 1) if (data[at + i] !== word[i]) return false;
  return true;
}

/** A keyword on its own: no regular character touches it on either side. */
const isKeyword = (data: Uint8Array, at: number, word: Uint8Array) =>
  startsWith(data, at, word) && !regular(data[at - 1]) && !regular(data[at + word.length]);

function indexOfWord(data: Uint8Array, word: Uint8Array, from: number): number {
  for (let at = data.indexOf(word[0]!, from); at >= 0; at = data.indexOf(word[0]!, at + 1))
    if (startsWith(data, at, word)) return at;
  return -1;
}

// ---- PDF objects, as far as the scan needs them ----

type PdfValue =
  | number
  | boolean
  | null
  | { name: string }
  | { ref: string }
  | { keyword: string }
  | { string: true }
  | PdfValue[]
  | Map<string, PdfValue>;

const isName = (v: PdfValue | undefined): v is { name: string } => typeof v === 'object' && v !== null && 'name' in v;
const isRef = (v: PdfValue | undefined): v is { ref: string } => typeof v === 'object' && v !== null && 'ref' in v;

/** Reads PDF objects from bytes, as pdf.js's lexer does (comments, #xx in names, nested strings); undefined on junk. */
class ObjectReader {
  constructor(
    private readonly data: Uint8Array,
    public pos: number,
  ) {}

  skip(): void {
    const { data } = this;
    while (this.pos < data.length) {
      const b = data[this.pos]!;
      if (WHITE.has(b)) this.pos += 1;
      else if (b === 0x25)
        while (this.pos < data.length && data[this.pos] !== 10 && data[this.pos] !== 13) this.pos += 1;
      else break;
    }
  }

  value(depth = 0): PdfValue | undefined {
    const { data } = this;
    if (depth > 32) return undefined;
    this.skip();
    const b = data[this.pos];
    if (b === undefined) return undefined;
    if (b === 0x2f) return { name: this.name() };
    if (b === 0x28) return this.literalString();
    if (b === 0x3c && data[this.pos + 1] === 0x3c) return this.dict(depth);
    if (b === 0x3c) {
      const end = data.indexOf(0x3e, this.pos);
      if (end < 0) return undefined;
      this.pos = end + 1;
      return { string: true };
    }
    if (b === 0x5b) {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (this.pos >= data.length) return undefined;
        if (data[this.pos] === 0x5d) {
          this.pos += 1;
          return items;
        }
        const item = this.value(depth + 1);
        if (item === undefined) return undefined;
        items.push(item);
      }
    }
    if (!regular(b)) return undefined;
    const word = this.word();
    if (/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(word)) {
      const number = Number(word);
      if (!/^\d+$/.test(word)) return number;
      // An integer may start a reference: "12 0 R".
      const back = this.pos;
      this.skip();
      const generation = this.word();
      if (/^\d+$/.test(generation)) {
        this.skip();
        if (this.word() === 'R' && !regular(data[this.pos])) return { ref: `${number} ${generation}` };
      }
      this.pos = back;
      return number;
    }
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return { keyword: word };
  }

  private word(): string {
    const start = this.pos;
    while (regular(this.data[this.pos])) this.pos += 1;
    return String.fromCharCode(...this.data.subarray(start, Math.min(this.pos, start + 64)));
  }

  private name(): string {
    const { data } = this;
    this.pos += 1;
    let name = '';
    while (regular(data[this.pos]) && name.length < 128) {
      const b = data[this.pos]!;
      const hex = String.fromCharCode(data[this.pos + 1] ?? 0, data[this.pos + 2] ?? 0);
      if (b === 0x23 && /^[0-9a-fA-F]{2}$/.test(hex)) {
        name += String.fromCharCode(parseInt(hex, 16));
        this.pos += 3;
      } else {
        name += String.fromCharCode(b);
        this.pos += 1;
      }
    }
    return name;
  }

  private literalString(): PdfValue | undefined {
    const { data } = this;
    let nesting = 0;
    for (; this.pos < data.length; this.pos += 1) {
      const b = data[this.pos];
      if (b === 0x5c) this.pos += 1;
      else if (b === 0x28) nesting += 1;
      else if (b === 0x29 && --nesting === 0) {
        this.pos += 1;
        return { string: true };
      }
    }
    return undefined;
  }

  private dict(depth: number): Map<string, PdfValue> | undefined {
    const { data } = this;
    this.pos += 2;
    const dict = new Map<string, PdfValue>();
    for (;;) {
      this.skip();
      if (this.pos >= data.length) return undefined;
      if (data[this.pos] === 0x3e && data[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      const key = this.value(depth + 1);
      if (!isName(key)) return undefined;
      const value = this.value(depth + 1);
      if (value === undefined) return undefined;
      dict.set(key.name, value);
    }
  }
}

/** Where each "N G obj" of the file starts its value, by "N G" (the last definition wins, as in an update). */
function objectIndex(data: Uint8Array): Map<string, number> {
  const index = new Map<string, number>();
  const digit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;
  // The start of the digits that end at `end`, or -1 when no whole number ends there.
  const numberBefore = (end: number) => {
    let at = end;
    while (digit(data[at - 1])) at -= 1;
    return at < end && !regular(data[at - 1]) ? at : -1;
  };
  const text = (from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
  for (let at = indexOfWord(data, OBJ, 0); at >= 0; at = indexOfWord(data, OBJ, at + 1)) {
    if (!isKeyword(data, at, OBJ)) continue;
    let end = at;
    while (WHITE.has(data[end - 1]!)) end -= 1;
    const generation = numberBefore(end);
    if (generation < 0) continue;
    const generationEnd = end;
    end = generation;
    while (WHITE.has(data[end - 1]!)) end -= 1;
    const objectNumber = end < generation ? numberBefore(end) : -1;
    if (objectNumber < 0) continue;
    index.set(`${Number(text(objectNumber, end))} ${Number(text(generation, generationEnd))}`, at + OBJ.length);
  }
  return index;
}

/**
 * The dictionary that ends right before `keywordAt` (a stream's), or undefined: the nearest `<<` whose dictionary
 * ends there (an inner dictionary ends sooner). `work` is charged the bytes read.
 */
function dictBefore(
  data: Uint8Array,
  keywordAt: number,
  work: (bytes: number) => void,
): Map<string, PdfValue> | undefined {
  const before = data.subarray(0, keywordAt);
  const floor = Math.max(0, keywordAt - 64 * 1024);
  for (let at = keywordAt - 2, tries = 0; at >= floor && tries < 64; at -= 1) {
    if (before[at] !== 0x3c || before[at + 1] !== 0x3c) continue;
    tries += 1;
    work(keywordAt - at);
    const reader = new ObjectReader(before, at);
    const value = reader.value();
    reader.skip();
    if (value instanceof Map && reader.pos === keywordAt) return value;
  }
  return undefined;
}

// ---- decoders: each takes bytes as they come, hands its output on, and says when its data has ended ----

interface Sink {
  /** `last`: no more input follows (only a stream's first decoder is told). */
  write(chunk: Uint8Array, last?: boolean): void;
  /** The input has ended (pdf.js's decoders flush what they hold at the end of their data). */
  end(): void;
}
interface Stage extends Sink {
  /** Its own end-of-data marker was read: later bytes are not its own. */
  done: boolean;
  /** The bytes it was given up to its end or its error. */
  consumed: number;
}

const NULL_SINK: Sink = { write() {}, end() {} };

/** Counts a stream's decoded bytes against its own limit and the document's. */
class Meter {
  bytes = 0;
  /** A Flate decoder of this stream stopped at data fflate refuses and pdf.js may read on. */
  failedAt: 'first' | 'later' | null = null;
  constructor(private readonly scan: Scan) {}
  add(n: number): void {
    this.bytes += n;
    this.scan.decoded += n;
    this.scan.largest = Math.max(this.scan.largest, this.bytes);
    if (this.bytes > this.scan.limits.maxStreamBytes)
      throw new Stop({ kind: 'stream', limit: this.scan.limits.maxStreamBytes });
    if (this.scan.decoded > this.scan.limits.maxDocumentBytes)
      throw new Stop({ kind: 'document', limit: this.scan.limits.maxDocumentBytes });
  }
}

/** Collects a decoder's output in blocks of 64 kB before handing it on. */
class Output {
  private buffer = new Uint8Array(64 * 1024);
  private length = 0;
  constructor(
    private readonly next: Sink,
    private readonly meter: Meter,
  ) {}
  byte(b: number): void {
    if (this.length === this.buffer.length) this.flush();
    this.buffer[this.length++] = b;
  }
  flush(): void {
    if (this.length === 0) return;
    this.meter.add(this.length);
    this.next.write(this.buffer.slice(0, this.length));
    this.length = 0;
  }
}

/** FlateDecode: the zlib header pdf.js requires, then fflate's streaming inflater, fed 4 kB at a time. */
class FlateStage implements Stage {
  done = false;
  consumed = 0;
  private header: number[] = [];
  private readonly inflater: Inflate;
  constructor(
    private readonly next: Sink,
    private readonly meter: Meter,
    private readonly first: boolean,
  ) {
    this.inflater = new Inflate((chunk) => {
      if (chunk.length === 0) return;
      meter.add(chunk.length);
      next.write(chunk);
    });
  }
  write(chunk: Uint8Array, last = false): void {
    let at = 0;
    while (this.header.length < 2 && at < chunk.length) this.header.push(chunk[at++]!);
    if (this.header.length < 2 || this.done) return;
    if (at > 0) {
      const [cmf, flg] = this.header as [number, number];
      // pdf.js's FlateStream refuses anything else (and decodes nothing).
      if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) {
        this.done = true;
        return;
      }
      this.consumed = 2;
      // A small stream all in one chunk (most are) is inflated in one call: the streaming inflater's 160 kB of
      // buffers a stream were most of the scan's time.
      if (last && chunk.length - at <= INFLATE_SLICE && this.inflateWhole(chunk.subarray(at))) return;
    }
    for (; at < chunk.length && !this.done; at += INFLATE_SLICE) {
      const slice = chunk.subarray(at, at + INFLATE_SLICE);
      try {
        this.inflater.push(slice);
      } catch (error) {
        if (error instanceof Stop) throw error;
        this.done = true;
        this.meter.failedAt ??= this.first ? 'first' : 'later';
        return;
      }
      this.consumed += slice.length;
      // fflate's own end-of-data test (its inflt: the last block was read and no block is open).
      const state = (this.inflater as unknown as { s: { f?: number; l?: unknown } }).s;
      if (state.f && !state.l) this.done = true;
    }
  }
  /** True when `input` inflated to its end; false leaves damaged or cut-short data to the streaming inflater. */
  private inflateWhole(input: Uint8Array): boolean {
    let out: Uint8Array;
    try {
      out = inflateSync(input);
    } catch {
      return false;
    }
    this.meter.add(out.length);
    this.next.write(out);
    this.consumed += input.length;
    this.done = true;
    return true;
  }

  end(): void {
    this.next.end();
  }
}

/** LZWDecode, as pdf.js's LZWStream decodes it (its code-length rule and its table), a byte at a time. */
class LzwStage implements Stage {
  done = false;
  consumed = 0;
  private readonly output: Output;
  private bits = 0;
  private cached = 0;
  private codeLength = 9;
  private nextCode = 258;
  private prevCode = 0;
  private readonly values = new Uint8Array(4096);
  private readonly lengths = new Uint16Array(4096);
  private readonly prevCodes = new Uint16Array(4096);
  private readonly sequence = new Uint8Array(4096);
  private sequenceLength = 0;
  constructor(
    private readonly next: Sink,
    meter: Meter,
    private readonly earlyChange: number,
  ) {
    this.output = new Output(next, meter);
    for (let i = 0; i < 256; i += 1) [this.values[i], this.lengths[i]] = [i, 1];
  }
  write(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && !this.done; i += 1) {
      this.cached = ((this.cached << 8) | chunk[i]!) & 0xffffff;
      this.bits += 8;
      this.consumed += 1;
      while (this.bits >= this.codeLength && !this.done) {
        this.bits -= this.codeLength;
        this.code((this.cached >>> this.bits) & ((1 << this.codeLength) - 1));
      }
    }
    this.output.flush();
  }
  private code(code: number): void {
    const hasPrev = this.sequenceLength > 0;
    if (code < 256) [this.sequence[0], this.sequenceLength] = [code, 1];
    else if (code >= 258) {
      if (code < this.nextCode) {
        this.sequenceLength = this.lengths[code]!;
        for (let j = this.sequenceLength - 1, q = code; j >= 0; j -= 1) {
          this.sequence[j] = this.values[q]!;
          q = this.prevCodes[q]!;
        }
      } else this.sequence[this.sequenceLength++] = this.sequence[0]!;
    } else if (code === 256) {
      [this.codeLength, this.nextCode, this.sequenceLength] = [9, 258, 0];
      return;
    } else {
      this.done = true;
      return;
    }
    if (hasPrev) {
      // Past 4,095 pdf.js's typed arrays drop the writes; so do these.
      this.prevCodes[this.nextCode] = this.prevCode;
      this.lengths[this.nextCode] = this.lengths[this.prevCode]! + 1;
      this.values[this.nextCode] = this.sequence[0]!;
      this.nextCode += 1;
      const n = this.nextCode + this.earlyChange;
      if (!(n & (n - 1))) this.codeLength = Math.min(Math.log(n) / Math.LN2 + 1, 12) | 0;
    }
    this.prevCode = code;
    for (let j = 0; j < this.sequenceLength; j += 1) this.output.byte(this.sequence[j] ?? 0);
  }
  end(): void {
    this.output.flush();
    this.next.end();
  }
}

/** RunLengthDecode: a length byte, then that many bytes plus one, or one byte repeated 257 minus it times. */
class RunLengthStage implements Stage {
  done = false;
  consumed = 0;
  private readonly output: Output;
  private literal = 0;
  private repeat = 0;
  constructor(
    private readonly next: Sink,
    meter: Meter,
  ) {
    this.output = new Output(next, meter);
  }
  write(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && !this.done; i += 1) {
      const b = chunk[i]!;
      this.consumed += 1;
      if (this.literal > 0) {
        this.literal -= 1;
        this.output.byte(b);
      } else if (this.repeat > 0) {
        for (let k = 0; k < this.repeat; k += 1) this.output.byte(b);
        this.repeat = 0;
      } else if (b === 128) this.done = true;
      else if (b < 128) this.literal = b + 1;
      else this.repeat = 257 - b;
    }
    this.output.flush();
  }
  end(): void {
    this.output.flush();
    this.next.end();
  }
}

/** ASCII85Decode as pdf.js reads it: white space skipped, `z` four zeros, `~` the end, a short group padded. */
class Ascii85Stage implements Stage {
  done = false;
  consumed = 0;
  private readonly output: Output;
  private group: number[] = [];
  constructor(
    private readonly next: Sink,
    meter: Meter,
  ) {
    this.output = new Output(next, meter);
  }
  write(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && !this.done; i += 1) {
      const c = chunk[i]!;
      this.consumed += 1;
      if (WHITE.has(c)) continue;
      if (c === 0x7e) {
        this.finish();
        this.done = true;
      } else if (c === 0x7a && this.group.length === 0) for (let k = 0; k < 4; k += 1) this.output.byte(0);
      else {
        this.group.push(c);
        if (this.group.length === 5) this.emit(4);
      }
    }
    this.output.flush();
  }
  private emit(bytes: number): void {
    let t = 0;
    for (let k = 0; k < 5; k += 1) t = t * 85 + ((this.group[k] ?? 0x75) - 0x21);
    for (let k = 0; k < bytes; k += 1) this.output.byte((t >>> (24 - 8 * k)) & 0xff);
    this.group = [];
  }
  private finish(): void {
    if (this.group.length > 0) this.emit(this.group.length - 1);
  }
  end(): void {
    if (!this.done) this.finish();
    this.output.flush();
    this.next.end();
  }
}

/** ASCIIHexDecode: hex digit pairs, anything else skipped, `>` the end. */
class AsciiHexStage implements Stage {
  done = false;
  consumed = 0;
  private readonly output: Output;
  private first = -1;
  constructor(
    private readonly next: Sink,
    meter: Meter,
  ) {
    this.output = new Output(next, meter);
  }
  write(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && !this.done; i += 1) {
      const c = chunk[i]!;
      this.consumed += 1;
      let digit: number;
      if (c >= 0x30 && c <= 0x39) digit = c & 0x0f;
      else if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)) digit = (c & 0x0f) + 9;
      else if (c === 0x3e) {
        this.done = true;
        break;
      } else continue;
      if (this.first < 0) this.first = digit;
      else {
        this.output.byte((this.first << 4) | digit);
        this.first = -1;
      }
    }
    if (this.done && this.first >= 0) this.output.byte(this.first << 4);
    this.output.flush();
  }
  end(): void {
    this.output.flush();
    this.next.end();
  }
}

/**
 * A JPEG's or JPEG 2000's own pixel size, from its frame header (SOFn) or image header (SIZ): pdf.js decodes at
 * that size, whatever the PDF's dictionary says. Decodes nothing; a header is found wherever it lies (pdf.js skips
 * any bytes before a JPEG's start).
 */
class ImageHeaderStage implements Stage {
  done = false;
  consumed = 0;
  private tail = new Uint8Array(0);
  constructor(private readonly scan: Scan) {}
  write(chunk: Uint8Array): void {
    const data = concat(this.tail, chunk);
    this.consumed += chunk.length;
    // A header needs up to 42 bytes from its marker: markers nearer the end wait for the next chunk.
    const upTo = data.length - 42;
    for (let at = data.indexOf(0xff); at >= 0 && at < upTo; at = data.indexOf(0xff, at + 1)) this.header(data, at);
    this.tail = data.slice(Math.max(0, upTo));
  }
  private header(data: Uint8Array, at: number): void {
    const view = new DataView(data.buffer, data.byteOffset + at, Math.min(42, data.length - at));
    if (view.byteLength < 10) return;
    const marker = view.getUint8(1);
    const length = view.getUint16(2);
    // SOF0-15 but DHT (C4), JPG (C8) and DAC (CC): length, precision, height, width, components.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const components = view.getUint8(9);
      if (components >= 1 && components <= 4 && length === 8 + 3 * components)
        this.scan.image(view.getUint16(7), view.getUint16(5));
    }
    // SIZ: length, capabilities, the reference grid's width and height, then the image's offset on it.
    if (marker === 0x51 && view.byteLength >= 40) {
      const components = view.getUint16(38);
      if (components >= 1 && length === 38 + 3 * components)
        this.scan.image(view.getUint32(6) - view.getUint32(14), view.getUint32(10) - view.getUint32(18));
    }
  }
  end(): void {
    for (let at = this.tail.indexOf(0xff); at >= 0; at = this.tail.indexOf(0xff, at + 1)) this.header(this.tail, at);
  }
}

const FILTER_NAMES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  A85: 'ASCII85Decode',
  AHx: 'ASCIIHexDecode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  CCF: 'CCITTFaxDecode',
};

// ---- the scan ----

class Scan {
  decoded = 0;
  largest = 0;
  oversized: Extract<PdfLimitFinding, { kind: 'image' }> | null = null;
  /** Bytes decoders were handed and dictionaries read: about the file's size, unless streams overlap on purpose. */
  private work = 0;
  private readonly maxWork: number;
  private objects: Map<string, number> | undefined;

  constructor(
    private readonly data: Uint8Array,
    readonly limits: PdfLimits,
  ) {
    this.maxWork = 4 * data.length + 64 * 1024 * 1024;
  }

  charge(bytes: number): void {
    this.work += bytes;
    if (this.work > this.maxWork) throw new Stop({ kind: 'unchecked' });
  }

  /** Whether the file has an /Encrypt entry (a dictionary or a reference to one), its name spelled any way. */
  encrypted(): boolean {
    const { data } = this;
    for (let at = data.indexOf(0x2f); at >= 0; at = data.indexOf(0x2f, at + 1)) {
      if (data[at + 1] !== 0x45 /* E */ && data[at + 1] !== 0x23 /* # */) continue;
      const reader = new ObjectReader(data, at);
      const name = reader.value();
      if (!isName(name) || name.name !== 'Encrypt') continue;
      const value = reader.value();
      if (value instanceof Map || isRef(value)) return true;
    }
    return false;
  }

  image(width: number, height: number): void {
    if (width > 0 && height > 0 && width * height > this.limits.maxImagePixels)
      this.oversized ??= { kind: 'image', width, height, limit: this.limits.maxImagePixels };
  }

  /** A value, following references to the file's uncompressed objects (the last definition wins); undefined if not found. */
  resolve(value: PdfValue | undefined, hops = 0): PdfValue | undefined {
    if (!isRef(value)) return value;
    if (hops > 8) return undefined;
    this.objects ??= objectIndex(this.data);
    const at = this.objects.get(value.ref);
    if (at === undefined) return undefined;
    return this.resolve(new ObjectReader(this.data, at).value(), hops + 1);
  }

  /** pdf.js's dict.get(a, b): the first key present, references followed. */
  get(dict: Map<string, PdfValue> | undefined, ...keys: string[]): PdfValue | undefined {
    const key = keys.find((k) => dict?.get(k) !== undefined);
    return key === undefined ? undefined : this.resolve(dict!.get(key));
  }

  /**
   * An image's declared size (a stream's or an inline one's): 'over' the pixel limit is noted and not decoded
   * (pdf.js's maxImageSize drops it unread), 'image' for any other image, null for a stream that is not one.
   */
  declaredImage(dict: Map<string, PdfValue> | undefined): 'over' | 'image' | null {
    const width = this.get(dict, 'W', 'Width');
    const height = this.get(dict, 'H', 'Height');
    if (typeof width === 'number' && typeof height === 'number' && width * height > this.limits.maxImagePixels) {
      this.image(width, height);
      return 'over';
    }
    const subtype = this.get(dict, 'Subtype');
    return typeof width === 'number' || (isName(subtype) && subtype.name === 'Image') ? 'image' : null;
  }

  /** Every stream in `data` (the file, or an object stream's objects). */
  streams(data: Uint8Array, depth: number): void {
    for (let at = indexOfWord(data, STREAM, 0); at >= 0; at = indexOfWord(data, STREAM, at + 1))
      if (isKeyword(data, at, STREAM)) this.stream(data, at, depth);
  }

  private stream(data: Uint8Array, keywordAt: number, depth: number): void {
    // The data starts after the keyword's line, as pdf.js's skipToNextLine finds it.
    let start = keywordAt + STREAM.length;
    while (start < data.length && data[start] !== 10 && data[start] !== 13) start += 1;
    start += data[start] === 13 && data[start + 1] === 10 ? 2 : 1;
    const dict = dictBefore(data, keywordAt, (bytes) => this.charge(bytes));
    const image = this.declaredImage(dict);
    if (image === 'over') return;
    const isImage = image === 'image';
    const end = this.dataEnd(data, start, dict);
    const meter = new Meter(this);
    // An object stream's objects are kept (they may hold streams pdf.js reads); other decoded bytes are looked
    // through for inline images, and dropped.
    const objectStream = dict?.has('First') && dict.has('N');
    const objects: Uint8Array[] = [];
    const sink: Sink = objectStream
      ? { write: (chunk) => void objects.push(chunk), end() {} }
      : isImage
        ? NULL_SINK
        : new InlineImages(this);
    const first = this.chain(dict, sink, meter);
    if (first === null || (first === 'none' && sink === NULL_SINK)) return;
    // Fed to the end of the file when the length is not known for sure: a decoder stops at its own end.
    const feedEnd = first === 'none' || end.known ? end.at : data.length;
    const input = first === 'none' ? sink : first;
    for (let at = start; at < feedEnd && !(first !== 'none' && first.done); at += CHUNK) {
      const chunk = data.subarray(at, Math.min(at + CHUNK, feedEnd));
      this.charge(chunk.length);
      input.write(chunk, at + CHUNK >= feedEnd);
    }
    input.end();
    // pdf.js's own inflater reads on past damage fflate stops at (a copy from before the data's start): count
    // what the rest could inflate to at Deflate's densest. An image is bounded by its declared size instead.
    if (meter.failedAt && !isImage && first !== 'none') {
      const left = meter.failedAt === 'first' ? end.at - start - first.consumed : 4 * (end.at - start);
      meter.add(Math.max(0, left) * 1032);
    }
    if (!objectStream) return;
    if (depth >= MAX_DEPTH) throw new Stop({ kind: 'unchecked' });
    const bytes = new Uint8Array(objects.reduce((n, chunk) => n + chunk.length, 0));
    objects.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
    this.streams(bytes, depth + 1);
  }

  /** Where pdf.js ends a stream's data: at /Length when `endstream` follows it, else at the first `endstream`. */
  private dataEnd(
    data: Uint8Array,
    start: number,
    dict: Map<string, PdfValue> | undefined,
  ): { at: number; known: boolean } {
    const raw = dict?.get('Length');
    const length = this.resolve(raw);
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= data.length) {
      const reader = new ObjectReader(data, start + length);
      reader.skip();
      if (startsWith(data, reader.pos, ENDSTREAM)) return { at: start + length, known: true };
    }
    const found = indexOfWord(data, ENDSTREAM, start);
    // A length this scan cannot read (one in an object stream) may reach past a false `endstream`.
    return { at: found < 0 ? data.length : found, known: !(isRef(raw) && length === undefined) };
  }

  /**
   * The stream's decoders, first to last, ending in `sink`: 'none' when it has no filter (its bytes are what pdf.js
   * reads), null when a filter is one this scan does not decode (an image codec bounded by the image's size).
   */
  chain(dict: Map<string, PdfValue> | undefined, sink: Sink, meter: Meter): Stage | 'none' | null {
    const key = ['F', 'Filter'].find((k) => dict?.get(k) !== undefined);
    if (key === undefined) return 'none';
    const filter = this.resolve(dict!.get(key));
    const params = this.get(dict, 'DP', 'DecodeParms');
    const filters = (Array.isArray(filter) ? filter : [filter]).map((f) => this.resolve(f));
    // A filter named by a reference this scan cannot follow (into an object stream): pdf.js decodes it if it is Flate.
    const names = filters.every(isName) ? filters.map((f) => FILTER_NAMES[f.name] ?? f.name) : ['FlateDecode'];
    let next = sink;
    let first: Stage | null = null;
    for (let i = names.length - 1; i >= 0; i -= 1) {
      const param = this.resolve(Array.isArray(params) ? params[i] : params);
      const early = param instanceof Map ? this.resolve(param.get('EarlyChange')) : undefined;
      first = this.stage(names[i]!, next, meter, i === 0, typeof early === 'number' ? early : 1);
      if (!first) return null;
      next = first;
    }
    return first;
  }

  private stage(name: string, next: Sink, meter: Meter, first: boolean, earlyChange: number): Stage | null {
    switch (name) {
      case 'FlateDecode':
        return new FlateStage(next, meter, first);
      case 'LZWDecode':
        return new LzwStage(next, meter, earlyChange);
      case 'RunLengthDecode':
        return new RunLengthStage(next, meter);
      case 'ASCII85Decode':
        return new Ascii85Stage(next, meter);
      case 'ASCIIHexDecode':
        return new AsciiHexStage(next, meter);
      case 'DCTDecode':
      case 'JPXDecode':
        return new ImageHeaderStage(this);
      default:
        // CCITT, JBIG2, Crypt, unknown: pdf.js reads an image's declared size of them, or fails.
        return null;
    }
  }
}

/** How far past BI an inline image's dictionary may run: a real one is a few dozen bytes. */
const INLINE_DICT_WINDOW = 64 * 1024;

/**
 * Inline images (BI <dict> ID <data> EI) in a decoded content stream: pdf.js decodes their data with their own
 * filters, so each is checked as a stream of its own. The bytes arrive in chunks; an image's decoders take
 * everything after its ID until their own end.
 */
class InlineImages implements Sink {
  /** From a BI whose dictionary is not all here yet (with the byte before it), else the last byte seen. */
  private tail = new Uint8Array(0);
  private cut = false;
  private readonly open: Stage[] = [];
  constructor(private readonly scan: Scan) {}

  write(chunk: Uint8Array): void {
    for (const stage of this.open) stage.write(chunk);
    for (let i = this.open.length - 1; i >= 0; i -= 1) if (this.open[i]!.done) this.open.splice(i, 1);
    // Joined to what came before only when a BI may straddle the chunks (a copy of every byte costs).
    const join = this.cut || (this.tail[this.tail.length - 1] === 0x42 && chunk[0] === 0x49);
    const data = join ? concat(this.tail, chunk) : chunk;
    const before = join ? undefined : this.tail[this.tail.length - 1];
    this.cut = false;
    for (let at = data.indexOf(0x42 /* B */); at >= 0; at = data.indexOf(0x42, at + 1)) {
      if (data[at + 1] !== 0x49 || regular(at > 0 ? data[at - 1] : before) || regular(data[at + 2])) continue;
      const image = this.image(data, at + 2);
      if (image === 'cut') {
        this.tail = data.slice(Math.max(0, at - 1));
        this.cut = true;
        return;
      }
      if (image) this.open.push(image);
    }
    this.tail = data.slice(-2);
  }

  /** The decoders of the inline image whose dictionary starts at `from`, fed its data so far; 'cut' if not all here. */
  private image(data: Uint8Array, from: number): Stage | 'cut' | null {
    const reader = new ObjectReader(data, from);
    const dict = new Map<string, PdfValue>();
    for (;;) {
      reader.skip();
      // ID, then one white-space byte, then the data (where pdf.js's lexer leaves it).
      if (data[reader.pos] === 0x49 && data[reader.pos + 1] === 0x44 && !regular(data[reader.pos + 2])) {
        if (reader.pos + 3 > data.length) return 'cut';
        break;
      }
      const key = reader.value();
      const value = isName(key) ? reader.value() : undefined;
      if (reader.pos >= data.length - 1) return reader.pos - from > INLINE_DICT_WINDOW ? this.tooLong() : 'cut';
      if (value === undefined) return null;
      dict.set((key as { name: string }).name, value);
      if (reader.pos - from > INLINE_DICT_WINDOW) return this.tooLong();
    }
    if (this.scan.declaredImage(dict) === 'over') return null;
    const stage = this.scan.chain(dict, NULL_SINK, new Meter(this.scan));
    if (stage === null || stage === 'none') return null;
    stage.write(data.subarray(reader.pos + 3));
    return stage.done ? null : stage;
  }

  /** A dictionary that reads as one for 64 kB: its image could not be checked. */
  private tooLong(): never {
    throw new Stop({ kind: 'unchecked' });
  }

  end(): void {
    for (const stage of this.open) stage.end();
  }
}
