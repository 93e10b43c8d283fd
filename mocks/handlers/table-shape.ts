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
}
