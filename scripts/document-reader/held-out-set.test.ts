import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchReader } from './bench.ts';
import { loadDevSet } from './dev-set.ts';
import { renderTextPdf } from './render-pdf.ts';

/**
 * A held-out set is scored by the same bench (`npm run bench:reader -- --set <dir>`): its entities hold real
 * PDFs beside their labels, read as they are. Here one development entity is put in such a set as PDFs.
 */
const work = mkdtempSync(join(tmpdir(), 'held-out-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a labelled set of real PDFs', () => {
  it('is loaded as PDFs and scored like the development set', async () => {
    const entity = loadDevSet().find((e) => e.name === 'cedar-ridge')!;
    const folder = join(work, 'cedar-ridge');
    mkdirSync(folder);
    for (const f of entity.files) writeFileSync(join(folder, `${f.file}.pdf`), renderTextPdf(f.pages));
    writeFileSync(join(folder, 'expected.json'), JSON.stringify(entity.expected));

    const [loaded] = loadDevSet(work);
    expect(loaded!.files.map((f) => [f.file, f.pages.length, f.pdf])).toEqual(
      entity.files.map((f) => [f.file, 0, join(folder, `${f.file}.pdf`)]),
    );

    const bench = await benchReader(() => {}, work);
    expect(bench.entities).toBe(1);
    expect(bench.files).toBe(entity.files.length);
    expect(bench.textPages).toBe(entity.files.reduce((n, f) => n + f.pages.length, 0));
    expect(bench.summary.invented).toEqual([]);
    expect(bench.summary.accuracy).toBe(1);
  }, 120_000);
});
