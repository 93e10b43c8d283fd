import { afterAll, describe, expect, it } from 'vitest';
import { normalizeForMatch, readDocuments, type DocumentText, type ReaderResult } from '@/lib/document-reader';
import { reportDraftFromReading } from '@/lib/document-reader/report-draft';
import { DEMO_OUTCOMES } from '../demo-draft';
import { NodeOcr, readPdfBytes } from '../../../scripts/document-reader/read-pdf-node';
import { SEED_ORDER_SPECS } from '../seed-data';
import { seedDocumentBytes, SEED_DOCUMENT_TEXTS } from './index';
import { renderSeedDocument } from './render';

/**
 * The seeded orders' documents through the document reader, as staff would read them in the demo: each order's
 * rendered PDFs → pdf.js (OCR for the scan) → readDocuments with the order's name and state. What the reader
 * finds is what the demo shows, so every field is pinned here, nulls included (nothing read that the documents
 * do not state).
 */

interface Expected {
  name: string | null;
  type: string | null;
  state: string | null;
  management: string | null;
  signing: string | null;
  borrowing: boolean | null;
  owners: string[];
  officers: string[];
  missing: string[];
  checks: string[];
  /** Who may sign: "Name: Title (alone|jointly)", and who signs for an entity signer ("by Name: Title"). */
  signers: string[];
  /** The drafted report's signature block lines. */
  block: string[];
  ocrPages?: number;
}

