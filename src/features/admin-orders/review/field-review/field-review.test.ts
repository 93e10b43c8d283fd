import { describe, expect, it } from 'vitest';
import { fieldReviewsSchema, type OrderRequest } from '@/backend';
import type { DocumentDraft } from '@/lib/document-reader/report-draft';
import { formValuesFromDocumentDraft } from '../reading/draft-values';
import {
  fieldReviews,
  focusNameOf,
  markedUndecided,
  mustReviewMessage,
  reviewItems,
  reviewPathOfInput,
  startReview,
  textAt,
  undecidedItems,
  type ReviewState,
} from './field-review';
import { blankReportValues, type ReportFormValues } from '../editor/form-values';

const order: OrderRequest = {
  id: '7d2a9f31-0000-4000-8000-000000000c06',
  user_id: '11111111-1111-4111-8111-111111111111',
  name: 'Casey Customer',
  email: 'customer@demo.test',
  company: 'Harbor Point Lending',
  entity_legal_name: 'Oak Hollow Development',
  formation_state: 'Georgia',
  report_type: 'Corporation',
  property_state: null,
  loan_reference: null,
  documents: [{ name: 'articles.pdf', size: 1200, storage_path: 'u/o/articles.pdf' }],
  status: 'In review',
  terms_version: 'v.20250822',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  documents_purged_at: null,
};

const at = (page: number, quote: string) => ({ file: 'articles.pdf', page, quote });
const draft: DocumentDraft = {
  content: {
    entityName: 'Oak Hollow Development Corp.',
    purpose: 'Residential real estate',
    ownership: [
      { owner: 'Margaret L. Reyes', percentage: 60, interest: '600 units' },
      { owner: 'Tomas Reyes', percentage: 40, interest: '' },
    ],
    authority: { signers: 'The President', clause: 'The President may sign', consents: ['Borrowing needs a majority'] },
  },
  sources: {
    purpose: at(2, 'organized to acquire residential real estate'),
    'ownership.1': at(3, 'Tomas Reyes 40%'),
    entityName: at(1, 'The name of the corporation is Oak Hollow Development Corp.'),
    'authority.consents.0': at(4, 'borrowing requires a majority'),
    'ownership.0': at(3, 'Margaret L. Reyes 60%'),
  },
  notFound: [],
  reader: 'built-in',
  forReview: {},
};

function setup() {
  const filled = formValuesFromDocumentDraft(order, draft);
  const blank = blankReportValues(order);
  const state = startReview(draft.sources, filled, draft.reader);
  return { filled, blank, state };
}
const copy = (values: ReportFormValues): ReportFormValues => structuredClone(values);

