import { DEMO_ROUTES } from './emulator';

export { EMULATOR_ANON_KEY } from './emulator';

/**
 * The mock HTTP API, shaped after Supabase: GoTrue under /auth/v1, PostgREST under /rest/v1 (tables and
 * rpc), edge functions under /functions/v1, plus a demo-only namespace. Paths are relative to the base URL
 * (same-origin '/mock-api' in the browser) so the demo never contacts another host.
 */
export const API_ROUTES = {
  token: '/auth/v1/token',
  signup: '/auth/v1/signup',
  logout: '/auth/v1/logout',
  recover: '/auth/v1/recover',
  verify: '/auth/v1/verify',
  user: '/auth/v1/user',
  factors: '/auth/v1/factors',
  adminUsers: '/auth/v1/admin/users',
  profiles: '/rest/v1/profiles',
  userRoles: '/rest/v1/user_roles',
  roleAuditLog: '/rest/v1/role_audit_log',
  staffAuditLog: '/rest/v1/staff_audit_log',
  inboundRequests: '/rest/v1/inbound_requests',
  orderRequests: '/rest/v1/order_requests',
  orderStatusHistory: '/rest/v1/order_status_history',
  creditLedger: '/rest/v1/credit_ledger',
  orderReports: '/rest/v1/order_reports',
  accountLosSettings: '/rest/v1/account_los_settings',
  outboundEmails: '/rest/v1/outbound_emails',
  accountLosAddresses: '/rest/v1/account_los_addresses',
  losHandoffs: '/rest/v1/los_handoffs',
  orderDocumentTexts: '/rest/v1/order_document_texts',
  orderDocumentReadings: '/rest/v1/order_document_readings',
  reportFieldReviews: '/rest/v1/report_field_reviews',
  reportOverrides: '/rest/v1/report_overrides',
  orderSosLookups: '/rest/v1/order_sos_lookups',
  orderAssignments: '/rest/v1/order_assignments',
  orderQueue: '/rest/v1/order_queue',
  reportDrafts: '/rest/v1/report_drafts',
  reportApprovals: '/rest/v1/report_approvals',
  reportQuestions: '/rest/v1/report_questions',
  reportSignoffs: '/rest/v1/report_signoffs',
  reportFieldEvents: '/rest/v1/report_field_events',
  creditCheckouts: '/rest/v1/credit_checkouts',
  rpcIsAdmin: '/rest/v1/rpc/is_admin',
  rpcAssignUserRole: '/rest/v1/rpc/assign_user_role',
  rpcSetOrderStatus: '/rest/v1/rpc/set_order_status',
  rpcResubmitOrder: '/rest/v1/rpc/resubmit_order',
  rpcCreditBalance: '/rest/v1/rpc/credit_balance',
  rpcGrantCredits: '/rest/v1/rpc/grant_credits',
  rpcAdjustCredits: '/rest/v1/rpc/adjust_credits',
  rpcOrdersPastDocumentRetention: '/rest/v1/rpc/orders_past_document_retention',
  rpcMarkOrderDocumentsPurged: '/rest/v1/rpc/mark_order_documents_purged',
  rpcDeletedUserDocuments: '/rest/v1/rpc/deleted_user_documents',
  rpcPublishReport: '/rest/v1/rpc/publish_report',
  rpcEscalateOrder: '/rest/v1/rpc/escalate_order',
  rpcQueueLosDelivery: '/rest/v1/rpc/queue_los_delivery',
  rpcConfirmLosAddress: '/rest/v1/rpc/confirm_los_address',
  rpcAdminDashboard: '/rest/v1/rpc/admin_dashboard',
  rpcLogExport: '/rest/v1/rpc/log_export',
  rpcRecordUserCreated: '/rest/v1/rpc/record_user_created',
  rpcResetUserMfa: '/rest/v1/rpc/reset_user_mfa',
  rpcApproveAdminFactor: '/rest/v1/rpc/approve_admin_factor',
  rpcAwaitsFactorApproval: '/rest/v1/rpc/awaits_factor_approval',
  rpcSaveDocumentText: '/rest/v1/rpc/save_document_text',
  rpcSaveDocumentReading: '/rest/v1/rpc/save_document_reading',
  rpcReaderReviewStats: '/rest/v1/rpc/reader_review_stats',
  rpcRecordSosLookup: '/rest/v1/rpc/record_sos_lookup',
  rpcAssignOrder: '/rest/v1/rpc/assign_order',
  rpcUserListPage: '/rest/v1/rpc/user_list_page',
  rpcSaveReportDraft: '/rest/v1/rpc/save_report_draft',
  rpcDiscardReportDraft: '/rest/v1/rpc/discard_report_draft',
  rpcAskForApproval: '/rest/v1/rpc/ask_for_approval',
  rpcQuestionReportField: '/rest/v1/rpc/question_report_field',
  rpcAnswerReportQuestion: '/rest/v1/rpc/answer_report_question',
  rpcDecideApproval: '/rest/v1/rpc/decide_approval',
  storageObject: '/storage/v1/object',
  adminCreateUser: '/functions/v1/admin-create-user',
  adminSetUserStatus: '/functions/v1/admin-set-user-status',
  readDocumentsAi: '/functions/v1/read-documents-ai',
  checkSecretaryOfState: '/functions/v1/check-secretary-of-state',
  ...DEMO_ROUTES,
} as const;

export type ApiRoute = keyof typeof API_ROUTES;

export function apiUrl(baseUrl: string, route: ApiRoute): string {
  return `${baseUrl.replace(/\/+$/, '')}${API_ROUTES[route]}`;
}
