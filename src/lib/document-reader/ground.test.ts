import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ground, quoteIsOnPage, readDocuments, type DocumentText, type ReaderResult, type Source } from './index.ts';

const docs: DocumentText[] = [
  {
    file: 'agreement.pdf',
    pages: [
      {
        page: 1,
        text:
          'Harbor Point Holdings, LLC, a Delaware limited lia-\nbility company (the “Company”), was formed on\nMarch 3, 2021 — File No. 7423315.\n' +
          'Dana Whitfield holds 60% of the membership interests.',
      },
      { page: 2, text: 'The Company shall be managed by its Members.' },
    ],
  },
];
const at = (quote: string, page = 1, file = 'agreement.pdf'): Source => ({ file, page, quote });

describe('ground(): a value enters only with its quote on the cited page, and only if the quote says it', () => {
  it('finds the quote whitespace-, hyphenation- and typography-insensitively', () => {
    const quote =
      'Harbor Point Holdings, LLC, a Delaware limited liability company (the "Company"), was formed on March 3, 2021 - File No. 7423315.';
    expect(ground(docs, 'Harbor Point Holdings, LLC', at(quote), { kind: 'text' })?.value).toBe(
      'Harbor Point Holdings, LLC',
    );
    expect(ground(docs, '2021-03-03', at(quote), { kind: 'date' })?.value).toBe('2021-03-03');
    expect(ground(docs, 'DE', at(quote), { kind: 'state' })?.value).toBe('DE');
    expect(ground(docs, 'LLC', at(quote), { kind: 'enum', field: 'entity_type' })?.value).toBe('LLC');
    expect(
      ground(docs, 60, at('Dana Whitfield holds 60% of the membership interests.'), { kind: 'percentage' })?.value,
    ).toBe(60);
  });

  it('drops a value whose quote is not on the cited page, file or page', () => {
    const quote = 'The Company shall be managed by its Members.';
    expect(ground(docs, 'member-managed', at(quote, 2), { kind: 'enum', field: 'management' })).not.toBeNull();
    expect(ground(docs, 'member-managed', at(quote, 1), { kind: 'enum', field: 'management' })).toBeNull();
    expect(ground(docs, 'member-managed', at(quote, 3), { kind: 'enum', field: 'management' })).toBeNull();
    expect(ground(docs, 'member-managed', at(quote, 2, 'other.pdf'), { kind: 'enum', field: 'management' })).toBeNull();
    expect(
      ground(docs, 'Harbor Point Holdings, LLC', at('Harbor Point Holdings, LLC is a Texas company'), { kind: 'text' }),
    ).toBeNull();
  });

  it('drops a value the quote does not state', () => {
    const quote = 'Dana Whitfield holds 60% of the membership interests.';
    expect(ground(docs, 'Marcus Ortega', at(quote), { kind: 'text' })).toBeNull();
    expect(ground(docs, 40, at(quote), { kind: 'percentage' })).toBeNull();
    expect(ground(docs, '2021-03-04', at('was formed on March 3, 2021'), { kind: 'date' })).toBeNull();
    expect(ground(docs, 'TX', at('a Delaware limited lia-\nbility company'), { kind: 'state' })).toBeNull();
    expect(
      ground(docs, 'manager-managed', at('The Company shall be managed by its Members.', 2), {
        kind: 'enum',
        field: 'management',
      }),
    ).toBeNull();
    expect(
      ground(docs, 'Corporation', at('a Delaware limited lia-\nbility company'), {
        kind: 'enum',
        field: 'entity_type',
      }),
    ).toBeNull();
  });

  it('derives a percentage from units only when the quote holds the units and the total is itself grounded', () => {
    const unitDocs: DocumentText[] = [
      {
        file: 'a.pdf',
        pages: [{ page: 1, text: 'The Company has issued a total of 1,000 Units.\nJulia Brennan 450' }],
      },
    ];
    const total = {
      value: 1000,
      source: { file: 'a.pdf', page: 1, quote: 'The Company has issued a total of 1,000 Units.' },
    };
    const row = { file: 'a.pdf', page: 1, quote: 'Julia Brennan 450' };
    expect(ground(unitDocs, 45, row, { kind: 'percentage', units: 450, total })?.value).toBe(45);
    expect(ground(unitDocs, 45, row, { kind: 'percentage', units: 450, total: { ...total, value: 900 } })).toBeNull();
    expect(
      ground(unitDocs, 45, row, {
        kind: 'percentage',
        units: 450,
        total: { value: 1000, source: { ...total.source, page: 2 } },
      }),
    ).toBeNull();
    expect(ground(unitDocs, 45, row, { kind: 'percentage' })).toBeNull();
  });
});