const EXPECTED: Record<string, Expected> = {
  // Cedar Ridge: member-managed, members in a schedule.
  a3f27c19: {
    name: 'Cedar Ridge Apartments LLC',
    type: 'LLC',
    state: 'DE',
    management: 'member-managed',
    signing: 'Any Member',
    borrowing: null,
    owners: ['Harlan Brooks 55', 'Teresa Villanueva 45'],
    officers: [],
    missing: [],
    checks: [],
    signers: ['Harlan Brooks: Member (alone)', 'Teresa Villanueva: Member (alone)'],
    block: ['Cedar Ridge Apartments LLC,', 'A Delaware Limited Liability Company', 'By: Harlan Brooks, its Member'],
  },
  // Maple Street: bylaws with officers, a board resolution, two officers sign loans.
  '5e81b40d': {
    name: 'Maple Street Holdings, Inc.',
    type: 'Corporation',
    state: 'NV',
    management: 'board',
    signing: 'the President, together with the Secretary or the Treasurer',
    borrowing: true,
    owners: [],
    // Each officer once per office, in the order first named: the articles name both directors first.
    officers: [
      'Naomi Achterberg: Secretary',
      'Naomi Achterberg: Director',
      'Gregory Lindqvist: President',
      'Gregory Lindqvist: Director',
      'Paul Okonkwo: Treasurer',
    ],
    missing: [],
    checks: ['borrowing-consent'],
    signers: [
      'Gregory Lindqvist: President (jointly)',
      'Naomi Achterberg: Secretary (jointly)',
      'Paul Okonkwo: Treasurer (jointly)',
    ],
    block: [
      'Maple Street Holdings, Inc.,',
      'a Nevada corporation',
      'By: Gregory Lindqvist, its President',
      'By: Naomi Achterberg, its Secretary',
      'By: Paul Okonkwo, its Treasurer',
    ],
  },
  // Lakeview: the image-only scan, read by OCR.
  c92d6e07: {
    name: 'Lakeview Family Trust',
    type: 'Revocable Trust',
    state: 'FL',
    management: 'trustee',
    signing: 'Either trustee acting alone',
    borrowing: false,
    owners: [],
    officers: ['Walter Ames: Trustee', 'Irene Ames: Trustee'],
    missing: [],
    checks: [],
    signers: ['Walter Ames: Trustee (alone)', 'Irene Ames: Trustee (alone)'],
    block: ['Lakeview Family Trust,', 'By: Walter Ames, its Trustee'],
    ocrPages: 1,
  },
  // Ashcroft: the In review order's image-only scan, read by OCR (issue 47 §5).
  '3e9b7c60': {
    name: 'Ashcroft Family Irrevocable Trust',
    type: 'Irrevocable Trust',
    state: 'CA',
    management: 'trustee',
    signing: 'The trustee acting alone',
    borrowing: false,
    owners: [],
    officers: ['Miriam Ashcroft: Trustee'],
    missing: [],
    checks: [],
    signers: ['Miriam Ashcroft: Trustee (alone)'],
    block: ['Ashcroft Family Irrevocable Trust,', 'By: Miriam Ashcroft, its Trustee'],
    ocrPages: 1,
  },
  // Brightwater: a limited partnership, two general partners, approvals to borrow.
  '1b7f3a52': {
    name: 'Brightwater Partners LP',
    type: 'Limited Partnership',
    state: 'IL',
    management: 'general partner',
    signing: 'Each General Partner acting alone',
    borrowing: true,
    owners: [
      'Brightwater GP, LLC 1',
      'Lakefront Advisors, Inc. 1',
      'Mira Castellano 49',
      'Dunmore Family Holdings LLC 49',
    ],
    officers: [],
    missing: [],
    checks: ['borrowing-consent'],
    signers: [
      'Brightwater GP, LLC: General Partner (alone) by Simon Hale: Manager',
      'Lakefront Advisors, Inc.: General Partner (alone) by Ruth Delacroix: President',
    ],
    block: [
      'Brightwater Partners LP,',
      'an Illinois limited partnership',
      'By: Brightwater GP, LLC, its General Partner',
      'By: Simon Hale, its Manager',
    ],
  },
  // Summit Peak: the unsigned draft without its Exhibit A (the demo's missing exhibit).
  e4c05d98: {
    name: 'Summit Peak Ventures LLC',
    type: 'LLC',
    state: 'CO',
    management: 'manager-managed',
    signing: 'The Manager',
    borrowing: true,
    owners: [],
    officers: ['Alpine Trail Management, LLC: Manager'],
    missing: ['Exhibit A'],
    checks: ['unsigned', 'borrowing-consent', 'missing-exhibit'],
    signers: ['Alpine Trail Management, LLC: Manager'],
    block: [
      'Summit Peak Ventures LLC,',
      'a Colorado limited liability company',
      'By: Alpine Trail Management, LLC, its Manager',
    ],
  },
  // Oak Hollow: bylaws with officers; the notice of administrative dissolution (the demo's dissolved entity).
  '7d2a9f31': {
    name: 'Oak Hollow Development Corp.',
    type: 'Corporation',
    state: 'GA',
    management: 'board',
    signing: 'The President',
    borrowing: null,
    owners: [],
    officers: ['Rosa Ibarra: Secretary', 'Denise Harwell: President', 'Calvin Motley: Treasurer'],
    missing: [],
    checks: ['dissolved'],
    signers: ['Denise Harwell: President'],
    block: ['Oak Hollow Development Corp.,', 'By: Denise Harwell, its President'],
  },
  // Riverbend: member-managed, members in Schedule A.
  '0f6b8e24': {
    name: 'Riverbend Storage LLC',
    type: 'LLC',
    state: 'OH',
    management: 'member-managed',
    signing: 'Each Member',
    borrowing: null,
    owners: ['Kendra Olsen 50', 'Marcus Feld 30', 'Buckeye Storage Partners, LLC 20'],
    officers: [],
    missing: [],
    checks: [],
    signers: [
      'Kendra Olsen: Member (alone)',
      'Marcus Feld: Member (alone)',
      'Buckeye Storage Partners, LLC: Member (alone) by Amir Haddad: Manager',
    ],
    block: ['Riverbend Storage LLC,', 'an Ohio limited liability company', 'By: Kendra Olsen, its Member'],
  },
  // Pacific Crest: manager-managed, members' consent to borrow, Exhibit B not supplied.
  '9c4e1a73': {
    name: 'Pacific Crest Holdings LLC',
    type: 'LLC',
    state: 'CA',
    management: 'manager-managed',
    signing: 'Any Manager',
    borrowing: true,
    owners: ['Lorenzo Medina 40', 'Hana Fujii 35', 'Seabright Investments, Inc. 25'],
    officers: ['Lorenzo Medina: Manager', 'Hana Fujii: Manager'],
    missing: ['Exhibit B'],
    checks: ['borrowing-consent', 'missing-exhibit'],
    signers: ['Lorenzo Medina: Manager (alone)', 'Hana Fujii: Manager (alone)'],
    block: ['Pacific Crest Holdings LLC,', 'a California limited liability company', 'By: Lorenzo Medina, its Manager'],
  },
  // Golden Gate: "Co." ends a corporation's name as "Inc." does.
  '62d8f0b5': {
    name: 'Golden Gate Bakery Co.',
    type: 'Corporation',
    state: 'CA',
    management: 'board',
    signing: 'The Chief Executive Officer',
    borrowing: null,
    owners: [],
    officers: ['Aaron Pettigrew: Secretary', 'Li Wen Chao: Chief Executive Officer'],
    missing: [],
    checks: [],
    signers: ['Li Wen Chao: Chief Executive Officer'],
    block: ['Golden Gate Bakery Co.,', 'a California corporation', 'By: Li Wen Chao, its Chief Executive Officer'],
  },
};

