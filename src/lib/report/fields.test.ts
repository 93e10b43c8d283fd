import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ReaderFields } from '../document-reader/types.ts';
import {
  READER_FIELD_LABELS,
  REPORT_FIELDS,
  REPORT_SECTIONS,
  reportFieldLabel,
  rowFieldPdfLabel,
  rowFieldReportLabel,
  sectionOf,
  type ReaderFieldName,
  type ReportFieldPath,
} from './fields';

/** The editor's sections, split by job (entity and signers, findings): the fields they render. */
const EDITOR = ['entity-sections.tsx', 'findings-sections.tsx'].map(
  (file) => new URL(`../../features/admin-orders/review/editor/${file}`, import.meta.url),
);
const PATHS = Object.keys(REPORT_FIELDS) as ReportFieldPath[];
const pathsFrom = (readerField: ReaderFieldName) =>
  PATHS.filter((path) => (REPORT_FIELDS[path] as { from?: string }).from === readerField);

/** The fixed paths the editor renders a field or a list for (rows' fields are numbered: `ownership.${index}.owner`). */
function editorPaths(): string[] {
  const source = EDITOR.map((file) => readFileSync(file, 'utf8')).join('\n');
  return [...source.matchAll(/<(?:TextField|NumberField|SelectField|CheckboxField|TextList)\s+name="([\w.]+)"/g)].map(
    (m) => m[1]!,
  );
}

describe('the field registry', () => {
  it('has one entry for every field the editor renders, each in a section the editor has', () => {
    const rendered = editorPaths();
    expect(rendered.length).toBeGreaterThan(30);
    expect(rendered.filter((path) => !PATHS.includes(path as ReportFieldPath))).toEqual([]);
    expect(new Set(rendered).size).toBe(rendered.length);
    const sections: readonly string[] = REPORT_SECTIONS.map((s) => s.id);
    expect(PATHS.filter((path) => !sections.includes(REPORT_FIELDS[path].section))).toEqual([]);
  });

  it('names a nested field in its parent’s section', () => {
    for (const path of PATHS.filter((p) => p.includes('.')))
      expect([path, sectionOf(path)]).toEqual([path, sectionOf(path.split('.')[0]!)]);
    expect(sectionOf('ownership.1.percentage')).toBe('ownership');
    expect(sectionOf('authority.consents.0.value')).toBe('authority');
    expect(sectionOf('nonsense.path')).toBe('entity');
  });

  it('maps every reader field it names to a report path that exists, and labels every reader field', () => {
    expectTypeOf<ReaderFieldName>().toEqualTypeOf<keyof ReaderFields>();
    const drafted = PATHS.flatMap((path) => {
      const from: string | undefined = (REPORT_FIELDS[path] as { from?: string }).from;
      return from ? [from] : [];
    });
    const readerFields = Object.keys(READER_FIELD_LABELS);
    expect(drafted.filter((field) => !readerFields.includes(field))).toEqual([]);
    expect(pathsFrom('entity_type')).toEqual(['reportType', 'entityType']);
    expect(pathsFrom('formation_state')).toEqual(['formationState']);
    expect(pathsFrom('borrowing_restrictions')).toEqual([]);
  });

  it('keeps the reader’s words for what it did not find, in its order', () => {
    expect(Object.entries(READER_FIELD_LABELS)).toEqual([
      ['entity_legal_name', 'Entity legal name'],
      ['entity_type', 'Entity type'],
      ['formation_state', 'Formation state'],
      ['formation_date', 'Formation date'],
      ['file_number', 'File number'],
      ['management', 'Management'],
      ['signing_authority', 'Signing authority'],
      ['borrowing_restrictions', 'Borrowing restrictions'],
      ['owners', 'Owners'],
      ['managers_or_officers', 'Managers or officers'],
      ['principal_office', 'Principal office'],
      ['registered_agent', 'Registered agent'],
      ['purpose', 'Purpose'],
      ['consents', 'Consents required'],
      ['signers', 'Signers'],
      ['signature_block', 'Signature block'],
    ]);
  });

  it('names a path in words, the editor’s or the report’s', () => {
    const paths = ['formationState', 'ownership.1', 'documents.0.title', 'signatureBlock.lines.2.value', ''];
    expect(paths.map(reportFieldLabel)).toEqual([
      'Formation state',
      'Owner 2',
      'Document 1 title',
      'Signature line 3',
      'The report',
    ]);
  });

  it('names a row’s field in the report by the editor’s word, capitalized, unless the report words it otherwise', () => {
    expect(rowFieldReportLabel('secretaryOfState', 'registeredName')).toBe('Registered name');
    expect(rowFieldReportLabel('secretaryOfState', 'stateStatus')).toBe("State's wording");
    expect(rowFieldPdfLabel('secretaryOfState', 'stateStatus')).toBe("State's status wording");
    expect(rowFieldPdfLabel('riskItems', 'finding')).toBe('Finding');
    expect(rowFieldReportLabel('documents', 'title')).toBe('Document');
  });
});
