import { describe, expect, it } from 'vitest';
import { jsonbText } from './document-readings';

/** The twin names an ungrounded source as Postgres writes jsonb as text (migration 1600's message). */
describe('jsonbText', () => {
  it("writes keys in jsonb's order (shorter first, then by bytes) with jsonb's spacing", () => {
    expect(jsonbText({ quote: 'Jane "J" Roberts', page: 2, file: 'a.pdf' })).toBe(
      '{"file": "a.pdf", "page": 2, "quote": "Jane \\"J\\" Roberts"}',
    );
    expect(jsonbText({ bb: [1, null, true], a: {} })).toBe('{"a": {}, "bb": [1, null, true]}');
    expect(jsonbText('operating-agreement.pdf')).toBe('"operating-agreement.pdf"');
  });
});
