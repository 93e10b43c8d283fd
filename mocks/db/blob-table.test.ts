import { describe, expect, it } from 'vitest';
import { adjacentRuns, byteOffsets, readRows, type BlobTable } from './blob-table';
import { tableText } from './stored-text';

describe('byteOffsets', () => {
  it('is the text offsets themselves for ASCII text', () => {
    const { json, offsets } = tableText([{ id: 'a', name: 'Ada' }, { id: 'b' }]);
    expect(byteOffsets(json, offsets)).toBe(offsets);
  });

  it("gives each row's byte range in the UTF-8 of the text, whatever its characters", async () => {
    const rows = [
      { id: 'a', name: 'plain' },
      { id: 'b', name: 'Zoë Ångström' },
      { id: 'c', name: '李小龍' },
      { id: 'd', name: 'Ada 😀 Lovelace', note: '\u00a0€' },
      { id: 'e', name: 'last' },
    ];
    const { json, offsets } = tableText(rows);
    const bytes = byteOffsets(json, offsets);
    const blob = new Blob([json]);
    expect(bytes[bytes.length - 1]).toBe(blob.size);
    const texts = await Promise.all(rows.map((_, i) => blob.slice(bytes[i]!, bytes[i + 1]! - 1).text()));
    expect(texts.map((t) => JSON.parse(t))).toEqual(rows);
  });
});

describe('readRows', () => {
  const rows = [
    { id: 'a', name: 'plain' },
    { id: 'b', name: 'Zoë Ångström' },
    { id: 'c', name: '李小龍' },
    { id: 'd', name: 'Ada 😀 Lovelace' },
    { id: 'e', name: 'last' },
  ];
  function blobTable(): BlobTable {
    const { json, offsets } = tableText(rows);
    const blob = new Blob([json]);
    return { record: {}, blob, offsets, bytes: byteOffsets(json, offsets), lookups: {}, rows: new Map() };
  }

  it('groups positions into runs of adjacent rows', () => {
    expect(adjacentRuns([4, 1, 2, 2, 7, 0])).toEqual([
      [0, 2],
      [4, 4],
      [7, 7],
    ]);
    expect(adjacentRuns([])).toEqual([]);
  });

  it('reads each run of adjacent rows in one range and keeps every row of it, multi-byte ones too', async () => {
    const table = blobTable();
    const sizes: number[] = [];
    const slice = table.blob.slice.bind(table.blob);
    table.blob.slice = (start?: number, end?: number) => {
      const part = slice(start, end);
      sizes.push(part.size);
      return part;
    };
    await readRows(table, [3, 1, 2, 0]);
    expect(sizes).toHaveLength(1);
    expect([0, 1, 2, 3].map((p) => table.rows.get(p))).toEqual(rows.slice(0, 4));
    expect(table.rows.has(4)).toBe(false);
    expect(table.broken).toBeUndefined();
    await readRows(table, [4]);
    expect(table.rows.get(4)).toEqual(rows[4]);
  });

  it('marks the table broken when a range does not hold its rows', async () => {
    const table = blobTable();
    table.offsets = table.offsets.map((o, i) => (i === 2 ? o + 1 : o));
    await readRows(table, [1, 2]);
    expect(table.broken).toBe(true);
  });
});
