import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportContentSchema, type ReportContent } from '@/backend';
import { REPORT_LIMITATIONS } from '@/lib/report/format';
import { createAppSystem } from '@/theme/system';
import { ReportDocument } from './report-document';
import type { ReportSources } from './source-note';

/** A complete Corporation report with a property-state check, three flags and an attorney's review. */
const corporation: ReportContent = reportContentSchema.parse({
  schemaVersion: 1,
  reportType: 'Corporation',
  entityName: 'HARBOR LINE LOGISTICS, INC.',
  entityType: 'Corporation',
  formationState: 'Delaware',
  formationDate: '2016-09-12',
  fileNumber: '6012345',
  propertyState: 'California',
  loanReference: 'CRE-26-0031',
  principalOffice: '500 Harbor Drive, Long Beach, California 90802',
  registeredAgent: 'Brandywine Registered Agents, Inc.',
  purpose: '',
  managementType: 'Board of directors and officers',
  conclusion: { verdict: 'Confirmed subject to conditions', detail: 'The board resolution must be signed.' },
  ownership: [
    { owner: 'Harbor Line Holdings, LLC', percentage: 62.5, interest: 'Common stock' },
    { owner: 'Dana Whitfield', percentage: 37.5, interest: '' },
  ],
  authority: {
    signers: 'The President and CEO with the Secretary attesting.',
    clause: 'Bylaws, Article IV, Section 4.7',
    consents: ['Board resolution authorizing the loan'],
  },
  signatureBlock: {
    lines: ['HARBOR LINE LOGISTICS, INC.,', 'a Delaware corporation', '', 'By: ____________', 'Name: DANA WHITFIELD'],
    supportingDeliverable: "Secretary's certificate with the resolution and incumbency.",
  },
  riskLevel: 'Medium',
  riskItems: [
    {
      id: 'A2',
      severity: 'High',
      title: 'Two officers must sign',
      finding: 'Loan documents need two officers.',
      evidence: 'Bylaws, Section 4.7, page 9.',
      mitigation: 'Have the Secretary attest.',
      closingCondition: true,
    },
    {
      id: 'S4',
      severity: 'Medium',
      title: 'California status needs the FTB check',
      finding: 'The FTB status was not captured.',
      evidence: 'California bizfile record.',
      mitigation: 'Order an FTB entity status letter.',
      closingCondition: true,
    },
    {
      id: 'P3',
      severity: 'Low',
      title: 'Transfer restrictions',
      finding: 'Stock transfers need board approval.',
      evidence: 'Bylaws, Article VII.',
      mitigation: 'None needed for a mortgage loan.',
      closingCondition: false,
    },
  ],
  secretaryOfState: [
    {
      role: 'Formation state',
      state: 'Delaware',
      registeredName: 'HARBOR LINE LOGISTICS, INC.',
      fileNumber: '6012345',
      registration: 'Domestic',
      stateStatus: 'Good Standing',
      normalizedStatus: 'Active - good standing',
      lastFiling: '2025 annual report',
      registeredAgent: 'Brandywine Registered Agents, Inc.',
      capturedAt: '2026-03-02T17:14:00Z',
      source: 'https://icis.corp.delaware.gov/ecorp/entitysearch/namesearch.aspx',
    },
    {
      role: 'Property state',
      state: 'California',
      registeredName: 'HARBOR LINE LOGISTICS, INC.',
      fileNumber: 'C3998877',
      registration: 'Foreign',
      stateStatus: 'SOS/FTB Suspended',
      normalizedStatus: 'Suspended / forfeited',
      lastFiling: '',
      registeredAgent: '',
      capturedAt: '2026-03-02T17:20:00Z',
      source: 'Certificate of status, California Secretary of State',
    },
  ],
  documents: [
    { title: 'Certificate of Incorporation', date: '2016-09-12', pages: 4, status: 'Filed' },
    { title: 'Bylaws', date: '', pages: 22, status: '' },
  ],
  missingDocuments: ['Board resolution authorizing the loan'],
  closingChecklist: ['Signed board resolution', 'California FTB status letter'],
  corporate: {
    principalOffice: '500 Harbor Drive, Long Beach, California 90802',
    numberOfDirectors: 3,
    chairman: 'Dana Whitfield',
    viceChairman: '',
    officers: { presidentAndCeo: 'Dana Whitfield', secretary: 'Luis Ortega', treasurer: 'Amara Chen' },
  },
  attorneyReview: { reviewer: 'Ellis & Park LLP', date: '2026-03-05', notes: 'Agreed with the findings.' },
});

