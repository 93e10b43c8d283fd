import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adjustCreditsInputSchema,
  documentsSchema,
  grantCreditsInputSchema,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  NEEDS_DOCUMENTS_MESSAGE_REQUIRED,
  notPdfContentMessage,
  orderRequestInputSchema,
  pdfContentIssues,
  setOrderStatusInputSchema,
  TERMS_REQUIRED_MESSAGE,
  REPORT_TYPES,
  US_STATES,
  type UploadFile,
} from './order';

function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/**
 * A real File that reports `size` bytes. Small files carry real bytes; past 64 KiB the size is overridden so
 * properties can range up to and beyond 20 MB without allocating it on every run.
 */
function file(name: string, size: number, type = 'application/pdf'): UploadFile {
  if (size <= 64 * 1024) return new File([new Uint8Array(size)], name, { type });
  return Object.defineProperty(new File([], name, { type }), 'size', { value: size });
}

const MB20 = 20 * 1024 * 1024;
const baseName = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 _.-]{0,19}$/);
const pdfExtension = fc.constantFrom('.pdf', '.PDF', '.Pdf');
const PDF_TYPE = 'application/pdf';
const OTHER_TYPES = ['', 'application/octet-stream', 'image/png', 'application/msword', 'text/plain'] as const;
const pdfSize = fc.oneof(fc.integer({ min: 1, max: 4096 }), fc.integer({ min: 1, max: MAX_DOCUMENT_BYTES }));

/** A PDF by type, by name, or both. */
const pdfFile = fc.oneof(
  fc.tuple(baseName, pdfExtension, pdfSize).map(([name, ext, size]) => file(name + ext, size, PDF_TYPE)),
  fc
    .tuple(baseName, pdfExtension, pdfSize, fc.constantFrom(...OTHER_TYPES))
    .map(([name, ext, size, type]) => file(name + ext, size, type)),
  fc
    .tuple(baseName, fc.constantFrom('', '.bin', '.txt'), pdfSize)
    .map(([name, ext, size]) => file(name + ext, size, PDF_TYPE)),
);
/** Neither typed as a PDF nor named like one. */
const nonPdfFile = fc
  .tuple(
    baseName,
    fc.constantFrom('', '.docx', '.png', '.pdf.exe', '.pdfx', '.txt'),
    pdfSize,
    fc.constantFrom(...OTHER_TYPES),
  )
  .filter(([name, ext]) => !(name + ext).toLowerCase().endsWith('.pdf'))
  .map(([name, ext, size, type]) => file(name + ext, size, type));

const notAPdf = (f: UploadFile) => `documents: ${f.name} is not a PDF. Only PDF files are accepted`;
const empty = (f: UploadFile) => `documents: ${f.name} is empty`;
const tooLarge = (f: UploadFile) => `documents: ${f.name} is larger than 20 MB. Each file must be 20 MB or smaller`;

const validOrder = fc.record({
  name: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== '' && s === s.trim()),
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.constantFrom('com', 'org', 'bank'),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  company: fc.string({ maxLength: 200 }).map((s) => s.trim()),
  entityLegalName: fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== '' && s === s.trim()),
  formationState: fc.constantFrom(...US_STATES),
  reportType: fc.constantFrom(...REPORT_TYPES),
  propertyState: fc.constantFrom('' as const, ...US_STATES),
  loanReference: fc.string({ maxLength: 100 }).map((s) => s.trim()),
  documents: fc.array(pdfFile, { minLength: 1, maxLength: MAX_DOCUMENTS }),
  acceptTerms: fc.constant(true as const),
});
/** documentsSchema under the key the order form uses, so issue paths read as they do on the form. */
const orderDocuments = orderRequestInputSchema.pick({ documents: true });

const sampleOrder = () => fc.sample(validOrder, { numRuns: 1, seed: 7 })[0]!;

