import type { RequestHandler } from 'msw';
import type { HandlerContext } from './context';
import { adminDashboardHandlers } from './admin-dashboard';
import { adminUserHandlers } from './admin-users';
import { authAdminHandlers } from './auth-admin';
import { authHandlers } from './auth';
import { creditCheckoutHandlers } from './credit-checkout';
import { demoHandlers } from './demo';
import { documentReadingHandlers } from './document-readings';
import { reportApprovalHandlers } from './report-approvals';
import { reportFieldEventHandlers } from './report-field-events';
import { reportDraftHandlers } from './report-drafts';
import { reportReviewHandlers } from './report-reviews';
import { fallbackHandlers } from './fallback';
import { inboundRequestHandlers } from './inbound-requests';
import { mfaHandlers } from './mfa';
import { escalationHandlers } from './escalations';
import { losHandoffHandlers } from './los-handoffs';
import { orderAssignmentHandlers } from './order-assignments';
import { orderLifecycleHandlers } from './order-lifecycle';
import { orderRequestHandlers } from './order-requests';
import { outboundEmailHandlers } from './outbound-emails';
import { profileHandlers } from './profiles';
import { readDocumentsAiHandlers } from './read-documents-ai';
import { sosLookupHandlers } from './sos-lookups';
import { stripeSandboxHandlers } from './stripe-sandbox';
import { reportHandlers } from './reports';
import { roleAuditLogHandlers } from './role-audit-log';
import { rpcHandlers } from './rpc';
import { rpcReadHandlers } from './rpc-read';
import { staffAuditLogHandlers } from './staff-audit-log';
import { storageHandlers } from './storage';
import { stripeEventHandlers } from './stripe-events';
import { userListPageHandlers } from './user-list-page';
import { userRoleHandlers } from './user-roles';

export { DEFAULT_MOCK_CONFIG, type HandlerContext, type MockConfig } from './context';

/** Every handler of the mock API under `baseUrl` (an absolute URL or a same-origin path like '/mock-api'). */
export function createHandlers(ctx: HandlerContext, baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const handlers: RequestHandler[] = [
    ...authHandlers(ctx, base),
    ...authAdminHandlers(ctx, base),
    ...mfaHandlers(ctx, base),
    ...profileHandlers(ctx, base),
    ...userListPageHandlers(ctx, base),
    ...userRoleHandlers(ctx, base),
    ...roleAuditLogHandlers(ctx, base),
    ...staffAuditLogHandlers(ctx, base),
    ...rpcHandlers(ctx, base),
    ...adminUserHandlers(ctx, base),
    ...adminDashboardHandlers(ctx, base),
    ...inboundRequestHandlers(ctx, base),
    ...orderRequestHandlers(ctx, base),
    ...orderLifecycleHandlers(ctx, base),
    ...orderAssignmentHandlers(ctx, base),
    ...stripeEventHandlers(ctx, base),
    ...reportHandlers(ctx, base),
    ...losHandoffHandlers(ctx, base),
    ...escalationHandlers(ctx, base),
    ...documentReadingHandlers(ctx, base),
    ...reportReviewHandlers(ctx, base),
    ...reportDraftHandlers(ctx, base),
    ...reportApprovalHandlers(ctx, base),
    ...reportFieldEventHandlers(ctx, base),
    ...readDocumentsAiHandlers(ctx, base),
    ...sosLookupHandlers(ctx, base),
    ...creditCheckoutHandlers(ctx, base, () => handlers),
    ...stripeSandboxHandlers(ctx, base, () => handlers),
    ...outboundEmailHandlers(ctx, base),
    ...storageHandlers(ctx, base),
    ...demoHandlers(ctx, base),
    // GET and HEAD on the STABLE functions, answered by their POST handlers above as PostgREST reads them.
    ...rpcReadHandlers(base, () => handlers),
    // Must stay last: it answers whatever the handlers above do not.
    ...fallbackHandlers(ctx, base),
  ];
  return handlers;
}
