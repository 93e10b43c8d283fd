import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  BackendError,
  OWNERSHIP_TOTAL_MESSAGE,
  REPORT_TYPES,
  reportContentSchema,
  type OrderRequest,
  type ReportContent,
} from '@/backend';
import { draftReport } from '../../../../../mocks/seed/demo-draft';
import { reportFieldLabel } from './field-labels';
import {
  blankReportValues,
  conformFormValues,
  contentCandidate,
  editorFieldPath,
  formValuesFromContent,
  reportFormResolver,
  sameFormValues,
  type ReportFormValues,
} from './form-values';
import { publishProblems } from '../workspace/problems';

const order: OrderRequest = {
  id: '7d2a9f31-0000-4000-8000-000000000c06',
  user_id: '11111111-1111-4111-8111-111111111111',
  name: 'Casey Customer',
  email: 'customer@demo.test',
  company: 'Harbor Point Lending',
  entity_legal_name: 'Oak Hollow Development Corp.',
  formation_state: 'Georgia',
  report_type: 'Corporation',
  property_state: 'South Carolina',
  loan_reference: 'HPL-25-0203',
  documents: [{ name: 'bylaws.pdf', size: 1200, storage_path: 'u/o/bylaws.pdf' }],
  status: 'In review',
  terms_version: 'v.20250822',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  documents_purged_at: null,
};

const draft = (reportType: string = order.report_type): ReportContent =>
  draftReport({ ...order, report_type: reportType });

/** Runs the editor's resolver as react-hook-form does on submit (every mounted field named). */
async function resolve(values: ReportFormValues, names: string[] = []) {
  const options = {
    fields: {},
    names,
    shouldUseNativeValidation: false,
  } as unknown as ResolverOptions<ReportFormValues>;
  return reportFormResolver(values, undefined, options);
}

const message = (errors: FieldErrors, path: string): string | undefined => {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
};

describe('the report editor values', () => {
  it.each(REPORT_TYPES)('round-trip a %s report through the editor unchanged', async (reportType) => {
    const content = draft(reportType);
    const result = await resolve(formValuesFromContent(content));
    expect(result.errors).toEqual({});
    // As the schema gives it back (text trimmed): what publishing would store.
    expect(result.values).toEqual(reportContentSchema.parse(content));
  });

  it('start from the order: its type, entity, states, loan reference and document names, and are not yet a report', async () => {
    const blank = blankReportValues(order);
    expect(blank).toMatchObject({
      reportType: 'Corporation',
      entityName: 'Oak Hollow Development Corp.',
      formationState: 'Georgia',
      propertyState: 'South Carolina',
      loanReference: 'HPL-25-0203',
    });
    expect(blank.secretaryOfState.map((c) => [c.role, c.state])).toEqual([
      ['Formation state', 'Georgia'],
      ['Property state', 'South Carolina'],
    ]);
    expect(blank.documents.map((d) => d.title)).toEqual(['bylaws.pdf']);
    const { errors } = await resolve(blank, ['ownership.0.owner', 'signatureBlock.lines.0.value']);
    expect(message(errors, 'entityType')).toBe('Entity type is required');
    expect(message(errors, 'conclusion.verdict')).toBe('Please choose a conclusion');
    expect(message(errors, 'ownership.0.percentage')).toBe('Percentage must be a number');
    expect(message(errors, 'signatureBlock.lines.0.value')).toBeUndefined();
    expect(message(errors, 'corporate.principalOffice')).toBe('Principal office is required');
  });

  it('put a text list entry’s problem on its input, and a list’s own rule on the list', async () => {
    const values = formValuesFromContent(draft());
    values.authority.consents = [{ value: '   ' }];
    values.closingChecklist.push({ value: '' });
    values.ownership[0]!.percentage = 10;
    const { errors } = await resolve(values, ['ownership.0.owner', 'authority.consents.0.value']);
    expect(message(errors, 'authority.consents.0.value')).toBe('Consent is required');
    expect(message(errors, `closingChecklist.${values.closingChecklist.length - 1}.value`)).toBe(
      'Checklist item is required',
    );
    expect(message(errors, 'ownership.root')).toBe(OWNERSHIP_TOTAL_MESSAGE);
  });

  it('ask for the Secretary of State check of a property state that differs', async () => {
    const values = formValuesFromContent(draft());
    values.secretaryOfState = values.secretaryOfState.filter((c) => c.role === 'Formation state');
    const { errors } = await resolve(values, ['secretaryOfState.0.role']);
    expect(message(errors, 'secretaryOfState.root')).toBe('Add one Secretary of State check for the property state');
  });

  it('count corporate details only for a Corporation, and the attorney review only when included', () => {
    const values = formValuesFromContent(draft('Corporation'));
    expect(contentCandidate(values).corporate).toEqual(values.corporate);
    expect(contentCandidate({ ...values, reportType: 'Limited Liability Company' }).corporate).toBeUndefined();
    expect(contentCandidate(values).attorneyReview).toBeUndefined();
    const reviewed = { ...values, includeAttorneyReview: true };
    expect(contentCandidate(reviewed).attorneyReview).toEqual(values.attorneyReview);
  });

  it('come back from storage as they were, empty number fields included', () => {
    const values = blankReportValues(order);
    values.ownership.push({ owner: 'Ada Owner', percentage: 40, interest: '' });
    const stored: unknown = JSON.parse(JSON.stringify(values));
    const back = conformFormValues(stored, blankReportValues(order));
    expect(Number.isNaN(back.ownership[0]!.percentage)).toBe(true);
    expect(back.ownership[1]).toEqual({ owner: 'Ada Owner', percentage: 40, interest: '' });
    expect(sameFormValues(back, values)).toBe(true);
  });

  it('take from a damaged stored draft only what has the right shape', () => {
    const template = blankReportValues(order);
    const back = conformFormValues(
      {
        entityName: 42,
        entityType: 'Georgia corporation',
        ownership: [{ owner: 'Ada', percentage: '50', extra: true }, 'junk'],
        authority: { consents: [{ value: 'Board resolution' }, { value: 7 }] },
        injected: '<script>',
      },
      template,
    );
    expect(back.entityName).toBe(template.entityName);
    expect(back.entityType).toBe('Georgia corporation');
    expect(back.ownership).toHaveLength(2);
    expect(back.ownership[0]!.owner).toBe('Ada');
    expect(Number.isNaN(back.ownership[0]!.percentage)).toBe(true);
    expect(back.ownership[1]).toEqual({ owner: '', percentage: Number.NaN, interest: '' });
    expect(back.authority.consents).toEqual([{ value: 'Board resolution' }, { value: '' }]);
    expect(back).not.toHaveProperty('injected');
    expect(back.ownership[0]).not.toHaveProperty('extra');
    expect(conformFormValues('not an object', template)).toEqual(template);
  });
});

