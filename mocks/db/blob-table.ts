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
  if (positions.length > ROWS_READ_AT_MOST) return null;
  // A position past the last row: the lookup does not fit the table, which is then read whole.
  if (positions.some((p) => p >= rowCount(table))) {
    table.broken = true;
    return null;
  }
  return positions;
}

/** The positions of `positions` not read yet. */
export function unread(table: BlobTable, positions: Iterable<number>): number[] {
  return [...positions].filter((p) => !table.rows.has(p));
}

/**
 * Reads the rows at `positions`, each run of adjacent rows from one byte range: a page of a kept order is usually
 * one run, and in Chromium each slice and its read cost about 1 ms of the main thread (row by row, most of the
 * Manage tab's data work at 100,000 customers). A row that does not hold an object marks the table broken.
 */
export async function readRows(table: BlobTable, positions: readonly number[]): Promise<void> {
  const runs = adjacentRuns(positions);
  const texts = await Promise.all(
    runs.map(([first, last]) => table.blob.slice(table.bytes[first]!, table.bytes[last + 1]!).text()),
  );
  texts.forEach((text, i) => {
    const [first, last] = runs[i]!;
    const base = table.offsets[first]!;
    for (let p = first; p <= last; p++) {
      // Each row's text ends one character before the next row starts (its `,`, or the closing `]`).
      const row = parseJson(text.slice(table.offsets[p]! - base, table.offsets[p + 1]! - base - 1));
      if (isObject(row)) table.rows.set(p, row);
      else table.broken = true;
    }
  });
}

/** `positions` as runs of adjacent positions, [first, last] each, in ascending order (duplicates once). */
export function adjacentRuns(positions: readonly number[]): Array<[number, number]> {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const p of sorted) {
    const run = runs[runs.length - 1];
    if (run && run[1] + 1 === p) run[1] = p;
    else runs.push([p, p]);
  }
  return runs;
}
