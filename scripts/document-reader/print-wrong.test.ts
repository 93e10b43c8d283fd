import { it } from 'vitest';
import { asDocuments, loadDevSet, scoreEntity, summarize } from './dev-set.ts';
import { readDocuments } from '../../src/lib/document-reader/index.ts';
it('prints', () => {
  const s = summarize(loadDevSet().map((e) => { const d = asDocuments(e); return scoreEntity(e, d, readDocuments(d, { order: e.expected.order })); }));
  console.log(s.accuracy, s.right, s.total, s.grounded, s.values, 'invented', s.invented.length);
  for (const r of s.wrong) console.log(`${r.invented ? 'INV ' : ''}${r.entity} ${r.field}: exp ${JSON.stringify(r.expected)} got ${JSON.stringify(r.returned)}`);
});
