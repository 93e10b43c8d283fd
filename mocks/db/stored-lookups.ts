/**
 * Lookups kept with a stored table: for a column, which rows hold each value, without the values themselves (a
 * hash of each, in buckets), so a table kept as a Blob finds the rows holding a value by reading those rows alone
 * (see `blob-table.ts`). Postgres answers `where id = $1` from an index the same way. No browser API.
 */

/** Rows of one column, by the hash of their value: bucket b's rows are `rows[start[b]]` to `rows[start[b + 1] - 1]`. */
export interface StoredLookup {
  start: Uint32Array;
  rows: Uint32Array;
}

/** FNV-1a over the UTF-16 code units: cheap, and spreads the UUIDs, emails and roles the lookups hold. */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A power of two near half the row count: about two rows a bucket, and half the bytes of one bucket a row. */
function bucketCount(rows: number): number {
  let size = 1;
  while (size * 2 < rows) size *= 2;
  return size;
}

/**
 * The lookup of `column` over `rows`: each row whose value there is a string, in its bucket, in table order (a
 * counting sort, so a bucket lists its rows by position). Rows holding anything else are not in it.
 */
export function buildLookup(rows: readonly Record<string, unknown>[], column: string): StoredLookup {
  const size = bucketCount(rows.length);
  const bucketOf = new Int32Array(rows.length);
  const start = new Uint32Array(size + 1);
  rows.forEach((row, i) => {
    const value = row[column];
    const bucket = typeof value === 'string' ? hashOf(value) & (size - 1) : -1;
    bucketOf[i] = bucket;
    if (bucket >= 0) start[bucket + 1]!++;
  });
  for (let b = 0; b < size; b++) start[b + 1]! += start[b]!;
  const next = start.slice(0, size);
  const found = new Uint32Array(start[size]!);
  bucketOf.forEach((bucket, i) => {
    if (bucket >= 0) found[next[bucket]!++] = i;
  });
  return { start, rows: found };
}

/**
 * The positions of the rows whose value in the lookup's column may be `value` (its bucket: those holding it and
 * any other value of the same bucket), in table order; the caller reads them and keeps those holding it.
 */
export function positionsFor(lookup: StoredLookup, value: string): Uint32Array {
  const bucket = hashOf(value) & (lookup.start.length - 2);
  return lookup.rows.subarray(lookup.start[bucket]!, lookup.start[bucket + 1]!);
}

/** True when a lookup read back from the store fits a table of `rowCount` rows (else it is not used). */
export function lookupFits(value: unknown, rowCount: number): value is StoredLookup {
  if (value === null || typeof value !== 'object') return false;
  const { start, rows } = value as Partial<StoredLookup>;
  if (!(start instanceof Uint32Array) || !(rows instanceof Uint32Array) || start.length < 2) return false;
  const size = start.length - 1;
  if ((size & (size - 1)) !== 0 || start[0] !== 0 || start[size] !== rows.length || rows.length > rowCount)
    return false;
  for (let b = 0; b < size; b++) if (start[b]! > start[b + 1]!) return false;
  // The positions themselves are checked when a bucket is used (`candidates` in ./blob-table.ts): checking all of
  // them here took 7 ms of a cold start with 100,000 customers, for the few buckets a first view reads.
  return true;
}
