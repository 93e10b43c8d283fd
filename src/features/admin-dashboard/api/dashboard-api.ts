import { useQuery } from '@tanstack/react-query';
import {
  READER_STATS_DAYS_DEFAULT,
  ROLE_LABELS,
  type DashboardFigures,
  type InboundRequest,
  type Profile,
  type ReaderReviewStat,
  type RoleLabel,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';

export const RECENT_USERS_COUNT = 5;

/** SPEC §8: a failed fetch leaves every statistic at zero. */
export const ZERO_FIGURES: DashboardFigures = {
  totalUsers: 0,
  activeUsers: 0,
  inactiveUsers: 0,
  adminUsers: 0,
  recentSignups: 0,
  suspendedUsers: 0,
  moderatorUsers: 0,
  newestSignupAt: null,
};

/**
 * SPEC §3, §9 figures, counted by the database in one call (public.admin_dashboard): inactive means any
 * status but Active, admins come from user_roles, recent means the last 7 days.
 */
export function useDashboardFigures() {
  const backend = useBackend();
  return useQuery({ queryKey: ['profiles', 'dashboard'], queryFn: () => backend.admin.dashboard(), staleTime: 0 });
}

export interface RecentUser {
  profile: Profile;
  role: RoleLabel;
  /** A missing status reads Inactive here (SPEC §2). */
  status: string;
}

/**
 * The role a profile shows: its mirror of user_roles (written with the role in one transaction by
 * assign_user_role, and 'User' at sign-up), so admin, then moderator, else User (SPEC §7).
 */
export function roleLabelOf(profile: Profile): RoleLabel {
  return (ROLE_LABELS as readonly (string | null)[]).includes(profile.role) ? (profile.role as RoleLabel) : 'User';
}

export function toRecentUsers(profiles: readonly Profile[]): RecentUser[] {
  return profiles.slice(0, RECENT_USERS_COUNT).map((profile) => ({
    profile,
    role: roleLabelOf(profile),
    status: profile.status ?? 'Inactive',
  }));
}

/** The first five profiles, newest first: one page of the server's user list. */
export function useRecentUsers() {
  const backend = useBackend();
  return useQuery({
    queryKey: ['profiles', 'recent'],
    queryFn: async () => toRecentUsers((await backend.profiles.page({ pageSize: RECENT_USERS_COUNT })).rows),
    staleTime: 0,
  });
}

export function useInboundRequests() {
  const backend = useBackend();
  return useQuery({
    queryKey: ['inbound-requests'],
    queryFn: async (): Promise<InboundRequest[]> =>
      (await backend.inbound.list()).slice().sort((a, b) => b.created_at.localeCompare(a.created_at)),
    staleTime: 0,
  });
}

/** Issue 30 §4: per field label, the reviewers' decisions on the drafted values of the last 90 days. */
export function useReaderStats() {
  const backend = useBackend();
  return useQuery({
    queryKey: ['report-reviews', 'reader-stats', READER_STATS_DAYS_DEFAULT],
    queryFn: (): Promise<ReaderReviewStat[]> => backend.reports.readerStats(READER_STATS_DAYS_DEFAULT),
    staleTime: 0,
  });
}
