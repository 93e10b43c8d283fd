import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FOREIGN_TEXTS } from '../../tests/fixtures/foreign-language-texts.ts';
import { loadDevSet } from './dev-set.ts';
import { renderTextPdf } from './render-pdf.ts';

/** `npm run analyze` as a user runs it: JSON on stdout in the README's shape, progress on stderr, exit codes. */
const CLI = fileURLToPath(new URL('../analyze.mjs', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'analyze-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const run = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('npm run analyze', () => {
  it('prints the result for the files of one entity, with every field of the documented shape', () => {
    const entity = loadDevSet().find((e) => e.name === 'cedar-ridge')!;
    const paths = entity.files.map((f) => {
      const path = join(work, `${f.file}.pdf`);
      writeFileSync(path, renderTextPdf(f.pages));
      return path;
    });
    const result = run([...paths, '--state', 'TX']);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('page 2 of 2');
    const out = JSON.parse(result.stdout);
    expect(out.reader).toBe('built-in');
    expect(
      out.documents.map((d: { file: string; pages: number; ocr_pages: number[]; signed: boolean }) => [
        d.file,
        d.pages,
        d.ocr_pages,
        d.signed,
      ]),
    ).toEqual([
      ['certificate-of-formation.pdf', 1, [], true],
      ['company-agreement.pdf', 2, [], true],
    ]);
    expect(Object.keys(out.fields)).toEqual(
      expect.arrayContaining([
        'entity_legal_name',
        'entity_type',
        'formation_state',
        'formation_date',
        'file_number',
        'management',
        'signing_authority',
        'borrowing_restrictions',
        'owners',
        'managers_or_officers',
      ]),
    );
    expect(out.fields.entity_legal_name).toEqual({
      value: 'Cedar Ridge Apartments LLC',
      source: {
        file: expect.stringMatching(/\.pdf$/),
        page: 1,
        quote: expect.stringContaining('Cedar Ridge Apartments LLC'),
      },
    });
    expect(out.fields.owners).toContainEqual(
      expect.objectContaining({ name: 'Westheimer Capital Partners LP', percentage: 60 }),
    );
  }, 60_000);

  it('reports a document not in English as not read, with its language, and exits 1', () => {
    const english = loadDevSet().find((e) => e.name === 'cedar-ridge')!.files[0]!;
    writeFileSync(join(work, 'certificate.pdf'), renderTextPdf(english.pages));
    writeFileSync(join(work, 'acuerdo.pdf'), renderTextPdf([FOREIGN_TEXTS.es!]));
    const result = run([join(work, 'certificate.pdf'), join(work, 'acuerdo.pdf')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      '[analyze] warning: acuerdo.pdf is in Spanish and was not read (the reader reads English only)',
    );
    expect(result.stderr).toContain('[analyze] 1 file(s) read by the built-in reader; not found by the reader');
    const out = JSON.parse(result.stdout);
    expect(out.documents.map((d: { file: string; language: string }) => [d.file, d.language])).toEqual([
      ['certificate.pdf', 'en'],
      ['acuerdo.pdf', 'es'],
    ]);
    expect(out.checks).toContainEqual(expect.objectContaining({ code: 'not-english', source: null }));
    // Nothing is read from it: the name it states is not the entity's.
    expect(JSON.stringify(out.fields)).not.toContain('Serrano');
  }, 60_000);

  it('exits non-zero with a clear message on unreadable input', () => {
    writeFileSync(join(work, 'broken.pdf'), 'not a pdf');
    const result = run([join(work, 'broken.pdf'), join(work, 'missing.pdf')]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      "broken.pdf is not a PDF: its contents do not start as a PDF's do (no %PDF- header), whatever its name says.",
    );
    expect(result.stderr).toContain(`cannot read ${join(work, 'missing.pdf')}: no such file`);
    expect(run([]).status).toBe(2);
  }, 60_000);
});
