import {
  reportFieldEventSchema,
  type FieldEventKind,
  type ReportDraftRecord,
  type ReportFieldEvent,
  type ReportQuestionRecord,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { withoutGrant, type HandlerContext } from './context';
import { reviewChanges, reviewDrafted, type ReviewChange } from './review-changes';
import { recordStaffAction } from './staff-audit-log';
import type { TableShape } from './table-shape';
import { selectHandler, staffOnly } from './table';

/**
 * The twin of migration 3200 (who verified what, issue 46 §4): report_field_events read by active staff only and
 * written by nobody through the API; its triggers as functions the twins of the writers call at the same moments:
 * a draft saved (report-drafts.ts), a question asked or answered (report-approvals.ts), a version published
 * (reports.ts: stamped before the draft ends) and a draft discarded (its unstamped events go with it).
 */

const EVENTS_TABLE: TableShape = {
  name: 'report_field_events',
  columns: Object.keys(reportFieldEventSchema.shape),
  uuidColumns: ['order_id', 'actor_id'],
  integerColumns: ['id', 'draft_version', 'report_version', 'page'],
};

type NewEvent = Omit<ReportFieldEvent, 'id' | 'report_version'>;

/** The bigint identity: one more than any event kept (the demo store holds demo-sized data). */
async function append(ctx: HandlerContext, events: NewEvent[]): Promise<void> {
  let id = ctx.db.reportFieldEvents.all().reduce((max, e) => Math.max(max, e.id), 0);
  for (const event of events) await ctx.db.reportFieldEvents.create({ ...event, id: ++id, report_version: null });
}

/**
 * A save's staff audit entry (migration 3600): per kind of event, the fields it names in the order recorded;
 * null when the save recorded none.
 */
export function savedDecisions(orderId: string, draftVersion: number, changes: readonly ReviewChange[]) {
  if (changes.length === 0) return null;
  const byKind: Record<string, { field: string; label: string }[]> = {};
  for (const { kind, field, label } of changes) (byKind[kind] ??= []).push({ field, label });
  return { orderId, draftVersion, ...byKind };
}

/**
 * private.report_drafts_record_field_events(): a save, compared with the draft it replaced (undefined: none), and,
 * when it recorded events, one staff audit entry of whoever saved it (migration 3600).
 */
export async function recordSaveEvents(
  ctx: HandlerContext,
  before: ReportDraftRecord | undefined,
  saved: ReportDraftRecord,
): Promise<void> {
  const changes = reviewChanges(before?.content, saved.content);
  await append(
    ctx,
    changes.map((change) => ({
      ...change,
      order_id: saved.order_id,
      draft_version: saved.version,
      actor_id: saved.saved_by,
      actor_email: saved.saved_by_email,
      at: saved.saved_at,
    })),
  );
  const decisions = savedDecisions(saved.order_id, saved.version, changes);
  if (decisions) {
    const owner = ctx.db.orderRequests.findFirst((q) => q.where({ id: saved.order_id }))?.user_id ?? null;
    await recordStaffAction(ctx, saved.saved_by, 'field_decisions_saved', owner, decisions);
  }
}

/** private.report_questions_record_field_events(): a question asked, or answered, on the drafted field's page. */
export async function recordQuestionEvent(
  ctx: HandlerContext,
  question: ReportQuestionRecord,
  kind: Extract<FieldEventKind, 'questioned' | 'answered'>,
): Promise<void> {
  const draft = ctx.db.reportDrafts.findFirst((q) => q.where({ order_id: question.order_id }));
  const source = reviewDrafted(draft?.content).find((d) => d.path === question.field);
  const asked = kind === 'questioned';
  await append(ctx, [
    {
      order_id: question.order_id,
      draft_version: draft?.version ?? null,
      field: question.field,
      label: question.label,
      kind,
      actor_id: asked ? question.asked_by : question.answered_by!,
      actor_email: asked ? question.asked_by_email : question.answered_by_email,
      at: asked ? question.asked_at : question.answered_at!,
      file: source?.file ?? null,
      page: source?.page ?? null,
    },
  ]);
}

/** private.order_reports_stamp_field_events(): the draft's events become the version's history. */
export async function stampFieldEvents(ctx: HandlerContext, orderId: string, version: number): Promise<void> {
  await ctx.db.reportFieldEvents.updateMany((q) => q.where({ order_id: orderId, report_version: null }), {
    data(event) {
      event.report_version = version;
    },
  });
}

/** private.report_drafts_discard_field_events(): a draft gone takes its unstamped events with it. */
export async function discardFieldEvents(ctx: HandlerContext, orderId: string): Promise<void> {
  await ctx.db.reportFieldEvents.deleteMany((q) => q.where({ order_id: orderId, report_version: null }));
}

export function reportFieldEventHandlers(ctx: HandlerContext, base: string) {
  const eventsUrl = `${base}${API_ROUTES.reportFieldEvents}`;
  return [
    // report_field_events_select: active staff read every order's events; customers none.
    selectHandler(
      ctx,
      eventsUrl,
      EVENTS_TABLE,
      staffOnly(ctx, () => ctx.db.reportFieldEvents.all()),
    ),
    ...withoutGrant(ctx, eventsUrl, 'report_field_events', ['post', 'patch', 'delete']),
  ];
}
