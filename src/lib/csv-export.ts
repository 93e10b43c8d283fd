import { stringify } from 'csv-stringify/browser/esm/sync';
import { LIST_PAGE_SIZE_MAX, type ListPage } from '@/backend';

/** One column of an export: its header and the cell of each row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** An export reads the list a page at a time, each page as large as the API answers (`max_rows`). */
export const EXPORT_PAGE_SIZE = LIST_PAGE_SIZE_MAX;

/**
 * Rows as CSV lines (RFC 4180: CRLF, quoted where needed). A cell that starts with = + - @, a tab or a
 * carriage return is prefixed with ' so a spreadsheet shows it as text instead of running it as a formula
 * (csv-stringify's escape_formulas, the OWASP advice for CSV injection).
 */
export function csvLines<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], header = false): string {
  return stringify(
    rows.map((row) => columns.map((c) => c.value(row) ?? '')),
    {
      header,
      columns: columns.map((c) => c.header),
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Reads every page of a list, exactly as filtered on screen, and builds the CSV file from one chunk per page,
 * so the rows themselves are never all held at once. Stops when a page comes back short. Starts with a byte
 * order mark so spreadsheets read the file as UTF-8.
 */
export async function buildCsv<T>({
  fetchPage,
  columns,
  onProgress,
  signal,
}: {
  fetchPage: (page: number, pageSize: number) => Promise<ListPage<T>>;
  columns: readonly CsvColumn<T>[];
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}): Promise<{ file: Blob; rows: number }> {
  const parts: string[] = ['\ufeff', csvLines([], columns, true)];
  let done = 0;
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const { rows, total } = await fetchPage(page, EXPORT_PAGE_SIZE);
    signal?.throwIfAborted();
    if (rows.length > 0) parts.push(csvLines(rows, columns));
    done += rows.length;
    onProgress?.({ done, total: Math.max(total, done) });
    if (rows.length < EXPORT_PAGE_SIZE) break;
  }
  return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: done };
}

/** `users-2026-11-24.csv`: the view and the local date. */
export function exportFileName(view: string, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `${view}-${day}.csv`;
}
