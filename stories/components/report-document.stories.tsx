import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPORT_TYPES, reportNumber, type OrderRequest, type ReportContent } from '@/backend';
import { ReportDocument } from '@/components/report/report-document';
import { draftReport, type DraftOrder } from '@/lib/report/demo-draft';

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