const meta = { reportNumber: 'ELR-0B17B66E-v2', preparedOn: '2026-03-03T10:00:00Z', version: 2 };

function renderReport(content: ReportContent = corporation, sources?: ReportSources) {
  return render(
    <ChakraProvider value={createAppSystem()}>
      <ReportDocument content={content} meta={meta} sources={sources} />
    </ChakraProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ReportDocument', () => {
  it('heads the report with its number, version, date, loan reference and type', () => {
    renderReport();
    const report = screen.getByRole('article', { name: 'HARBOR LINE LOGISTICS, INC.' });
    expect(within(report).getByRole('heading', { level: 2, name: 'HARBOR LINE LOGISTICS, INC.' })).toBeVisible();
    expect(within(report).getByText('ELR-0B17B66E-v2')).toBeVisible();
    expect(within(report).getByText('March 3, 2026')).toBeVisible();
    expect(within(report).getByText('CRE-26-0031')).toBeVisible();
    expect(within(report).getAllByText('Corporation').length).toBeGreaterThan(0);
  });

  it('has one section per part of the report, in reading order, under h3 headings', () => {
    renderReport();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Summary',
      'Documents reviewed',
      'Entity details',
      'Ownership',
      'Management and authority',
      'Corporate details',
      'Suggested signature block',
      'Secretary of State checks',
      'Risk flags and mitigations',
      'Closing checklist',
      'Attorney review',
      'Limitations',
    ]);
  });

  it('summarises the verdict and counts the flags by severity', () => {
    renderReport();
    const summary = section('Summary');
    expect(within(summary).getByText('Confirmed subject to conditions')).toBeVisible();
    expect(within(summary).getByText(/1 high, 1 medium, 1 low; 2 to clear before closing\./)).toBeVisible();
  });

  it('lists owners with their percentages and the total', () => {
    renderReport();
    const table = within(section('Ownership')).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'OwnerInterestPercentage',
      'Harbor Line Holdings, LLCCommon stock62.5%',
      'Dana WhitfieldNot stated37.5%',
      'Total100%',
    ]);
  });

  it("shows each state's own wording beside the normalized bucket, when it was captured and where", () => {
    renderReport();
    const california = within(section('Secretary of State checks')).getByRole('article', {
      name: 'Property state: California',
    });
    expect(within(california).getByText('“SOS/FTB Suspended”')).toBeVisible();
    expect(within(california).getAllByText('Suspended / forfeited')).toHaveLength(2);
    expect(within(california).getByText('Certificate of status, California Secretary of State')).toBeVisible();
    const delaware = screen.getByRole('article', { name: 'Formation state: Delaware' });
    expect(within(delaware).getByRole('link', { name: /icis\.corp\.delaware\.gov/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(delaware).getByText('March 2, 2026, 17:14 UTC')).toBeVisible();
  });

  it('shows every risk flag with its severity, finding, evidence, mitigation and closing condition', () => {
    renderReport();
    const flags = within(section('Risk flags and mitigations')).getAllByRole('listitem');
    expect(flags).toHaveLength(3);
    const first = within(flags[0]!);
    expect(first.getByText('High')).toBeVisible();
    expect(first.getByRole('heading', { name: 'A2 · Two officers must sign' })).toBeVisible();
    expect(first.getByText('Bylaws, Section 4.7, page 9.')).toBeVisible();
    expect(first.getByText('Have the Secretary attest.')).toBeVisible();
    expect(first.getByText('Yes: clear before closing')).toBeVisible();
    expect(within(flags[2]!).getByText('No')).toBeVisible();
  });

  it('keeps the signature block line for line in monospace', () => {
    renderReport();
    const block = screen.getByLabelText('Suggested signature block for HARBOR LINE LOGISTICS, INC.');
    expect(block.tagName).toBe('PRE');
    expect(block.textContent).toBe(
      'HARBOR LINE LOGISTICS, INC.,\na Delaware corporation\n\nBy: ____________\nName: DANA WHITFIELD',
    );
  });

  it('shows the documents reviewed and missing, the corporate details, the review and the limitations', () => {
    renderReport();
    const documents = section('Documents reviewed');
    expect(within(documents).getByText('Undated')).toBeVisible();
    expect(within(documents).getByText('Board resolution authorizing the loan')).toBeVisible();
    expect(within(section('Corporate details')).getByText('Luis Ortega')).toBeVisible();
    expect(within(section('Attorney review')).getByText('Ellis & Park LLP')).toBeVisible();
    for (const limitation of REPORT_LIMITATIONS) expect(screen.getByText(limitation)).toBeVisible();
  });

  it('leaves out the corporate details and the review when the report has none, and says so when nothing is flagged', () => {
    const { corporate: _corporate, attorneyReview: _review, ...rest } = corporation;
    renderReport({ ...rest, reportType: 'Limited Liability Company', riskItems: [], missingDocuments: [] });
    expect(screen.queryByRole('heading', { name: 'Corporate details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Attorney review' })).toBeNull();
    expect(screen.getByText(/No risk flags/)).toBeVisible();
    expect(screen.getByText(/None: every document the review needs was supplied/)).toBeVisible();
    expect(
      within(section('Summary')).getByText(/0 high, 0 medium, 0 low; none is a closing condition\./),
    ).toBeVisible();
  });
});

