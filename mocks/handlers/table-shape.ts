import type { TableName } from '../db';

/**
 * A table as the PostgREST emulation reads it: its columns and their types. Its own file, so the request context
 * (context.ts) and the query grammar (postgrest-query.ts), which uses the context's errors, do not import each other.
 */
export interface TableShape {
  name: string;
  columns: readonly string[];
  /** Columns of type uuid: a filter value that is not a uuid is a 22P02 error, as in Postgres. */
  uuidColumns?: readonly string[];
  /** Columns of type integer: a filter value that is not an integer is a 22P02 error, as in Postgres. */
  integerColumns?: readonly string[];
  /**
   * The in-browser store's collection of this table, for the staff lists' large tables: a read the policy lets
   * see every row of it is answered from the table's indexes (see `selectResponse`).
   */
  stored?: TableName;
  /** The primary key of `stored` (unique): a read of every row filtering it with `eq` is one lookup. */
  key?: string;
  /**
   * Columns of `stored` that hold strings (or null): a read of every row filtering one with `eq` or `in` takes the
   * rows it finds in a table not yet parsed (`MockDb.storedRows`) instead of reading every row.
   */
  textLookups?: readonly string[];
}
