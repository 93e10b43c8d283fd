import type { BackendAdapter, OrderRequest, OrderRequestInput, PublishedReport, ReportContent } from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';

/** An order to place and take to a published report, as the customer and the staff would. */
export interface ReportOrderSpec {
  entity: string;
  reportType: OrderRequestInput['reportType'];
  formation: OrderRequestInput['formationState'];
  property?: OrderRequestInput['propertyState'];
  loanReference?: string;
  /** Notes of corrections published after the first version, in order (each a new version). */
  corrections?: readonly string[];
  /** The customer escalates the ready report to legal review with this question for the attorney. */
  escalate?: string;
  /** Changes the first version's content (the draft, by report type, otherwise). */
  edit?: (draft: ReportContent) => ReportContent;
}

export interface ReportOrder {
  order: OrderRequest;
  /** Newest first. */
  reports: PublishedReport[];
}

/**
 * Through the port only, so the same steps run on any backend: the customer orders with one PDF, staff start
 * the review and publish the demo draft (order -> Report ready), then any corrections (new versions with their
 * notes), and the customer escalates when asked. `pdf` is a real PDF file of the environment (browser or Node).
 */
export async function placeReportOrder(
  customer: BackendAdapter,
  admin: BackendAdapter,
  spec: ReportOrderSpec,
  pdf: File,
): Promise<ReportOrder> {
  const profile = await customer.profiles.getOwn();
  const order = await customer.orders.submit({
    name: profile?.display_name ?? 'Demo Customer',
    email: profile?.email ?? 'customer@demo.test',
    company: profile?.company ?? '',
    entityLegalName: spec.entity,
    formationState: spec.formation,
    reportType: spec.reportType,
    propertyState: spec.property ?? '',
    loanReference: spec.loanReference ?? '',
    documents: [pdf],
    acceptTerms: true,
  });
  await admin.orders.setStatus({ orderId: order.id, status: 'In review', message: '' });
  const draft = draftReport(order);
  await admin.reports.publish({
    orderId: order.id,
    content: spec.edit ? spec.edit(draft) : draft,
    note: '',
    withoutApproval: 'Published in a test without a checker',
  });
  for (const [index, note] of (spec.corrections ?? []).entries()) {
    const corrected: ReportContent = {
      ...draft,
      conclusion: { ...draft.conclusion, detail: `${draft.conclusion.detail} (Correction ${index + 1}: ${note})` },
    };
    await admin.reports.publish({
      orderId: order.id,
      content: corrected,
      note,
      withoutApproval: 'Published in a test without a checker',
    });
  }
  if (spec.escalate) await customer.reports.escalate({ orderId: order.id, question: spec.escalate });
  const [latest, reports] = await Promise.all([customer.orders.get(order.id), customer.reports.listForOrder(order.id)]);
  return { order: latest ?? order, reports: reports.slice().sort((a, b) => b.version - a.version) };
}

/** The report orders the stories and screen tests open, one per state worth seeing. */
export const REPORT_ORDERS = {
  llc: {
    entity: 'Harborview Lofts LLC',
    reportType: 'Limited Liability Company',
    formation: 'Delaware',
    property: 'Texas',
    loanReference: 'HPL-26-0301',
  },
  corporation: {
    entity: 'Northgate Instruments, Inc.',
    reportType: 'Corporation',
    formation: 'Nevada',
    property: 'California',
    loanReference: 'HPL-26-0302',
  },
  trust: {
    entity: 'The Alvarez Family Trust',
    reportType: 'Revocable Trust',
    formation: 'Florida',
    loanReference: 'HPL-26-0303',
  },
  corrected: {
    entity: 'Cobalt Mill Partners LP',
    reportType: 'Limited Partnership',
    formation: 'Illinois',
    property: 'Wisconsin',
    loanReference: 'HPL-26-0304',
    corrections: ['Ownership schedule updated from the 2024 amendment', 'Registered agent name corrected'],
  },
  escalated: {
    entity: 'Dissolved Harbor Holdings LLC',
    reportType: 'Limited Liability Company',
    formation: 'Delaware',
    loanReference: 'HPL-26-0305',
    escalate: 'The entity was dissolved in 2023. Can it still close this loan, or must it be reinstated first?',
  },
} as const satisfies Record<string, ReportOrderSpec>;
