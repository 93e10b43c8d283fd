import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditListQuerySchema,
  exportRecordInputSchema,
  roleAuditEntrySchema,
  staffAuditEntrySchema,
  staffAuditQuerySchema,
  type BackendAdapter,
} from '@/backend';
import { pageRange, unwrapPage } from './list-queries';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * The audit trails on supabase-js: public.role_audit_log and public.staff_audit_log under their admin-only
 * policies, newest first and counted by PostgREST; log_export() records a CSV export before its file is handed over.
 */
export function auditPort(client: SupabaseClient): BackendAdapter['audit'] {
  return {
    listRecent: (limit = AUDIT_LOG_PAGE_SIZE) =>
      guard(async () => {
        const rows = unwrap(
          await client.from('role_audit_log').select('*').order('created_at', { ascending: false }).limit(limit),
        );
        return parseResponse(z.array(roleAuditEntrySchema), rows, 'role audit log');
      }),

    page: (query) =>
      guard(async () => {
        const { page, pageSize } = parseInput(auditListQuerySchema, query);
        const { rows, total } = unwrapPage(
          await client
            .from('role_audit_log')
            .select('*', { count: 'exact' })
            .order('created_at', { ascending: false })
            .order('id', { ascending: true })
            .range(...pageRange(page, pageSize)),
        );
        return { rows: parseResponse(z.array(roleAuditEntrySchema), rows, 'role audit log'), total };
      }),

    recordExport: (input) =>
      guard(async () => {
        const { view, filters, rows } = parseInput(exportRecordInputSchema, input);
        unwrap(await client.rpc('log_export', { _view: view, _filters: filters, _rows: rows }));
      }),

    staffPage: (query) =>
      guard(async () => {
        const { page, pageSize, action } = parseInput(staffAuditQuerySchema, query);
        let request = client.from('staff_audit_log').select('*', { count: 'exact' });
        if (action) request = request.eq('action', action);
        const { rows, total } = unwrapPage(
          await request
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .range(...pageRange(page, pageSize)),
        );
        return { rows: parseResponse(z.array(staffAuditEntrySchema), rows, 'staff audit log'), total };
      }),
  };
}
