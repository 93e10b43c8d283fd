import { http, HttpResponse } from 'msw';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  orderRequestInputSchema,
  orderRequestSchema,
  type OrderRequest,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  callerIsActive,
  callerIsAdmin,
  deniedStatus,
  isoNow,
  issueMessages,
  prepare,
  readRestRow,
  restCaller,
  restError,
  textFields,
  unstorableText,
  withoutGrant,
  type HandlerContext,
} from './context';
import { preferences, queryFor, rowsResponse, runQuery, type TableShape } from './postgrest-query';
import { NO_GRANT, selectHandler } from './table';

const TABLE: TableShape = {
  name: 'order_requests',
  columns: Object.keys(orderRequestSchema.shape),
  uuidColumns: ['id', 'user_id'],
};

/** The column-level INSERT grant of the migration: id, status and created_at are the server's. */
const INSERT_GRANT = [
  'user_id',
  'name',
  'email',
  'company',
  'entity_legal_name',
  'formation_state',
  'report_type',
  'documents',
] as const;

const rlsRefusal = () =>
  restError(403, '42501', 'new row violates row-level security policy for table "order_requests"');

type Document = OrderRequest['documents'][number];

/** private.valid_order_documents(): 1..10 objects of {name, size 1 byte..20 MB, storage_path}. */
function validDocuments(value: unknown): value is Document[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_DOCUMENTS &&
    value.every(
      (d) =>
        d !== null &&
        typeof d === 'object' &&
        typeof d.name === 'string' &&
        d.name.length > 0 &&
        typeof d.storage_path === 'string' &&
        typeof d.size === 'number' &&
        d.size >= 1 &&
        d.size <= MAX_DOCUMENT_BYTES,
    )
  );
}

/**
 * The insert policy's document rule: every storage_path is `<caller>/<folder>/<file>` with no empty, '.'
 * or '..' segment and no backslash, and names a file the caller uploaded to the order-documents bucket.
 * A malformed list passes here and is refused by the check constraint (policies run first).
 */
function documentsUploadedBy(ctx: HandlerContext, documents: unknown, userId: string): boolean {
  if (!Array.isArray(documents)) return true;
  return documents.every((d: unknown) => {
    const path = d !== null && typeof d === 'object' ? (d as { storage_path?: unknown }).storage_path : undefined;
    // Entries of another shape are the check constraint's to refuse.
    if (typeof path !== 'string') return true;
    if (path.includes('\\')) return false;
    const segments = path.split('/');
    if (segments.length !== 3 || segments[0] !== userId) return false;
    if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
    const object = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: 'order-documents', name: path }));
    return object !== undefined && object.owner === userId;
  });
}

/**
 * public.order_requests: the signed-in owner inserts their own order (the documents they uploaded through
 * Storage first) and reads their orders, admins read every order; nobody edits or deletes through the API.
 */
export function orderRequestHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.orderRequests}`;
  return [
    http.post(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = await readRestRow(request, TABLE);
      if (body instanceof Response) return body;
      // Privileges: anon holds none; the signed-in hold INSERT on the granted columns (and SELECT).
      if (caller.kind === 'anon' || Object.keys(body).some((k) => !(INSERT_GRANT as readonly string[]).includes(k)))
        return restError(deniedStatus(caller), '42501', 'permission denied for table order_requests');
      const unstorable = unstorableText(body);
      if (unstorable) return unstorable;
      // order_requests_insert WITH CHECK: an active caller, their own user_id, documents they uploaded.
      if (
        caller.kind === 'user' &&
        (!callerIsActive(ctx, caller.userId) ||
          body.user_id !== caller.userId ||
          !documentsUploadedBy(ctx, body.documents, caller.userId))
      )
        return rlsRefusal();
      // The check constraints: the SPEC §5 rules of the order form, and a well-formed document list.
      const values = textFields(body, [
        'name',
        'email',
        'company',
        'entity_legal_name',
        'formation_state',
        'report_type',
      ]);
      const fields = orderRequestInputSchema.omit({ documents: true }).safeParse({
        name: values.name,
        email: values.email,
        company: values.company,
        entityLegalName: values.entity_legal_name,
        formationState: values.formation_state,
        reportType: values.report_type,
      });
      const messages = fields.success ? [] : issueMessages(fields.error);
      if (!validDocuments(body.documents))
        messages.push('Each document needs a name, a size of 1 byte to 20 MB and a storage path');
      if (messages.length > 0) return restError(400, '23514', messages.join(', '), messages.join('\n'));
      if (!fields.success || !validDocuments(body.documents) || typeof body.user_id !== 'string') return rlsRefusal();
      const v = fields.data;
      const order = await ctx.db.exclusive(() =>
        ctx.db.orderRequests.create({
          id: crypto.randomUUID(),
          user_id: body.user_id as string,
          name: v.name,
          email: v.email,
          company: v.company === '' ? null : v.company,
          entity_legal_name: v.entityLegalName,
          formation_state: v.formationState,
          report_type: v.reportType,
          documents: (body.documents as Document[]).map(({ name, size, storage_path }) => ({
            name,
            size,
            storage_path,
          })),
          status: 'Submitted',
          created_at: isoNow(ctx),
        }),
      );
      if (!preferences(request).representation) return new HttpResponse(null, { status: 201 });
      const query = queryFor(request, TABLE);
      if (query instanceof Response) return query;
      return rowsResponse(request, runQuery([{ ...order }], query), { status: 201 });
    }),

    // order_requests_select: an active caller reads their own orders, an active admin every order.
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.orderRequests.all();
      if (!callerIsActive(ctx, caller.userId)) return [];
      const admin = callerIsAdmin(ctx, caller.userId);
      return ctx.db.orderRequests.findMany((q) => q.where((o) => admin || o.user_id === caller.userId));
    }),
    // Orders are never edited or removed through the API (no grant).
    ...withoutGrant(ctx, url, 'order_requests', ['patch', 'delete']),
  ];
}
