import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { staff } from './content/staff';

export default [
  layout('routes/site-layout.tsx', [
    index('routes/public/home.tsx'),
    route('features', 'routes/public/features.tsx'),
    route('process', 'routes/public/process.tsx'),
    route('impact', 'routes/public/impact.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('story', 'routes/public/story.tsx'),
    route('our-story', 'routes/public/story.tsx', { id: 'routes/public/our-story' }),
    route('counselnet', 'routes/public/counselnet.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    ...staff.map((member) =>
      route(member.slug, 'routes/public/staff-member.tsx', { id: `routes/public/staff/${member.slug}` }),
    ),
    route('login', 'routes/public/legacy-login.tsx'),
    route('robots.txt', 'routes/public/robots-txt.ts'),
    route('admin', 'routes/admin/user-administration.tsx'),
    route('admin/dashboard', 'routes/admin/admin-dashboard.tsx'),
    route('admin-dashboard', 'routes/admin/admin-dashboard.tsx', { id: 'routes/admin/admin-dashboard-alias' }),
    route('secure-roles', 'routes/admin/secure-roles.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/orders/:id', 'routes/admin/order.tsx'),
    route('admin/credits', 'routes/admin/customer-credits.tsx'),
    route('admin/audit', 'routes/admin/staff-audit.tsx'),
    route('auth', 'routes/auth/auth.tsx'),
    route('portal', 'routes/portal/portal.tsx'),
    route('portal/credits', 'routes/portal/credits.tsx'),
    route('portal/orders/:id', 'routes/portal/order.tsx'),
    route('portal/orders/:id/report', 'routes/portal/order-report.tsx'),
    route('request', 'routes/portal/request.tsx'),
    route('demo/inbox', 'routes/demo/inbox.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
] satisfies RouteConfig;