describe('documentsSchema', () => {
  it('accepts 1 to 10 non-empty PDFs of at most 20 MB', () => {
    expect(MAX_DOCUMENTS).toBe(10);
    expect(MAX_DOCUMENT_BYTES).toBe(MB20);
    fc.assert(
      fc.property(fc.array(pdfFile, { minLength: 1, maxLength: MAX_DOCUMENTS }), (files) => {
        expect(documentsSchema.parse(files)).toEqual(files);
      }),
    );
  });

  it('requires at least one document', () => {
    expect(issues(documentsSchema, [])).toEqual([': Please upload at least one PDF document']);
    expect(issues(orderDocuments, { documents: [] })).toEqual(['documents: Please upload at least one PDF document']);
  });

  it('rejects more than 10 documents', () => {
    fc.assert(
      fc.property(fc.array(pdfFile, { minLength: MAX_DOCUMENTS + 1, maxLength: 20 }), (files) => {
        expect(issues(orderDocuments, { documents: files })).toEqual([
          'documents: You can upload at most 10 documents',
        ]);
      }),
    );
  });

  it('rejects any file that is neither typed nor named as a PDF, naming it', () => {
    fc.assert(
      fc.property(nonPdfFile, (f) => {
        expect(issues(orderDocuments, { documents: [f] })).toEqual([notAPdf(f)]);
      }),
    );
  });

  it('rejects an empty PDF, naming it', () => {
    fc.assert(
      fc.property(baseName, (name) => {
        const f = file(`${name}.pdf`, 0);
        expect(issues(orderDocuments, { documents: [f] })).toEqual([empty(f)]);
      }),
    );
  });

  it('accepts a file name of 255 characters and rejects a longer one (the server stores at most 255)', () => {
    const longest = file(`${'n'.repeat(251)}.pdf`, 10);
    expect(documentsSchema.parse([longest])).toEqual([longest]);
    expect(issues(orderDocuments, { documents: [file(`${'n'.repeat(252)}.pdf`, 10)] })).toEqual([
      'documents: A file name must be 255 characters or fewer: please rename the file',
    ]);
  });

  it('accepts exactly 20 MB and rejects anything larger, naming the file', () => {
    fc.assert(
      fc.property(baseName, fc.integer({ min: MB20 + 1, max: 10 * MB20 }), (name, size) => {
        const f = file(`${name}.pdf`, size);
        expect(issues(orderDocuments, { documents: [f] })).toEqual([tooLarge(f)]);
        expect(issues(orderDocuments, { documents: [file(`${name}.pdf`, MB20)] })).toEqual([]);
      }),
    );
  });

  it('checks real files at the 20 MB boundary', () => {
    const atLimit = new File([new Uint8Array(MB20)], 'limit.pdf', { type: PDF_TYPE });
    const overLimit = new File([new Uint8Array(MB20 + 1)], 'over.pdf', { type: PDF_TYPE });
    expect(issues(orderDocuments, { documents: [atLimit] })).toEqual([]);
    expect(issues(orderDocuments, { documents: [overLimit] })).toEqual([tooLarge(overLimit)]);
  });

  it('reports every bad file in order, one message each', () => {
    const anyFile = fc.oneof(
      pdfFile.map((f) => ({ f, expected: [] as string[] })),
      nonPdfFile.map((f) => ({ f, expected: [notAPdf(f)] })),
      baseName.map((name) => file(`${name}.pdf`, 0)).map((f) => ({ f, expected: [empty(f)] })),
      fc
        .tuple(baseName, fc.integer({ min: MB20 + 1, max: 2 * MB20 }))
        .map(([name, size]) => file(`${name}.pdf`, size))
        .map((f) => ({ f, expected: [tooLarge(f)] })),
    );
    fc.assert(
      fc.property(fc.array(anyFile, { minLength: 1, maxLength: MAX_DOCUMENTS }), (entries) => {
        expect(issues(orderDocuments, { documents: entries.map((e) => e.f) })).toEqual(
          entries.flatMap((e) => e.expected),
        );
      }),
    );
  });

  it('rejects values that are not files', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({}), fc.constant({ name: 'a.pdf' })),
        (value) => {
          expect(issues(orderDocuments, { documents: [value] })).toEqual(['documents.0: Invalid file']);
        },
      ),
    );
  });
});

