import { describe, expect, it } from 'vitest';
import { buildCsv, csvLines, EXPORT_PAGE_SIZE, exportFileName, type CsvColumn } from './csv-export';

interface Row {
  name: string;
  note: string | null;
  n: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Note', value: (r) => r.note },
  { header: 'N', value: (r) => r.n },
];

describe('csvLines', () => {
  it('quotes commas, quotes and line breaks, and ends every record with CRLF', () => {
    expect(csvLines([{ name: 'Acme, LLC', note: 'say "hi"\nthen go', n: 3 }], columns, true)).toBe(
      'Name,Note,N\r\n"Acme, LLC","say ""hi""\nthen go",3\r\n',
    );
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'defuses the formula cell %j with a leading apostrophe',
    (cell) => {
      const line = csvLines([{ name: cell, note: null, n: 1 }], columns);
      const first = line.startsWith('"') ? line.slice(1) : line;
      expect(first.startsWith(`'${cell[0]}`)).toBe(true);
    },
  );

  it('writes an empty cell for null and keeps plain text as it is', () => {
    expect(csvLines([{ name: 'Dana', note: null, n: 0 }], columns)).toBe('Dana,,0\r\n');
  });
});

describe('buildCsv', () => {
  it('reads page after page until a short page, and writes each row once under one header', async () => {
    const all = Array.from({ length: EXPORT_PAGE_SIZE * 2 + 3 }, (_, i) => ({ name: `n${i}`, note: null, n: i }));
    const asked: number[] = [];
    const progress: number[] = [];
    const { file, rows } = await buildCsv({
      columns,
      fetchPage: async (page, size) => {
        asked.push(page);
        return { rows: all.slice((page - 1) * size, page * size), total: all.length };
      },
      onProgress: (p) => progress.push(p.done),
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toBe(all.length);
    expect(progress).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE * 2, all.length]);
    expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    // Blob.text() decodes UTF-8 and drops the byte order mark.
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toBe('Name,Note,N');
    expect(lines.slice(1, -1)).toEqual(all.map((r) => `${r.name},,${r.n}`));
    expect(file.type).toBe('text/csv;charset=utf-8');
  });

  it('writes only the header for an empty list', async () => {
    const { file, rows } = await buildCsv({ columns, fetchPage: async () => ({ rows: [], total: 0 }) });
    expect(rows).toBe(0);
    expect(file.size).toBe(3 + 'Name,Note,N\r\n'.length);
    expect(await file.text()).toBe('Name,Note,N\r\n');
  });

  it('stops when cancelled, before asking for the next page', async () => {
    const controller = new AbortController();
    let calls = 0;
    const work = buildCsv({
      columns,
      signal: controller.signal,
      fetchPage: async () => {
        calls++;
        controller.abort();
        return { rows: Array.from({ length: EXPORT_PAGE_SIZE }, () => ({ name: 'x', note: null, n: 1 })), total: 5000 };
      },
    });
    await expect(work).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('exportFileName', () => {
  it('names the view and the local date', () => {
    expect(exportFileName('users', new Date(2026, 0, 5, 12))).toBe('users-2026-01-05.csv');
  });
});
