/**
 * A stored table whose text is kept as a Blob and read only as far as a request needs it: the rows a lookup or a
 * page names, each read from its own byte range, and the whole text only when a request needs every row. At
 * 100,000 customers the tables' text is about 90 MB, and handing all of it to the page took 0.3 to 0.4 s of the
 * main thread, on every cold start, whichever way IndexedDB held it (string, ArrayBuffer or Blob); a page's first
 * view needs a few rows of it. No browser-only API: Node's tests keep Blobs in their stand-in store too.
 */
import { positionsFor, type StoredLookup } from './stored-lookups';
import { isObject, parseJson } from './stored-text';

/** Text longer than this is stored as a Blob (64 KiB: where Chromium starts keeping a value in a blob of its own). */
export const BLOB_TEXT_OVER = 64 * 1024;

/** A lookup whose bucket holds more rows than this reads the whole table instead (a value most rows hold). */
export const ROWS_READ_AT_MOST = 256;

/**
 * Thrown by a synchronous read that needs what a Blob table has not read yet; nothing has been written when it is
 * thrown. `load` reads it, `loadWhole` the whole of the tables it is in (for a request that keeps meeting rows
 * not read yet, one lookup after another); the request is then answered again from its start (`retrying` in
 * mocks/handlers/http.ts).
 */
export class StoredTablesNeeded extends Error {
  constructor(
    readonly load: () => Promise<void>,
    readonly loadWhole: () => Promise<void>,
    what: string,
  ) {
    super(`The in-browser backend reads ${what} from its store first.`);
    this.name = 'StoredTablesNeeded';
  }
}

export interface BlobTable {
  /** The record as stored, written back as it is while the table is unchanged. */
  record: Record<string, unknown>;
  blob: Blob;
  /** Where each row starts in the text (`tableText`), and where it starts in the Blob's bytes (UTF-8). */
  offsets: Uint32Array;
  bytes: Uint32Array;
  orders?: Record<string, Uint32Array>;
  lookups: Record<string, StoredLookup>;
  /** The rows read so far, by position. */
  rows: Map<number, Record<string, unknown>>;
  /** Set once a row's bytes turned out not to hold an object: the table is then read whole. */
  broken?: boolean;
  /** The read of the whole text, once asked for. */
  whole?: Promise<void>;
}

export function rowCount(table: BlobTable): number {
  return table.offsets.length - 1;
}

/**
 * Where each row starts in the UTF-8 bytes of `json`, from where it starts in the text; `offsets` itself when the
 * text is ASCII (each character one byte, as in the sample customers). Only the other characters are visited.
 */
export function byteOffsets(json: string, offsets: Uint32Array): Uint32Array {
  // eslint-disable-next-line no-control-regex
  const wide = /[^\u0000-\u007f]/g;
  let found = wide.exec(json);
  if (!found) return offsets;
  const bytes = new Uint32Array(offsets.length);
  /** Bytes beyond one a character, of the characters before the row being placed. */
  let extra = 0;
  for (let i = 0; i < offsets.length; i++) {
    for (; found && found.index < offsets[i]!; found = wide.exec(json)) {
      const code = json.charCodeAt(found.index);
      // A surrogate pair is 4 bytes: 2 for each half.
      extra += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
    }
    bytes[i] = offsets[i]! + extra;
  }
  return bytes;
}

/** The positions of the rows `column` may hold `value` in, or null when the table must be read whole for it. */
export function candidates(table: BlobTable, column: string, value: unknown): Uint32Array | null {
  const lookup = table.lookups[column];
  if (table.broken || !lookup || typeof value !== 'string') return null;
  const positions = positionsFor(lookup, value);
  return positions.length <= ROWS_READ_AT_MOST ? positions : null;
}

/** The positions of `positions` not read yet. */
export function unread(table: BlobTable, positions: Iterable<number>): number[] {
  return [...positions].filter((p) => !table.rows.has(p));
}

/** Reads the rows at `positions` from their byte ranges; a range that does not hold an object marks the table broken. */
export async function readRows(table: BlobTable, positions: readonly number[]): Promise<void> {
  const texts = await Promise.all(
    positions.map((p) => table.blob.slice(table.bytes[p]!, table.bytes[p + 1]! - 1).text()),
  );
  texts.forEach((text, i) => {
    const row = parseJson(text);
    if (isObject(row)) table.rows.set(positions[i]!, row);
    else table.broken = true;
  });
}