/** Every source a result carries. */
function sources(result: ReaderResult): Source[] {
  const f = result.fields;
  return [
    ...[
      f.entity_legal_name,
      f.entity_type,
      f.formation_state,
      f.formation_date,
      f.file_number,
      f.management,
      f.signing_authority,
      f.borrowing_restrictions,
      f.principal_office,
      f.registered_agent,
      f.purpose,
    ].flatMap((g) => (g ? [g.source] : [])),
    ...f.owners.flatMap((o) => [o.source, ...(o.total_units ? [o.total_units.source] : [])]),
    ...f.managers_or_officers.map((o) => o.source),
    ...f.consents.map((c) => c.source),
    ...result.missing_exhibits.map((m) => m.source),
    ...result.documents.flatMap((d) => Object.values(d.sources).filter((s): s is Source => s !== null)),
    ...result.checks.flatMap((c) => (c.source ? [c.source] : [])),
  ];
}

describe('the reader on documents that state nothing', () => {
  const nothing: DocumentText[] = [
    {
      file: 'letter.pdf',
      pages: [
        {
          page: 1,
          text: 'Cover Letter\n\nPlease find the enclosed documents for the loan file. Contact us with any questions.\n\nSincerely,\nThe Closing Team',
        },
        { page: 2, text: '' },
      ],
    },
    { file: 'blank.pdf', pages: [{ page: 1, text: '   \n\n  ' }] },
  ];

  it('returns no person, address, date or file number, and lists every field as not stated', () => {
    const result = readDocuments(nothing);
    const f = result.fields;
    expect([
      f.entity_legal_name,
      f.formation_date,
      f.file_number,
      f.principal_office,
      f.registered_agent,
      f.signing_authority,
    ]).toEqual([null, null, null, null, null, null]);
    expect(f.owners).toEqual([]);
    expect(f.managers_or_officers).toEqual([]);
    expect(result.documents.map((d) => d.date)).toEqual([null, null]);
    expect(result.not_stated).toContain('Entity legal name');
    expect(result.not_stated).toContain('Owners');
    expect(result.not_stated).toContain('File number');
    expect(sources(result)).toEqual([]);
  });
});

// Legal-sounding words, names, numbers and dates, shuffled: text that looks like a governing document but is not.
const token = fc.constantFrom(
  'LLC',
  'Inc.',
  'Company',
  'Member',
  'Members',
  'Manager',
  'holds',
  'owns',
  '60%',
  '40%',
  '1,000',
  'Units',
  'Schedule A',
  'Exhibit B',
  'Total',
  'March 3, 2021',
  '03/03/2021',
  '2021-03-03',
  'File No.',
  '7423315',
  'Delaware',
  'Texas',
  'a',
  'limited liability company',
  'corporation',
  'organized under the laws of the State of',
  'the',
  'of',
  'is',
  'shall be',
  'managed by',
  'its',
  'By:',
  'Name:',
  'Title:',
  '/s/',
  '____',
  'President',
  'Trustee',
  'Dana Whitfield',
  'Marcus Ortega',
  'consent',
  'borrow',
  'without',
  'unanimous',
  'principal office',
  '1200 Shoreline Drive, Wilmington, DE 19801',
  '.',
  ',',
  '\n',
  '\n\n',
  '(the "Company")',
  'revocable',
  'trust',
  'sole member',
  '“',
  '”',
  '—',
  '-\n',
);
const pageText = fc.array(token, { maxLength: 120 }).map((t) => t.join(' '));
const documentsArb = fc
  .array(
    fc.record({ file: fc.constantFrom('a.pdf', 'b.pdf'), pages: fc.array(pageText, { minLength: 1, maxLength: 3 }) }),
    { minLength: 1, maxLength: 2 },
  )
  .map((ds) =>
    ds.map((d, i) => ({ file: `${i}-${d.file}`, pages: d.pages.map((text, p) => ({ page: p + 1, text })) })),
  );

describe('property: no value leaves the reader without its quote on its page', () => {
  it('holds for any mix of legal words', () => {
    fc.assert(
      fc.property(documentsArb, (documents) => {
        for (const s of sources(readDocuments(documents))) expect(quoteIsOnPage(documents, s)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('ground() never accepts a quote absent from the page, whatever the value', () => {
    fc.assert(
      fc.property(documentsArb, fc.string({ minLength: 2, maxLength: 40 }), fc.string(), (documents, quote, value) => {
        const page = documents[0]!.pages[0]!;
        const grounded = ground(
          documents,
          value,
          { file: documents[0]!.file, page: page.page, quote },
          { kind: 'text' },
        );
        if (grounded) expect(quoteIsOnPage(documents, grounded.source)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