describe('pdfContentIssues', () => {
  const named = (name: string, content: string, type = PDF_TYPE) => new File([content], name, { type });

  it('names each document whose first bytes are not a PDF, whatever its name and type say', async () => {
    const files = [
      named('agreement.pdf', 'Operating Agreement of Harbor Point LLC'),
      named('articles.pdf', '%PDF-1.7\n1 0 obj'),
      named('scan', 'GIF89a', PDF_TYPE),
      named('bylaws.PDF', '<html><body>Bylaws</body></html>', ''),
    ];
    expect(await pdfContentIssues(files)).toEqual([
      'agreement.pdf is not a PDF: its contents are not in PDF format, whatever its name says. Only PDF files are accepted',
      notPdfContentMessage('scan'),
      notPdfContentMessage('bylaws.PDF'),
    ]);
  });

  it('finds "%PDF-" anywhere in the first 1,024 bytes, as PDF readers do, and not past them', async () => {
    expect(await pdfContentIssues([named('late.pdf', `${' '.repeat(1019)}%PDF-1.4`)])).toEqual([]);
    expect(await pdfContentIssues([named('later.pdf', `${' '.repeat(1020)}%PDF-1.4`)])).toEqual([
      notPdfContentMessage('later.pdf'),
    ]);
  });

  it('leaves the files documentsSchema refuses to its messages: not named or typed PDF, empty, too large', async () => {
    const files = [named('notes.txt', 'hello', 'text/plain'), file('blank.pdf', 0), file('huge.pdf', MB20 + 1)];
    expect(await pdfContentIssues(files)).toEqual([]);
  });
});

