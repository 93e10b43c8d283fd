/**
 * A table as the in-browser store keeps it: the JSON text of its rows with where each row starts in it, and
 * lookups in that text that parse only the rows they find (see `createDb`: a table read from the store is parsed
 * only when a request needs every row). No browser API: Node's tests use it as the browser does.
 */
import type { StoredLookup } from './stored-lookups';

/**
 * A table read from the store and not yet parsed: the JSON text of its rows and, if its record has them, the
 * offsets `tableText` wrote with it; `found` keeps what `rowsInText` found (a caller's row, on every request).
 */
export interface StoredText {
  json: string;
  offsets?: Uint32Array;
  /** Where each row stands in the orders kept with the table (see `MockDb.keepOrder`), by key. */
  orders?: Record<string, Uint32Array>;
  /** What a record stored as a Blob held besides (see `blob-table.ts`), written back with the same text. */
  bytes?: Uint32Array;
  lookups?: Record<string, StoredLookup>;
  found?: Map<string, RowsFound>;
}

/** Rows found in a table's stored text, each with its place among the rows, in that order. */
export type RowsFound = ReadonlyArray<{ at: number; row: Record<string, unknown> }>;

/**
 * Rows as the JSON text of their array (what JSON.stringify(rows) writes) and where each row starts in it: row i
 * is `json.slice(offsets[i], offsets[i + 1] - 1)`, and the last offset is the text's length.
 */
export function tableText(rows: readonly object[]): { json: string; offsets: Uint32Array } {
  const offsets = new Uint32Array(rows.length + 1);
  const parts = new Array<string>(rows.length);
  let at = 1;
  for (let i = 0; i < rows.length; i++) {
    const text = JSON.stringify(rows[i]);
    offsets[i] = at;
    parts[i] = text;
    at += text.length + 1;
  }
  const json = `[${parts.join(',')}]`;
  offsets[rows.length] = json.length;
  return { json, offsets };
}

/** Searches kept per unparsed table before they are all forgotten. */
const FOUND_LIMIT = 1000;

/**
 * The rows of a table's stored text whose `column` holds the string `value` (only the first with `first`), as a
 * scan of the parsed rows finds them, without parsing the table: each place the text holds `"column":"value"` is
 * mapped to its row by the offsets, and that row alone is parsed and checked, since the same text can sit inside
 * another value or a nested object. Null when the offsets do not fit the text (none stored, or a row where none
 * starts): the caller parses the table instead, which also finds a damaged one.
 */
export function rowsInText(stored: StoredText, column: string, value: string, first: boolean): RowsFound | null {
  if (!offsetsFit(stored)) return null;
  const search = `${first ? 'first' : 'all'}\u0000${column}\u0000${value}`;
  const known = stored.found?.get(search);
  if (known) return known;
  const { json, offsets } = stored;
  const needle = `${JSON.stringify(column)}:${JSON.stringify(value)}`;
  const rows: Array<{ at: number; row: Record<string, unknown> }> = [];
  for (let place = json.indexOf(needle); place !== -1;) {
    // The row this place is in: the last one starting before it.
    let low = 0;
    let high = offsets.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((offsets[middle] ?? 0) <= place) low = middle;
      else high = middle - 1;
    }
    const row = (offsets[low] ?? Infinity) <= place ? rowAt(stored, low) : null;
    if (!row) return null;
    if (row[column] === value) {
      rows.push({ at: low, row });
      if (first) break;
    }
    place = json.indexOf(needle, offsets[low + 1] ?? json.length);
  }
  stored.found ??= new Map();
  if (stored.found.size >= FOUND_LIMIT) stored.found.clear();
  stored.found.set(search, rows);
  return rows;
}

/** True when the offsets stored with the text fit it: one per row and then the text's length. */
export function offsetsFit(stored: StoredText): stored is StoredText & { offsets: Uint32Array } {
  const { json, offsets } = stored;
  return offsets !== undefined && offsets.length > 0 && offsets[offsets.length - 1] === json.length;
}

/** Row `i` of a table's stored text, parsed; null if no object is where the offsets say it is. */
export function rowAt(stored: StoredText & { offsets: Uint32Array }, i: number): Record<string, unknown> | null {
  const { json, offsets } = stored;
  const start = offsets[i];
  const next = offsets[i + 1];
  if (start === undefined || next === undefined || json[start] !== '{' || json[next - 2] !== '}') return null;
  const row = parseJson(json.slice(start, next - 1));
  return isObject(row) ? row : null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
