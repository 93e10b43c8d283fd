import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REPORT_TYPES, reportNumber, type OrderRequest, type ReportContent, type ReviewSource } from '@/backend';
import { ReportDocument } from '@/components/report/report-document';
import { draftReport, type DraftOrder } from '../../mocks/seed/demo-draft';

const ORDER_ID = '0b17b66e-942b-47d0-a6d3-c78f4348ea29';

/** The demo draft of an order: the content staff start from, the same for every run. */
function draft(reportType: OrderRequest['report_type'], entity: string, property = 'Texas'): ReportContent {
  const order: DraftOrder = {
    id: ORDER_ID,
    entity_legal_name: entity,
    formation_state: 'Delaware',
    report_type: reportType,
    property_state: property,
    loan_reference: 'HPL-26-0410',
    created_at: '2026-03-02T15:10:27.000Z',
    documents: [{ name: 'governing-document.pdf', size: 120_000, storage_path: 'u/orders/1/governing-document.pdf' }],
  };
  return draftReport(order);
}

const meta = {
  title: 'Components/Report document',
  component: ReportDocument,
  args: {
    content: draft('Limited Liability Company', 'Harborview Lofts LLC'),
    meta: { reportNumber: reportNumber(ORDER_ID, 1), preparedOn: '2026-03-04T16:00:00Z', version: 1 },
  },
  render: (args) => (
    <Container as="main" maxW="5xl" py="8">
      <ReportDocument {...args} />
    </Container>
  ),
} satisfies Meta<typeof ReportDocument>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every report: its title, number, type, and each part under its own heading. */
async function reportOf(canvasElement: HTMLElement, content: ReportContent) {
  const canvas = within(canvasElement);
  const report = canvas.getByRole('article', { name: content.entityName });
  await expect(within(report).getByRole('heading', { level: 2, name: content.entityName })).toBeVisible();
  await expect(within(report).getByText(reportNumber(ORDER_ID, 1))).toBeVisible();
  await expect(within(report).getAllByText(content.reportType, { selector: 'dd' })[0]).toBeVisible();
  for (const part of [
    'Summary',
    'Documents reviewed',
    'Entity details',
    'Ownership',
    'Management and authority',
    'Suggested signature block',
    'Secretary of State checks',
    'Risk flags and mitigations',
    'Closing checklist',
    'Limitations',
  ])
    await expect(within(report).getByRole('heading', { level: 3, name: part })).toBeVisible();
  const block = within(report).getByLabelText(`Suggested signature block for ${content.entityName}`);
  await expect(block.textContent).toBe(content.signatureBlock.lines.join('\n'));
  return within(report);
}

const ENTITY_BY_TYPE: Record<(typeof REPORT_TYPES)[number], string> = {
  'Limited Liability Company': 'Harborview Lofts LLC',
  Corporation: 'Harborview Lofts, Inc.',
  'Limited Partnership': 'Harborview Lofts LP',
  'General Partnership': 'Harborview Lofts Partners',
  'Revocable Trust': 'The Harborview Family Trust',
  'Irrevocable Trust': 'The Harborview Legacy Trust',
};
const byType = Object.fromEntries(REPORT_TYPES.map((type) => [type, draft(type, ENTITY_BY_TYPE[type])])) as Record<
  (typeof REPORT_TYPES)[number],
  ReportContent
>;

function typeStory(
  type: (typeof REPORT_TYPES)[number],
  check?: (report: ReturnType<typeof within>) => Promise<void>,
): Story {
  const content = byType[type];
  return {
    args: { content },
    play: async ({ canvasElement }) => {
      const report = await reportOf(canvasElement, content);
      await expect(report.queryByRole('heading', { name: 'Corporate details' }) !== null).toBe(type === 'Corporation');
      await check?.(report);
    },
  };
}

/** A limited liability company: formation and property state checks, the manager's signature block. */
export const LimitedLiabilityCompany = typeStory('Limited Liability Company', async (report) => {
  await expect(report.getByRole('article', { name: 'Formation state: Delaware' })).toBeVisible();
  await expect(report.getByRole('article', { name: 'Property state: Texas' })).toBeVisible();
});

export const Default: Story = LimitedLiabilityCompany;

/** A corporation: the corporate details of SPEC §3 (office, directors, chairman, officers). */
export const Corporation = typeStory('Corporation', async (report) => {
  const details = report.getByRole('region', { name: 'Corporate details' });
  for (const label of ['Principal office', 'Number of directors', 'President and CEO', 'Secretary'])
    await expect(within(details).getByText(label)).toBeVisible();
});

/** A limited partnership: signed through its general partner. */
export const LimitedPartnership = typeStory('Limited Partnership', async (report) => {
  await expect(report.getByLabelText(/^Suggested signature block for/)).toHaveTextContent(/its General Partner/);
});

/** A general partnership: every general partner signs. */
export const GeneralPartnership = typeStory('General Partnership', async (report) => {
  await expect(report.getByLabelText(/^Suggested signature block for/)).toHaveTextContent(/General Partner/);
});

/** A revocable trust: not registered with the state, said so rather than invented. */
export const RevocableTrust = typeStory('Revocable Trust', async (report) => {
  const check = report.getByRole('article', { name: 'Formation state: Delaware' });
  await expect(within(check).getAllByText('Not found').length).toBeGreaterThan(0);
  await expect(report.getByLabelText(/^Suggested signature block for/)).toHaveTextContent(/as Trustee/);
});

/** An irrevocable trust: the trustee signs not individually but as trustee. */
export const IrrevocableTrust = typeStory('Irrevocable Trust', async (report) => {
  await expect(report.getByLabelText(/^Suggested signature block for/)).toHaveTextContent(/not individually/);
});