describe('report field paths', () => {
  it('map a report path to the editor field', () => {
    expect(editorFieldPath('authority.consents.2')).toBe('authority.consents.2.value');
    expect(editorFieldPath('signatureBlock.lines.0')).toBe('signatureBlock.lines.0.value');
    expect(editorFieldPath('missingDocuments.1')).toBe('missingDocuments.1.value');
    expect(editorFieldPath('ownership.1.percentage')).toBe('ownership.1.percentage');
    expect(editorFieldPath('authority.consents')).toBe('authority.consents');
  });

  it('name fields in words, rows counted from 1', () => {
    expect(reportFieldLabel('ownership.1.percentage')).toBe('Owner 2 percentage');
    expect(reportFieldLabel('ownership.root')).toBe('Ownership');
    expect(reportFieldLabel('secretaryOfState.0.stateStatus')).toBe('Check 1 state status wording');
    expect(reportFieldLabel('riskItems.2.mitigation')).toBe('Flag 3 mitigation');
    expect(reportFieldLabel('authority.consents.0.value')).toBe('Consent 1');
    expect(reportFieldLabel('corporate.officers.secretary')).toBe('Secretary');
    expect(reportFieldLabel('nonsense.path')).toBe('nonsense.path');
  });

  it('find the fields a refused publication names', () => {
    const error = new BackendError(
      'validation_failed',
      'Report content is invalid: ownership.1.percentage: Percentage must be more than 0',
      {
        issues: [
          'Report content is invalid: ownership.1.percentage: Percentage must be more than 0',
          'ownership: Ownership percentages must add up to 100',
        ],
      },
    );
    expect(publishProblems(error)).toEqual([
      { path: 'ownership.1.percentage', message: 'Percentage must be more than 0' },
      { path: 'ownership', message: 'Ownership percentages must add up to 100' },
    ]);
    expect(publishProblems(new BackendError('validation_failed', 'Say what the correction changes'))).toEqual([]);
    expect(publishProblems(new Error('boom'))).toEqual([]);
  });
});
