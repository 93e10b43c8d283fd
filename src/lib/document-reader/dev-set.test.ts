import { describe, expect, it } from 'vitest';
import { asDocuments, loadDevSet, scoreEntity, summarize } from '../../../scripts/document-reader/dev-set.ts';
import { readDocuments } from './index.ts';

/** The development set's goals (issue 29): 100% grounded, nothing invented, at least 95% of fields right. */
describe('the built-in reader on the labelled development set', () => {
  const entities = loadDevSet();
  const scores = entities.map((entity) => {
    const documents = asDocuments(entity);
    return scoreEntity(entity, documents, readDocuments(documents, { order: entity.expected.order }));
  });
  const summary = summarize(scores);

  it('has at least 10 labelled entities', () => {
    expect(entities.length).toBeGreaterThanOrEqual(10);
  });

  it('grounds every value it returns on its cited page', () => {
    expect(summary.values).toBeGreaterThan(0);
    expect(summary.grounded).toBe(summary.values);
  });

  it('invents nothing: no value where the documents state none', () => {
    expect(summary.invented.map((r) => `${r.entity} ${r.field}: ${JSON.stringify(r.returned)}`)).toEqual([]);
  });

  it('gets at least 95% of the fields right', () => {
    const wrong = summary.wrong.map(
      (r) => `${r.entity} ${r.field}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.returned)}`,
    );
    expect({ accuracy: summary.accuracy >= 0.95, wrong }).toEqual({ accuracy: true, wrong: expect.any(Array) });
  });
});
