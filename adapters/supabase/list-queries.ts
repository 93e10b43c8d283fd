import { BackendError } from '@/backend';
import { unwrap, type PostgrestErrorLike } from './map-error';

/** How the staff lists ask PostgREST: a literal search across columns, a 1-based page, and its counted answer. */

/**
 * A value inside PostgREST's `or=(…)` list: double-quoted, so commas, parentheses and dots are literal
 * (backslash and double quote escaped).
 */
function postgrestQuoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Search text as an ILIKE pattern that matches it literally: LIKE's wildcards `%` and `_` and its escape
 * character are escaped. PostgREST turns every `*` into `%` whatever precedes it, so a `*` is sent as `_`
 * (any one character, the `*` included).
 */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

/** A counted page (`Prefer: count=exact`): its rows and the total PostgREST reports in Content-Range. */
export function unwrapPage<T>(result: {
  data: T[] | null;
  count: number | null;
  error: PostgrestErrorLike | null;
  status: number;
}): {
  rows: T[];
  total: number;
} {
  const rows = unwrap(result) ?? [];
  if (typeof result.count !== 'number') throw new BackendError('unexpected', 'The server did not count the rows');
  return { rows, total: result.count };
}

/** The offsets of a 1-based page, for `.range(from, to)`. */
export function pageRange(page: number, pageSize: number): [number, number] {
  const from = (page - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** `col.ilike."*text*"` for each column, for `.or()`: the text matched literally anywhere in any of them. */
export function containsAny(columns: readonly string[], text: string): string {
  const pattern = postgrestQuoted(`*${likeLiteral(text)}*`);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}
