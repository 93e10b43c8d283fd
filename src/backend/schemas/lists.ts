import { z } from 'zod';
import { dashboardStatsSchema } from './entities';
import { orderListFilterSchema } from './order';
import { PROFILE_STATUSES } from './rules';

/**
 * Staff lists are searched, filtered, sorted and paged by the backend: Supabase's API answers at most
 * `max_rows` (1000) rows, so a list read whole would silently stop there.
 */

export const LIST_PAGE_SIZE = 25;
export const LIST_PAGE_SIZE_MAX = 100;
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

/** The staff order queue: status, a search over the entity and the customer, newest first. */
export const orderPageQuerySchema = orderListFilterSchema.extend({ page: pageFields.page, pageSize: pageFields.pageSize });
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