describe('ReportDocument with the sources of a reviewed version', () => {
  const sources: ReportSources = {
    entityName: {
      file: 'certificate-of-incorporation.pdf',
      page: 1,
      quote: 'The name of the corporation is HARBOR LINE LOGISTICS, INC.',
    },
    formationDate: { file: 'certificate-of-incorporation.pdf', page: 4, quote: 'Filed September 12, 2016' },
    'ownership.1': { file: 'stock-ledger.pdf', page: 2, quote: 'Dana Whitfield, 375 shares' },
    'authority.signers': { file: 'bylaws.pdf', page: 9, quote: 'The President shall sign, the Secretary attesting.' },
    'authority.consents.0': { file: 'bylaws.pdf', page: 11, quote: '' },
    'riskItems.1': { file: 'bylaws.pdf', page: 12, quote: 'subject to the Franchise Tax Board' },
  };
  it('cites document and page beside each sourced fact, and nothing where there is no source', () => {
    renderReport(corporation, sources);
    const entity = section('Entity details');
    expect(
      within(entity)
        .getAllByText(/^Source:/)
        .map((n) => n.closest('[data-source-note]')!.textContent),
    ).toEqual([
      'Source: certificate-of-incorporation.pdf, p. 1 (show the quote)“The name of the corporation is HARBOR LINE LOGISTICS, INC.”',
      'Source: certificate-of-incorporation.pdf, p. 4 (show the quote)“Filed September 12, 2016”',
    ]);
    const ownerRows = within(section('Ownership')).getAllByRole('row');
    expect(ownerRows.find((r) => r.textContent?.includes('Harbor Line Holdings'))?.textContent).not.toMatch(/Source:/);
    expect(ownerRows.find((r) => r.textContent?.includes('Dana Whitfield'))?.textContent).toMatch(
      /Source: stock-ledger\.pdf, p\. 2/,
    );
    const management = section('Management and authority');
    expect(within(management).getByText('bylaws.pdf, p. 9')).toBeInTheDocument();
    // A source without a quote is the citation alone: nothing to open.
    const consent = within(management).getByText('bylaws.pdf, p. 11').closest<HTMLElement>('[data-source-note]')!;
    expect(within(consent).queryByRole('button')).toBeNull();
    const flags = within(section('Risk flags and mitigations')).getAllByRole('listitem');
    expect(flags.map((f) => /Source: bylaws\.pdf, p\. 12/.test(f.textContent ?? ''))).toEqual([false, true, false]);
  });

  it('opens the quote from the keyboard, saying what the disclosure does', async () => {
    const user = userEvent.setup();
    renderReport(corporation, sources);
    const button = within(section('Management and authority')).getByRole('button', {
      name: /^Source: bylaws\.pdf, p\. 9/,
    });
    const quote = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(quote).not.toBeVisible();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.textContent).toBe('Source: bylaws.pdf, p. 9 (hide the quote)');
    expect(quote).toBeVisible();
    expect(quote).toHaveTextContent('“The President shall sign, the Secretary attesting.”');
    await user.keyboard(' ');
    expect(quote).not.toBeVisible();
  });

  it('cites nothing for a version published without a review', () => {
    renderReport(corporation, {});
    expect(screen.queryByText(/^Source:/)).toBeNull();
    expect(document.querySelector('[data-source-note]')).toBeNull();
  });
});
