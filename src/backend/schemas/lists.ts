import { z } from 'zod';
import { dashboardStatsSchema } from './entities';
import { ORDER_STATUSES, orderListFilterSchema } from './order';
import { ORDER_ASSIGNEE_FILTERS, ORDER_QUEUE_SORTS } from './order-assignment';
import { PROFILE_STATUSES } from './rules';

/**
 * Staff lists are searched, filtered, sorted and paged by the backend: Supabase's API answers at most
 * `max_rows` (1000) rows, so a list read whole would silently stop there.
 */

export const LIST_PAGE_SIZE = 25;
/** The largest page a list may ask for: the API's `max_rows`, which a CSV export reads page by page. */
export const LIST_PAGE_SIZE_MAX = 1000;
export const LIST_SEARCH_MAX = 200;

/** One page of a list and the exact number of rows matching its filters. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

const pageFields = {
  /** 1-based. A page past the end is empty (its total still counts every match). */
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE),
  search: z.string().trim().max(LIST_SEARCH_MAX, `Search must be less than ${LIST_SEARCH_MAX} characters`).default(''),
};

/** The role mirror on each profile (`profiles.role`), as the lists show and filter it. */
export const ROLE_LABELS = ['Admin', 'Moderator', 'User'] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];

export const USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * The Manage tab's list: search over name, email and company; status (Active includes a profile without
 * one, which the list shows as Active, SPEC §2); role; newest first unless sorted otherwise.
 */
export const userListQuerySchema = z.object({
  ...pageFields,
  status: z.enum(PROFILE_STATUSES).optional(),
  role: z.enum(ROLE_LABELS).optional(),
  sort: z.enum(USER_SORTS).default('newest'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export type UserListParams = z.output<typeof userListQuerySchema>;

/**
 * The staff order queue: status, a search over the entity and the customer, the assignee (the caller's own
 * orders or the unassigned ones), newest first or the longest waiting in its status first.
 */
export const orderPageQuerySchema = orderListFilterSchema.extend({
  assigned: z.enum(ORDER_ASSIGNEE_FILTERS).optional(),
  sort: z.enum(ORDER_QUEUE_SORTS).default('newest'),
  page: pageFields.page,
  pageSize: pageFields.pageSize,
});
export type OrderPageQuery = z.input<typeof orderPageQuerySchema>;

/** SPEC §2: the role audit log shows 20 entries at a time. */
export const AUDIT_LOG_PAGE_SIZE = 20;

/** The role audit log, newest first. */
export const auditListQuerySchema = z.object({
  page: pageFields.page,
  pageSize: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(AUDIT_LOG_PAGE_SIZE),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** The columns a user search looks in. */
export const USER_SEARCH_COLUMNS = ['display_name', 'first_name', 'last_name', 'email', 'company'] as const;

/** `public.admin_dashboard()`: SPEC §3's five statistics and the System Overview's counts, in one call. */
export const dashboardFiguresSchema = dashboardStatsSchema.extend({
  suspendedUsers: z.number().int().nonnegative(),
  moderatorUsers: z.number().int().nonnegative(),
  /** The newest profile's creation time; null without any profile. */
  newestSignupAt: z.string().datetime({ offset: true }).nullable(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

/** The lists a CSV export is made of (`public.log_export`'s views). */
export const EXPORT_VIEWS = ['users', 'orders', 'role_audit', 'staff_audit'] as const;
export type ExportView = (typeof EXPORT_VIEWS)[number];
export const EXPORT_FILTERS_MAX = 2000;

/**
 * A JSON value as Postgres prints a jsonb (`value::text`): `", "` between items and `": "` after keys, the
 * last of duplicate keys. log_export() measures its filters in this form, so the port measures them the same way.
 */
export function jsonbText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${jsonbText(v)}`)
    .join(', ')}}`;
}

const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);
const searchText = (v: string) => [...v].length <= LIST_SEARCH_MAX;

/**
 * The filters each view's list has, and the text each may hold (log_export() refuses any other, migration
 * 1520): what the screens send, not whatever a client claims it applied.
 */
export const EXPORT_FILTER_RULES: Record<ExportView, Record<string, (value: string) => boolean>> = {
  users: {
    search: searchText,
    status: oneOf(PROFILE_STATUSES),
    role: oneOf(ROLE_LABELS),
    sort: oneOf(USER_SORTS),
  },
  orders: {
    search: searchText,
    status: oneOf(ORDER_STATUSES),
    assigned: oneOf(ORDER_ASSIGNEE_FILTERS),
    sort: oneOf(ORDER_QUEUE_SORTS),
  },
  role_audit: {},
  staff_audit: { action: (v) => oneOf(STAFF_AUDIT_ACTIONS)(v) },
};

/** log_export()'s refusal of an export's filters (its keys in order), or null when the view has them all. */
export function exportFilterFault(view: ExportView, filters: Record<string, unknown>): string | null {
  const rules = EXPORT_FILTER_RULES[view];
  for (const key of Object.keys(filters).sort()) {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!rule) return `Unknown export filter: ${[...key].slice(0, 50).join('')}`;
    const value = filters[key];
    if (typeof value !== 'string' || !rule(value)) return `Invalid value for export filter: ${key}`;
  }
  return null;
}

/** log_export()'s refusal of more rows than the list holds under the filters other than the search. */
export const exportRowsExceedMessage = (available: number) => `Exported rows exceed the ${available} rows of this list`;

/** What `log_export()` records before an export's file is handed over: the view, its filters as applied, the rows. */
export const exportRecordInputSchema = z
  .object({
    view: z.enum(EXPORT_VIEWS),
    filters: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .refine(
        (f) => [...jsonbText(f)].length <= EXPORT_FILTERS_MAX,
        'Export filters must be an object of at most 2000 characters',
      ),
    rows: z.number().int().nonnegative(),
  })
  .superRefine((input, ctx) => {
    const fault = exportFilterFault(input.view, input.filters);
    if (fault) ctx.addIssue({ code: 'custom', path: ['filters'], message: fault });
  });
export type ExportRecordInput = z.infer<typeof exportRecordInputSchema>;

/** The staff actions the audit trail records (`staff_audit_log.action`). */
export const STAFF_AUDIT_ACTIONS = [
  'user_created',
  'status_changed',
  'credits_adjusted',
  'order_status_changed',
  'report_published',
  'export_made',
  'mfa_enrolled',
  'mfa_reset',
  'mfa_approved',
  'report_reviewed',
  'sos_checked',
  'order_assigned',
  'approval_asked',
  'field_questioned',
  'question_answered',
  'draft_approved',
  'draft_sent_back',
  'field_decisions_saved',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/**
 * public.staff_audit_log: one staff action, who did it and to whom, with both emails as they were (the ids are
 * recorded values, kept when a user is deleted).
 */
export const staffAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  actor_id: z.uuid().nullable(),
  actor_email: z.string().nullable(),
  target_user_id: z.uuid().nullable(),
  // Recorded since migration 1510 (null on older rows).
  target_user_email: z.string().nullable().default(null),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string().datetime({ offset: true }),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** The staff audit trail, newest first, optionally one action. */
export const staffAuditQuerySchema = auditListQuerySchema.extend({ action: z.enum(STAFF_AUDIT_ACTIONS).optional() });
export type StaffAuditQuery = z.input<typeof staffAuditQuerySchema>;
