import { HttpResponse } from 'msw';
import type { DashboardFigures } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { DASHBOARD_ADMIN_ONLY_MESSAGE } from '../api/wire';
import { callerIsAdmin, isoNow, restError, type HandlerContext } from './context';
import { rpc } from './rpc-call';

const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The twin of migration 1000's public.admin_dashboard(): the dashboard's figures, for active admins only. */
export function adminDashboardHandlers(ctx: HandlerContext, base: string) {
  return [
    // Granted to authenticated; the service role executes it too (Supabase's default grants), and, having no
    // auth.uid(), is refused like any other non-admin.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcAdminDashboard}`,
      'admin_dashboard',
      {},
      ['authenticated', 'service'],
      async (caller) => {
        if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', DASHBOARD_ADMIN_ONLY_MESSAGE);
        const since = Date.parse(isoNow(ctx)) - RECENT_DAYS * DAY_MS;
        const profiles = ctx.db.derive('profiles', 'dashboard figures', profileFigures);
        let recentSignups = 0;
        for (const created of profiles.createdAt) if (created >= since) recentSignups++;
        const roles = ctx.db.derive('userRoles', 'dashboard figures', (rows) => ({
          adminUsers: rows.filter((r) => r.role === 'admin').length,
          moderatorUsers: rows.filter((r) => r.role === 'moderator').length,
        }));
        const figures: DashboardFigures = { ...profiles.counts, recentSignups, ...roles };
        return HttpResponse.json(figures);
      },
    ),
  ];
}

/**
 * What the dashboard reads off the profiles, kept until the table changes: the counts, the newest signup and
 * each profile's creation time (the recent signups depend on the clock, so they are counted per call).
 */
function profileFigures(rows: readonly Record<string, unknown>[]) {
  const counts = {
    totalUsers: 0,
    activeUsers: 0,
    inactiveUsers: 0,
    suspendedUsers: 0,
    newestSignupAt: null as string | null,
  };
  const createdAt = new Float64Array(rows.length);
  let newest = Number.NEGATIVE_INFINITY;
  rows.forEach((p, i) => {
    counts.totalUsers++;
    if (p.status === 'Active') counts.activeUsers++;
    else counts.inactiveUsers++;
    if (p.status === 'Suspended') counts.suspendedUsers++;
    const created = Date.parse(p.created_at as string);
    createdAt[i] = created;
    if (created > newest) {
      newest = created;
      counts.newestSignupAt = p.created_at as string;
    }
  });
  return { counts, createdAt };
}
