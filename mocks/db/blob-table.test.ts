import { describe, expect, it } from 'vitest';
import { byteOffsets } from './blob-table';
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
