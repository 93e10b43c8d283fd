import { useQuery } from '@tanstack/react-query';
import type { DashboardStats, InboundRequest, Profile, UserRole } from '@/backend';
import { useBackend } from '@/lib/backend-context';

export const RECENT_SIGNUP_DAYS = 7;
export const RECENT_USERS_COUNT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ZERO_STATS: DashboardStats = {
  totalUsers: 0,
  activeUsers: 0,
  inactiveUsers: 0,
  adminUsers: 0,
  recentSignups: 0,
};

/** SPEC §3, §9: inactive means any status but Active; admins come from user_roles; recent = last 7 days. */
export function computeStats(profiles: readonly Profile[], roles: readonly UserRole[], now: number): DashboardStats {
  const since = now - RECENT_SIGNUP_DAYS * DAY_MS;
  const active = profiles.filter((p) => p.status === 'Active').length;
  return {
    totalUsers: profiles.length,
    activeUsers: active,
    inactiveUsers: profiles.length - active,
    adminUsers: new Set(roles.filter((r) => r.role === 'admin').map((r) => r.user_id)).size,
    recentSignups: profiles.filter((p) => Date.parse(p.created_at) >= since).length,
  };
}

export type RoleLabel = 'Admin' | 'Moderator' | 'User';

/** SPEC §7: admin, then moderator, else User. */
export function roleLabelFor(userId: string, rolesByUser: ReadonlyMap<string, ReadonlySet<string>>): RoleLabel {
  const roles = rolesByUser.get(userId);
  if (roles?.has('admin')) return 'Admin';
  if (roles?.has('moderator')) return 'Moderator';
  return 'User';
}

export function groupRoles(roles: readonly UserRole[]): Map<string, Set<string>> {
  const byUser = new Map<string, Set<string>>();
  for (const r of roles) {
    const set = byUser.get(r.user_id) ?? new Set<string>();
    set.add(r.role);
    byUser.set(r.user_id, set);
  }
  return byUser;
}

export interface RecentUser {
  profile: Profile;
  role: RoleLabel;
  /** A missing status reads Inactive here (SPEC §2). */
  status: string;
}

export function recentUsers(profiles: readonly Profile[], roles: readonly UserRole[]): RecentUser[] {
  const byUser = groupRoles(roles);
  return profiles.slice(0, RECENT_USERS_COUNT).map((profile) => ({
    profile,
    role: roleLabelFor(profile.id, byUser),
    status: profile.status ?? 'Inactive',
  }));
}

export interface DashboardData {
  profiles: Profile[];
  roles: UserRole[];
}

/** Profiles and user_roles together: the statistics need both or show zero. */
export function useDashboardData() {
  const backend = useBackend();
  return useQuery({
    queryKey: ['profiles', 'dashboard'],
    queryFn: async (): Promise<DashboardData> => {
      const [profiles, roles] = await Promise.all([backend.profiles.list(), backend.roles.list()]);
      return { profiles: profiles.slice().sort((a, b) => b.created_at.localeCompare(a.created_at)), roles };
    },
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