describe('the review of a drafted report', () => {
  it('lists the drafted fields in the editor’s order, each with its label, drafted value as text and source', () => {
    const { state } = setup();
    expect(state.drafted.map((f) => [f.path, f.label, f.draftedValue])).toEqual([
      ['entityName', 'Entity legal name', 'Oak Hollow Development Corp.'],
      ['purpose', 'Purpose', 'Residential real estate'],
      ['ownership.0', 'Owner 1', 'Margaret L. Reyes, 60%, 600 units'],
      ['ownership.1', 'Owner 2', 'Tomas Reyes, 40%'],
      ['authority.consents.0', 'Consent 1', 'Borrowing needs a majority'],
    ]);
    expect(state.drafted[2]!.source).toEqual(at(3, 'Margaret L. Reyes 60%'));
  });

  it('starts undecided; marking checked verifies an unchanged value and makes a changed one edited', () => {
    const { filled, blank, state } = setup();
    expect(undecidedItems(reviewItems(state, filled, blank))).toHaveLength(5);

    const values = copy(filled);
    values.purpose = 'Acquiring and selling residential real estate';
    const marked: ReviewState = { ...state, marks: { entityName: 'checked', purpose: 'checked' } };
    const items = reviewItems(marked, values, blank);
    expect(items.find((i) => i.path === 'entityName')).toMatchObject({ decision: 'verified' });
    expect(items.find((i) => i.path === 'purpose')).toMatchObject({
      decision: 'edited',
      draftedValue: 'Residential real estate',
      currentValue: 'Acquiring and selling residential real estate',
    });
    // A change the reviewer has not marked is still to be reviewed.
    const unmarked = reviewItems(state, values, blank).find((i) => i.path === 'purpose');
    expect(unmarked?.decision).toBe('undecided');
  });

  it('"editing" stays undecided until the value changes', () => {
    const { filled, blank, state } = setup();
    const editing: ReviewState = { ...state, marks: { purpose: 'editing' } };
    expect(reviewItems(editing, filled, blank).find((i) => i.path === 'purpose')?.decision).toBe('undecided');
    const values = copy(filled);
    values.purpose = 'Other';
    expect(reviewItems(editing, values, blank).find((i) => i.path === 'purpose')?.decision).toBe('edited');
  });

  it('rejected while the field holds the blank report’s value; a typed replacement is an edit', () => {
    const { filled, blank, state } = setup();
    const values = copy(filled);
    values.entityName = blank.entityName;
    const rejected: ReviewState = { ...state, marks: { entityName: 'rejected' } };
    expect(reviewItems(rejected, values, blank)[0]).toMatchObject({
      decision: 'rejected',
      currentValue: 'Oak Hollow Development',
    });
    values.entityName = 'Oak Hollow Development, Inc.';
    expect(reviewItems(rejected, values, blank)[0]?.decision).toBe('edited');
  });

  it('turns the decisions into the published FieldReview[]: rejected has no published value, undecided is left out', () => {
    const { filled, blank, state } = setup();
    const values = copy(filled);
    values.purpose = 'Other';
    values.entityName = blank.entityName;
    values.formationDate = '2019-03-04';
    const reviewed: ReviewState = {
      ...state,
      marks: { entityName: 'rejected', purpose: 'checked', 'ownership.0': 'checked' },
      added: { formationDate: { file: 'articles.pdf', page: 5 }, fileNumber: { file: 'articles.pdf', page: 1 } },
    };
    const reviews = fieldReviews(reviewItems(reviewed, values, blank), state.reader);
    expect(reviews).toEqual([
      {
        field: 'entityName',
        label: 'Entity legal name',
        decision: 'rejected',
        draftedValue: 'Oak Hollow Development Corp.',
        publishedValue: null,
        source: at(1, 'The name of the corporation is Oak Hollow Development Corp.'),
        reader: 'built-in',
      },
      {
        field: 'purpose',
        label: 'Purpose',
        decision: 'edited',
        draftedValue: 'Residential real estate',
        publishedValue: 'Other',
        source: at(2, 'organized to acquire residential real estate'),
        reader: 'built-in',
      },
      {
        field: 'ownership.0',
        label: 'Owner 1',
        decision: 'verified',
        draftedValue: 'Margaret L. Reyes, 60%, 600 units',
        publishedValue: 'Margaret L. Reyes, 60%, 600 units',
        source: at(3, 'Margaret L. Reyes 60%'),
        reader: 'built-in',
      },
      // The added file number has no value in its field: nothing to record.
      {
        field: 'formationDate',
        label: 'Formation date',
        decision: 'added',
        draftedValue: null,
        publishedValue: '2019-03-04',
        source: { file: 'articles.pdf', page: 5, quote: '' },
        reader: null,
      },
    ]);
    expect(fieldReviewsSchema.safeParse(reviews).success).toBe(true);
  });

  it('marks a field drafted from a page addressed to a reader, with why, and holds it back from publishing undecided', () => {
    const { filled, blank } = setup();
    const why = 'Read from articles.pdf, page 1, which has text addressed to an automated reader.';
    const state = startReview(draft.sources, filled, draft.reader, { entityName: why });
    expect(state.drafted.map((f) => [f.path, f.forReview])).toEqual([
      ['entityName', why],
      ['purpose', null],
      ['ownership.0', null],
      ['ownership.1', null],
      ['authority.consents.0', null],
    ]);
    const items = reviewItems(state, filled, blank);
    expect(items[0]).toMatchObject({ path: 'entityName', decision: 'undecided', forReview: why });
    // Undecided, it is the one field that cannot be published as drafted; the others only get the warning.
    expect(markedUndecided(items).map((i) => i.label)).toEqual(['Entity legal name']);
    expect(mustReviewMessage(['Entity legal name'])).toBe(
      'Entity legal name was drafted from a page with text addressed to an automated reader: verify, edit or reject it before publishing.',
    );
    expect(mustReviewMessage(['Entity legal name', 'Signers'])).toBe(
      'Entity legal name and Signers were drafted from a page with text addressed to an automated reader: verify, edit or reject each before publishing.',
    );
    // A decision by the reviewer releases it (a value changed without Edit is not one), and the mark stays.
    for (const mark of ['checked', 'rejected'] as const) {
      const decided = reviewItems({ ...state, marks: { entityName: mark } }, filled, blank);
      expect(markedUndecided(decided)).toEqual([]);
      expect(decided[0]!.forReview).toBe(why);
    }
    const edited = copy(filled);
    edited.entityName = 'Oak Hollow Development, Inc.';
    expect(markedUndecided(reviewItems(state, edited, blank))).toHaveLength(1);
    expect(markedUndecided(reviewItems({ ...state, marks: { entityName: 'editing' } }, edited, blank))).toEqual([]);
  });

  it('reads an empty number as no value and maps inputs to the field they belong to', () => {
    const { blank } = setup();
    expect(textAt(blank, 'ownership.0')).toBe('');
    expect(textAt(blank, 'ownership.3')).toBe('');
    const paths = ['ownership.0', 'authority.consents.0', 'entityName'];
    expect(reviewPathOfInput('ownership.0.percentage', paths)).toBe('ownership.0');
    expect(reviewPathOfInput('authority.consents.0.value', paths)).toBe('authority.consents.0');
    expect(reviewPathOfInput('entityName', paths)).toBe('entityName');
    expect(reviewPathOfInput('purpose', paths)).toBeNull();
    expect(focusNameOf('ownership.1')).toBe('ownership.1.owner');
    expect(focusNameOf('authority.consents.0')).toBe('authority.consents.0.value');
    expect(focusNameOf('purpose')).toBe('purpose');
  });
});