const ocr = new NodeOcr();
afterAll(() => ocr.close());

async function readOrder(
  spec: (typeof SEED_ORDER_SPECS)[number],
): Promise<{ result: ReaderResult; docs: DocumentText[] }> {
  const docs: DocumentText[] = [];
  for (const [file, title] of spec.documents)
    docs.push((await readPdfBytes(seedDocumentBytes(spec.ref, file, title), file, { ocr })).document);
  return { docs, result: readDocuments(docs, { order: { entityName: spec.entity, formationState: spec.formation } }) };
}

describe('the seeded orders’ documents, read by the document reader', () => {
  it('every seeded document has its text, and every text a seeded document', () => {
    const named = SEED_ORDER_SPECS.flatMap((s) => s.documents.map(([file]) => `${s.ref}/${file}`));
    expect(Object.keys(SEED_DOCUMENT_TEXTS).sort()).toEqual([...named].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(SEED_ORDER_SPECS.map((s) => s.ref).sort());
  });

  it('renders the same bytes every time (fixed creation date and file id), each document a few kB', () => {
    for (const [key, source] of Object.entries(SEED_DOCUMENT_TEXTS)) {
      const a = renderSeedDocument(key, source);
      expect(renderSeedDocument(key, source)).toEqual(a);
      expect(a.length).toBeLessThan(12_000);
    }
  });

  it.each(SEED_ORDER_SPECS.map((s) => [s.ref, s.entity, s] as const))(
    '%s %s: the fields staff expect, each grounded on its page, nothing the documents do not state',
    async (ref, _entity, spec) => {
      const { result, docs } = await readOrder(spec);
      const f = result.fields;
      const value = <T>(g: { value: T } | null) => (g ? g.value : null);
      const want = EXPECTED[ref]!;
      expect({
        name: value(f.entity_legal_name),
        type: value(f.entity_type),
        state: value(f.formation_state),
        management: value(f.management),
        signing: value(f.signing_authority),
        borrowing: value(f.borrowing_restrictions),
        owners: f.owners.map((o) => `${o.name} ${o.percentage}`),
        officers: f.managers_or_officers.map((o) => `${o.name}: ${o.title}`),
        missing: result.missing_exhibits.map((m) => m.reference),
        checks: result.checks.map((c) => c.code),
        signers: f.signers.map(
          (s) =>
            `${s.name}: ${s.title}${s.acting ? ` (${s.acting})` : ''}` +
            s.chain.map((c) => ` by ${c.name}: ${c.title}`).join(''),
        ),
        block: reportDraftFromReading(result).content.signatureBlock?.lines ?? [],
      }).toEqual({ ...want, ocrPages: undefined });
      expect(result.documents.flatMap((d) => d.ocr_pages)).toHaveLength(want.ocrPages ?? 0);
      // The order's name and state agree with the documents: no name-differs or state-differs check.
      expect(result.checks.map((c) => c.code)).not.toContain('name-differs');
      expect(result.checks.map((c) => c.code)).not.toContain('state-differs');
      // Every value is quoted from the page it cites.
      const sources = [
        ...Object.values(f).flatMap((v) => (v && !Array.isArray(v) && 'source' in v ? [v.source] : [])),
        ...f.owners.map((o) => o.source),
        ...f.managers_or_officers.map((o) => o.source),
        ...f.signers.flatMap((s) => [s.source, s.authority.source, ...s.limits.map((l) => l.source)]),
        ...f.signers.flatMap((s) => s.chain.map((c) => c.source)),
        ...f.signature_block.flatMap((l) => [l.source, ...(l.capacity ? [l.capacity.source] : [])]),
      ];
      for (const source of sources) {
        const page = docs.find((d) => d.file === source.file)?.pages.find((p) => p.page === source.page);
        expect(normalizeForMatch(page!.text)).toContain(normalizeForMatch(source.quote));
      }
    },
    60_000,
  );

  // The demo's known outcomes that documents can show (the others are Secretary of State statuses): the order
  // standing for each, the check its documents give, the file it cites and the flag the demo draft gives it.
  it.each([
    ['Dissolved', '7d2a9f31', 'dissolved', 'notice-of-administrative-dissolution.pdf'],
    ['Missing', '9c4e1a73', 'missing-exhibit', 'operating-agreement.pdf'],
    ['Missing', 'e4c05d98', 'missing-exhibit', 'operating-agreement-unsigned.pdf'],
  ] as const)(
    'the demo outcome %s comes from order %s’s documents: check %s citing %s, with the same risk flag',
    async (outcome, ref, code, file) => {
      const { result } = await readOrder(SEED_ORDER_SPECS.find((s) => s.ref === ref)!);
      const check = result.checks.find((c) => c.code === code);
      expect(check?.source?.file).toBe(file);
      const flag = /flag (\w\d) (High|Medium|Low)/.exec(DEMO_OUTCOMES.find((o) => o.name === outcome)!.description)!;
      const drafted = reportDraftFromReading(result).content.riskItems?.find((r) => r.finding === check!.message);
      expect([drafted?.id, drafted?.severity]).toEqual([flag[1], flag[2]]);
      expect(drafted?.evidence).toContain(check!.source!.quote);
    },
    60_000,
  );

  it('the scans are image-only (no text layer), one on an order In review, and the dissolution notice is in the text', async () => {
    for (const ref of ['c92d6e07', '3e9b7c60']) {
      const scan = await readPdfBytes(
        seedDocumentBytes(ref, 'certification-of-trust.pdf', 'Certification of Trust (scanned copy)'),
        'certification-of-trust.pdf',
      );
      expect(scan.needsOcr, ref).toEqual([1]);
    }
    // Staff show OCR on an order they can still work on, not only on the cancelled one.
    expect(SEED_ORDER_SPECS.find((s) => s.ref === '3e9b7c60')?.moves.at(-1)?.to).toBe('In review');
    const notice = await readPdfBytes(
      seedDocumentBytes('7d2a9f31', 'notice-of-administrative-dissolution.pdf', 'Notice of Administrative Dissolution'),
      'notice.pdf',
    );
    expect(notice.document.pages[0]!.text).toMatch(/administratively dissolved on September 4, 2024/);
  });
});
