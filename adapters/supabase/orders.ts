import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  OPEN_ORDER_STATUSES,
  ORDER_SEARCH_COLUMNS,
  OWN_ORDER_SEARCH_COLUMNS,
  TERMS_VERSION,
  orderHistoryEntrySchema,
  orderListFilterSchema,
  orderPageQuerySchema,
  orderRequestInputSchema,
  orderRequestSchema,
  ownOrderFilterSchema,
  queuedOrderSchema,
  resubmitOrderInputSchema,
  setOrderStatusInputSchema,
  type BackendAdapter,
} from '@/backend';
import type { RequireSession } from './caller-session';
import { containsAny, pageRange, unwrapPage } from './list-queries';
import { guard, postgrestErrorToBackendError, storageErrorToBackendError, unwrap } from './map-error';
import { emptyToNull, parseResponse } from './mappers';
import { ORDER_DOCUMENTS_BUCKET, removeOrderDocuments, uploadOrderDocuments } from './order-documents';
import { checkPdfContents, parseInput } from './validate';

/**
 * Orders on supabase-js: public.order_requests and public.order_status_history under their policies, the staff
 * queue's page from public.order_queue, the lifecycle through set_order_status() and resubmit_order(), and the PDFs
 * in Storage (order-documents.ts). Assignment is order-assignments.ts.
 */
export function ordersPort(
  client: SupabaseClient,
  requireSession: RequireSession,
): Omit<BackendAdapter['orders'], 'assign' | 'assignments' | 'staffMembers'> {
  return {
    submit: (input) =>
      guard(async () => {
        const order = parseInput(orderRequestInputSchema, input);
        await checkPdfContents(order.documents);
        const session = await requireSession();
        const userId = session.user.id;
        const documents = await uploadOrderDocuments(client, userId, order.documents);
        const paths = documents.map((d) => d.storage_path);
        // The insert debits the credit and writes the first history row in its own transaction (the
        // order_requests_after_insert trigger); without a credit or the current Terms it writes nothing.
        const result = await client
          .from('order_requests')
          .insert({
            user_id: userId,
            name: order.name,
            email: order.email,
            company: emptyToNull(order.company),
            entity_legal_name: order.entityLegalName,
            formation_state: order.formationState,
            report_type: order.reportType,
            property_state: emptyToNull(order.propertyState),
            loan_reference: emptyToNull(order.loanReference),
            terms_version: TERMS_VERSION,
            documents,
          })
          .select('*')
          .single();
        if (result.error) {
          // The row was not stored, so its files would be orphans.
          await removeOrderDocuments(client, paths);
          throw postgrestErrorToBackendError(result.error, result.status);
        }
        return parseResponse(orderRequestSchema, result.data, 'order request');
      }),

    list: (filter = {}) =>
      guard(async () => {
        const { status, search } = parseInput(orderListFilterSchema, filter);
        let query = client.from('order_requests').select('*');
        if (status) query = query.eq('status', status);
        if (search) query = query.or(containsAny(ORDER_SEARCH_COLUMNS, search));
        const rows = unwrap(await query.order('created_at', { ascending: false }));
        return parseResponse(z.array(orderRequestSchema), rows, 'order requests');
      }),

    listOwn: (filter = {}) =>
      guard(async () => {
        const { status, search } = parseInput(ownOrderFilterSchema, filter);
        // Staff may read every order (RLS): ask for the caller's alone rather than read them all.
        const { user } = await requireSession();
        let query = client.from('order_requests').select('*').eq('user_id', user.id);
        if (status) query = query.eq('status', status);
        if (search) query = query.or(containsAny(OWN_ORDER_SEARCH_COLUMNS, search));
        // Ends on the id, so orders placed in the same instant list alike on both backends.
        const rows = unwrap(await query.order('created_at', { ascending: false }).order('id', { ascending: true }));
        return parseResponse(z.array(orderRequestSchema), rows, 'order requests');
      }),

    page: (query) =>
      guard(async () => {
        const { status, search, assigned, sort, page, pageSize } = parseInput(orderPageQuerySchema, query);
        // The queue view (migration 2000): each order with its current assignee, which only staff see.
        let request = client.from('order_queue').select('*', { count: 'exact' });
        if (status) request = request.eq('status', status);
        if (search) request = request.or(containsAny(ORDER_SEARCH_COLUMNS, search));
        if (assigned === 'me') request = request.eq('assignee_id', (await requireSession()).user.id);
        if (assigned === 'none') request = request.is('assignee_id', null);
        // Waiting: the longest in its current status first (updated_at is the time of the last status move). A
        // closed order waits for nobody, so without a status filter it lists the open orders alone.
        if (sort === 'waiting' && !status) request = request.in('status', [...OPEN_ORDER_STATUSES]);
        const ordered =
          sort === 'waiting'
            ? request.order('updated_at', { ascending: true })
            : request.order('created_at', { ascending: false });
        const { rows, total } = unwrapPage(
          await ordered.order('id', { ascending: true }).range(...pageRange(page, pageSize)),
        );
        return { rows: parseResponse(z.array(queuedOrderSchema), rows, 'order queue'), total };
      }),

    get: (id) =>
      guard(async () => {
        if (!z.uuid().safeParse(id).success) return null;
        const row = unwrap(await client.from('order_requests').select('*').eq('id', id).maybeSingle());
        return row === null ? null : parseResponse(orderRequestSchema, row, 'order request');
      }),

    history: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const rows = unwrap(
          await client
            .from('order_status_history')
            .select('*')
            .eq('order_id', orderId)
            .order('created_at', { ascending: true }),
        );
        return parseResponse(z.array(orderHistoryEntrySchema), rows, 'order history');
      }),

    setStatus: (input) =>
      guard(async () => {
        const { orderId, status, message } = parseInput(setOrderStatusInputSchema, input);
        unwrap(await client.rpc('set_order_status', { _order_id: orderId, _status: status, _message: message }));
      }),

    resubmit: (input) =>
      guard(async () => {
        const parsed = parseInput(resubmitOrderInputSchema, input);
        await checkPdfContents(parsed.documents);
        const session = await requireSession();
        const documents = await uploadOrderDocuments(client, session.user.id, parsed.documents);
        const result = await client.rpc('resubmit_order', {
          _order_id: parsed.orderId,
          _documents: documents,
          _message: parsed.message,
        });
        if (result.error) {
          const paths = documents.map((d) => d.storage_path);
          await removeOrderDocuments(client, paths);
          throw postgrestErrorToBackendError(result.error, result.status);
        }
      }),

    downloadDocument: (storagePath) =>
      guard(async () => {
        const { data, error } = await client.storage.from(ORDER_DOCUMENTS_BUCKET).download(storagePath);
        if (error) throw storageErrorToBackendError(error);
        return data;
      }),
  };
}