describe('orderRequestInputSchema', () => {
  it('accepts a complete order and defaults the company to empty', () => {
    fc.assert(
      fc.property(validOrder, fc.boolean(), (order, withCompany) => {
        const input = withCompany ? order : { ...order, company: undefined };
        const result = orderRequestInputSchema.parse(input);
        expect(result).toEqual({ ...order, company: withCompany ? order.company : '' });
      }),
    );
  });

  it('offers the fifty states and the District of Columbia as formation states', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES).size).toBe(51);
    expect(US_STATES).toContain('District of Columbia');
    expect([...US_STATES].sort()).toEqual([...US_STATES]);
  });

  it('rejects any other formation state', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => !(US_STATES as readonly string[]).includes(s)),
          fc.constantFrom('california', 'CA', 'Puerto Rico', ' Texas', ''),
        ),
        (state) => {
          expect(issues(orderRequestInputSchema, { ...sampleOrder(), formationState: state })).toEqual([
            'formationState: Please choose the formation state',
          ]);
        },
      ),
    );
  });

  it('offers the six report types of SPEC §1 and rejects anything else', () => {
    expect(REPORT_TYPES).toEqual([
      'Limited Liability Company',
      'Corporation',
      'Limited Partnership',
      'General Partnership',
      'Revocable Trust',
      'Irrevocable Trust',
    ]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => !(REPORT_TYPES as readonly string[]).includes(s)),
          fc.constantFrom('LLC', 'corporation', 'Trust', ''),
        ),
        (reportType) => {
          expect(issues(orderRequestInputSchema, { ...sampleOrder(), reportType })).toEqual([
            'reportType: Please choose a report type',
          ]);
        },
      ),
    );
  });

  it('bounds the requester name at 200 and the entity legal name at 300, both required', () => {
    const order = sampleOrder();
    const withName = (name: string) => issues(orderRequestInputSchema, { ...order, name });
    const withEntity = (entityLegalName: string) => issues(orderRequestInputSchema, { ...order, entityLegalName });
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t '), fc.constantFrom(...'aZ9é.'), (blank, c) => {
        expect(withName(blank)).toEqual(['name: Your name is required']);
        expect(withName(` ${c.repeat(200)} `)).toEqual([]);
        expect(withName(c.repeat(201))).toEqual(['name: Your name must be less than 200 characters']);
        expect(withEntity(blank)).toEqual(['entityLegalName: Entity legal name is required']);
        expect(withEntity(` ${c.repeat(300)} `)).toEqual([]);
        expect(withEntity(c.repeat(301))).toEqual([
          'entityLegalName: Entity legal name must be less than 300 characters',
        ]);
      }),
    );
  });

  it('applies the email and company rules', () => {
    const order = sampleOrder();
    expect(issues(orderRequestInputSchema, { ...order, email: '' })).toEqual(['email: Email is required']);
    expect(issues(orderRequestInputSchema, { ...order, email: 'lender@bank' })).toEqual([
      'email: Invalid email address',
    ]);
    expect(issues(orderRequestInputSchema, { ...order, company: 'c'.repeat(201) })).toEqual([
      'company: Company name must be less than 200 characters',
    ]);
  });

  it('asks for the Terms at each order and bounds the loan reference; the property state is optional', () => {
    const order = sampleOrder();
    for (const acceptTerms of [false, undefined, 'yes'])
      expect(issues(orderRequestInputSchema, { ...order, acceptTerms })).toEqual([
        `acceptTerms: ${TERMS_REQUIRED_MESSAGE}`,
      ]);
    expect(issues(orderRequestInputSchema, { ...order, loanReference: 'x'.repeat(101) })).toEqual([
      'loanReference: Loan reference must be less than 100 characters',
    ]);
    expect(issues(orderRequestInputSchema, { ...order, propertyState: 'Atlantis' })).toEqual([
      'propertyState: Please choose a state',
    ]);
    expect(
      orderRequestInputSchema.parse({ ...order, propertyState: undefined, loanReference: undefined }),
    ).toMatchObject({ propertyState: '', loanReference: '' });
  });
});

describe('order and credit inputs', () => {
  const orderId = '00000000-0000-4000-8000-00000000a001';
  const userId = '00000000-0000-4000-8000-000000000003';

  it('needs a message to the customer when asking for documents', () => {
    expect(issues(setOrderStatusInputSchema, { orderId, status: 'Needs documents', message: ' \n\t' })).toEqual([
      `message: ${NEEDS_DOCUMENTS_MESSAGE_REQUIRED}`,
    ]);
    expect(issues(setOrderStatusInputSchema, { orderId, status: 'In review' })).toEqual([]);
    expect(issues(setOrderStatusInputSchema, { orderId: 'x', status: 'Shipped' })).toEqual([
      'orderId: Invalid order ID',
      'status: Please choose a status',
    ]);
  });

  it('takes purchases in whole credits and dollars to the cent, adjustments as non-zero credits with a reason', () => {
    expect(issues(grantCreditsInputSchema, { userId, credits: 10, amountPaid: 350.25 })).toEqual([]);
    expect(issues(grantCreditsInputSchema, { userId, credits: 0.5, amountPaid: 1.001 })).toEqual([
      'credits: Credits must be a whole number from 1 to 10000',
      'amountPaid: Amount paid must be in dollars and cents',
    ]);
    expect(issues(adjustCreditsInputSchema, { userId, credits: 0, reason: '' })).toEqual([
      'credits: An adjustment is a whole number of credits from -10000 to 10000, not 0',
      'reason: Give the reason for the adjustment',
    ]);
    expect(issues(adjustCreditsInputSchema, { userId, credits: -2, reason: 'Duplicate order' })).toEqual([]);
  });
});
