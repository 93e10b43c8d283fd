import type { OrderRequest, OrderStatus, ReportContent } from '@/backend';
import { blankReportValues, type ReportFormValues } from '@/features/admin-orders/review/editor/form-values';
import { orderReference } from '@/components/orders/format';
import { draftReport } from '../../mocks/seed/demo-draft';
import { createMockAdapter } from '../../adapters/mock';
import { memoryStorage } from '../../adapters/supabase/memory-storage';
import { PERSONAS, SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
import { signInAsPersona } from '../../mocks/seed/personas';
import { MOCK_BASE_PATH } from '../support/mock-backend';

/** A seeded order of the customer persona (the seed gives them one in every state), by its status. */
export function seedOrder(status: OrderStatus, options: { purged?: boolean } = {}) {
  const index = SEED_ORDER_SPECS.findIndex(
    (spec) =>
      spec.owner === 'customer' &&
      (spec.moves.at(-1)?.to ?? 'Submitted') === status &&
      Boolean(spec.purged) === Boolean(options.purged),
  );
  if (index < 0) throw new Error(`The seed has no ${status} order${options.purged ? ' with purged documents' : ''}`);
  const spec = SEED_ORDER_SPECS[index]!;
  const id = SEED_ORDER_IDS[index]!;
  return { id, reference: orderReference(id), entity: spec.entity, route: `/admin/orders/${id}` };
}

export const CUSTOMER = PERSONAS.customer;

let storyAdmins = 0;

/**
 * An admin of the story's in-browser backend, signed in: a client of its own, so the story's signed-in persona (a
 * moderator, say) is untouched. A colleague in another browser, as the story needs one.
 */
export async function storyAdmin() {
  storyAdmins += 1;
  const admin = createMockAdapter({
    baseUrl: `${window.location.origin}${MOCK_BASE_PATH}`,
    storage: memoryStorage(),
    storageKey: `story-admin-${storyAdmins}`,
    autoRefreshToken: false,
  });
  await signInAsPersona(admin.auth, PERSONAS.admin.email);
  return admin;
}

/**
 * Publishes the demo draft of the seeded order in `status` (In review or Escalated) as an admin of the story's
 * in-browser backend, then a correction per note: the order becomes Report ready with that many versions.
 */
export async function publishSeedReport(
  status: 'In review' | 'Escalated',
  corrections: readonly string[] = [],
  /** Version 1 as this makes it of the draft, with the override that publishing it needs (issue 46 §3). */
  first: { change?: (draft: ReportContent) => ReportContent; override?: string } = {},
) {
  const admin = await storyAdmin();
  const { id } = seedOrder(status);
  const order = await admin.orders.get(id);
  if (!order) throw new Error(`The seeded ${status} order is not there`);
  const draft = first.change ? first.change(draftReport(order)) : draftReport(order);
  await admin.reports.publish({
    orderId: id,
    content: draft,
    note: '',
    ...(first.override ? { override: first.override } : {}),
    withoutApproval: 'Published in a test without a checker',
  });
  for (const [index, note] of corrections.entries()) {
    const corrected: ReportContent = {
      ...draft,
      conclusion: { ...draft.conclusion, detail: `${draft.conclusion.detail} Corrected (${index + 1}): ${note}` },
    };
    await admin.reports.publish({
      orderId: id,
      content: corrected,
      note,
      withoutApproval: 'Published in a test without a checker',
    });
  }
  return { ...seedOrder(status), draft };
}

/**
 * Saves a draft of the seeded In review order's report as an admin would (the service keeps it): the order's
 * blank report with `change` applied. Returns the saved draft.
 */
export async function saveSeedDraft(change: (values: ReportFormValues) => void) {
  const admin = await storyAdmin();
  const { id } = seedOrder('In review');
  const values = blankReportValues(seedOrderRequest('In review'));
  change(values);
  const baseVersion = (await admin.reportDrafts.get(id))?.version ?? 0;
  return admin.reportDrafts.save({ orderId: id, baseVersion, content: { values, review: null, reading: null } });
}

/** The seeded In review order's draft as the service keeps it, or null. */
export async function seedDraft() {
  return (await storyAdmin()).reportDrafts.get(seedOrder('In review').id);
}

/** The seeded order in `status` as the backend returns it (its dates aside), for building reports in a story. */
export function seedOrderRequest(status: OrderStatus): OrderRequest {
  const { id } = seedOrder(status);
  const spec = SEED_ORDER_SPECS[SEED_ORDER_IDS.indexOf(id)]!;
  return {
    id,
    user_id: PERSONAS.customer.id,
    name: `${PERSONAS.customer.firstName} ${PERSONAS.customer.lastName}`,
    email: PERSONAS.customer.email,
    company: null,
    entity_legal_name: spec.entity,
    formation_state: spec.formation,
    report_type: spec.reportType,
    property_state: spec.property,
    loan_reference: spec.loan,
    documents: spec.documents.map(([file]) => ({ name: file, size: 1000, storage_path: `${id}/${file}` })),
    status,
    terms_version: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    documents_purged_at: null,
  };
}