const dissolved = draft('Limited Liability Company', 'Dissolved Harbor Holdings LLC', '');

/** A reserved demo name: administratively dissolved, a High closing-condition flag, authority Not confirmed. */
export const HighRisk: Story = {
  args: { content: dissolved },
  play: async ({ canvasElement }) => {
    const report = await reportOf(canvasElement, dissolved);
    const summary = report.getByRole('region', { name: 'Summary' });
    await expect(within(summary).getByText('Not confirmed')).toBeVisible();
    await expect(within(summary).getByText(/[1-9]\d* high/)).toBeVisible();
    await expect(report.getByText('Same as formation state')).toBeVisible();
    const flags = within(report.getByRole('list', { name: 'Risk flags' })).getAllByRole('listitem');
    await expect(within(flags[0]!).getByText('High')).toBeVisible();
  },
};

const reviewed: ReportContent = {
  ...byType['Limited Liability Company'],
  attorneyReview: {
    reviewer: 'Hale & Ortiz LLP',
    date: '2026-03-09',
    notes: 'We agree with the findings.\nThe member consent should be re-dated at closing.',
  },
};

/** After legal review: the partner firm's reviewer, date and notes (their line breaks kept). */
export const AttorneyReviewed: Story = {
  args: { content: reviewed, meta: { reportNumber: reportNumber(ORDER_ID, 2), preparedOn: '2026-03-10', version: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('region', { name: 'Attorney review' });
    await expect(within(review).getByText('Hale & Ortiz LLP')).toBeVisible();
    await expect(within(review).getByText(/re-dated at closing/)).toBeVisible();
    await expect(canvas.getByText('March 10, 2026')).toBeVisible();
  },
};

/** Where the documents say the key facts of the LLC draft, as a reviewed version carries them (PublishedReport.sources). */
const llc = byType['Limited Liability Company'];
const SOURCES: Record<string, ReviewSource> = {
  entityName: {
    file: 'certificate-of-formation.pdf',
    page: 1,
    quote: 'The name of the limited liability company is Harborview Lofts LLC.',
  },
  formationState: {
    file: 'certificate-of-formation.pdf',
    page: 1,
    quote: 'formed under the laws of the State of Delaware',
  },
  formationDate: { file: 'certificate-of-formation.pdf', page: 2, quote: 'Filed with the Delaware Secretary of State' },
  managementType: { file: 'operating-agreement.pdf', page: 4, quote: 'The Company shall be managed by its Manager.' },
  'ownership.0': { file: 'operating-agreement.pdf', page: 18, quote: 'Schedule A: Members and Percentage Interests' },
  'authority.signers': {
    file: 'operating-agreement.pdf',
    page: 7,
    quote:
      'The Manager may execute any instrument on behalf of the Company, including notes, mortgages and deeds of trust, without the further consent of the Members except as Section 7.4 provides.',
  },
  'authority.consents.0': { file: 'operating-agreement.pdf', page: 9, quote: '' },
  'riskItems.0': { file: 'operating-agreement.pdf', page: 12, quote: 'as set out in Exhibit B attached hereto' },
};
const SOURCED = Object.keys(SOURCES).filter((path) => {
  const [list, index] = path.split(/\.(?=\d+$)/);
  if (list === 'ownership') return llc.ownership.length > Number(index);
  if (list === 'authority.consents') return llc.authority.consents.length > Number(index);
  if (list === 'riskItems') return llc.riskItems.length > Number(index);
  return path !== 'authority.signers' || llc.authority.signers !== '';
});

/** The citations beside the key facts, the quote opened from the keyboard, and nothing under uncited facts. */
async function citesItsSources(canvasElement: HTMLElement) {
  const report = await reportOf(canvasElement, llc);
  const entity = report.getByRole('region', { name: 'Entity details' });
  await expect(within(entity).getAllByText(/^Source:/)).toHaveLength(4);
  await expect(within(entity).getByText('certificate-of-formation.pdf, p. 2')).toBeVisible();
  // Entity type, principal office, purpose: no source, no citation.
  const notes = canvasElement.querySelectorAll('[data-source-note]');
  // The management type is shown (and cited) twice: in the entity details and under management and authority.
  await expect(notes.length).toBe(SOURCED.length + 1);
  const management = report.getByRole('region', { name: 'Management and authority' });
  const button = within(management).getByRole('button', { name: /^Source: operating-agreement\.pdf, p\. 7/ });
  const quote = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(quote).not.toBeVisible();
  // Tab reaches the citation; Enter opens the quote (a disclosure button, announced as expanded).
  button.focus();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(quote).toBeVisible();
  await expect(quote).toHaveTextContent(/without the further consent of the Members/);
  return report;
}

/** A reviewed version at 1280 px: "Source: file, p. n" beside legal name, formation, owners, management, signers, consents, flags. */
export const WithSources: Story = {
  args: { content: llc, sources: SOURCES },
  play: async ({ canvasElement }) => {
    // The 1280 px browser of the story tests (its frame is a little narrower than the window).
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1200);
    await citesItsSources(canvasElement);
  },
};

/** The same at 390 px: the citations wrap under their values, the opened quote included, nothing scrolls sideways. */
export const WithSourcesMobile: Story = {
  args: { content: llc, sources: SOURCES },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await citesItsSources(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** A version published without a review: its sources are {} and nothing is cited. */
export const WithoutSources: Story = {
  args: { content: llc, sources: {} },
  play: async ({ canvasElement }) => {
    await reportOf(canvasElement, llc);
    await expect(canvasElement.querySelector('[data-source-note]')).toBeNull();
    await expect(within(canvasElement).queryByText(/^Source:/)).toBeNull();
  },
};
