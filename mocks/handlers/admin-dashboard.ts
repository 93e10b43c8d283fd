import { HttpResponse } from 'msw';
import type { DashboardFigures, Profile } from '@/backend';
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
        const roles = ctx.db.userRoles.all();
        const figures: DashboardFigures = {
          ...profileFigures(ctx.db.profiles.all(), since),
          adminUsers: roles.filter((r) => r.role === 'admin').length,
          moderatorUsers: roles.filter((r) => r.role === 'moderator').length,
        };
        return HttpResponse.json(figures);
      },
    ),
  ];
}

/** The dashboard's counts of the profiles, as admin_dashboard() counts them; `since`: when "recent" starts (ms). */
function profileFigures(rows: readonly Profile[], since: number) {
  const figures = {
    totalUsers: rows.length,
    activeUsers: 0,
    inactiveUsers: 0,
    suspendedUsers: 0,
    recentSignups: 0,
    newestSignupAt: null as string | null,
  };
  let newest = Number.NEGATIVE_INFINITY;
  for (const p of rows) {
    if (p.status === 'Active') figures.activeUsers++;
    else figures.inactiveUsers++;
    if (p.status === 'Suspended') figures.suspendedUsers++;
    const created = Date.parse(p.created_at);
    if (created >= since) figures.recentSignups++;
    if (created > newest) {
      newest = created;
      figures.newestSignupAt = p.created_at;
    }
  }
  return figures;
}
