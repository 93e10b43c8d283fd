import { http, HttpResponse } from 'msw';
import { orderRequestInputSchema, orderRequestSchema, UNSTORABLE_TEXT_MESSAGE } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { BANNED_MESSAGE } from '../api/wire';
import {
  authCaller,
  authError,
  callerIsAdmin,
  isoNow,
  isSuspended,
  issueMessages,
  prepare,
  restCaller,
  restError,
  textFault,
  withoutGrant,
  type HandlerContext,
} from './context';
import { queryFor, runQuery, type TableShape } from './postgrest-query';

const TABLE: TableShape = {
  name: 'order_requests',
  columns: Object.keys(orderRequestSchema.shape),
  uuidColumns: ['id', 'user_id'],
};

/**
 * Order requests: the submit-order function takes the form and its PDFs (multipart) for the signed-in
 * caller and keeps the bytes in the file store; the table is readable by its owner and by admins.
 */
export function orderRequestHandlers(ctx: HandlerContext, base: string) {
  return [
    http.post(`${base}${API_ROUTES.submitOrder}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (isSuspended(ctx, caller.userId)) return authError(403, 'user_banned', BANNED_MESSAGE);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return authError(400, 'validation_failed', 'Expected a multipart form');
      }
      // A missing field (or a file where text belongs) reads as an empty field, so the form's own message shows.
      const text = (key: string) => {
        const v = form.get(key);
        return typeof v === 'string' ? v : '';
      };
      const texts = [...form.entries()].map(([key, v]) => [key, typeof v === 'string' ? v : v.name]);
      if (textFault(texts))
        return authError(400, 'validation_failed', UNSTORABLE_TEXT_MESSAGE, [UNSTORABLE_TEXT_MESSAGE]);
      const input = orderRequestInputSchema.safeParse({
        name: text('name'),
        email: text('email'),
        company: text('company'),
        entityLegalName: text('entityLegalName'),
        formationState: text('formationState'),
        reportType: text('reportType'),
        documents: form.getAll('documents').filter((v) => typeof v !== 'string'),
      });
      if (!input.success) {
        const reasons = issueMessages(input.error);
        return authError(400, 'validation_failed', reasons.join(', '), reasons);
      }
      const v = input.data;
      const id = crypto.randomUUID();
      const documents: Array<{ name: string; size: number; storage_path: string }> = [];
      for (const [i, file] of v.documents.entries()) {
        const path = `order-documents/${caller.userId}/${id}/${i + 1}-${file.name}`;
        await ctx.files.put(path, file);
        documents.push({ name: file.name, size: file.size, storage_path: path });
      }
      const order = await ctx.db.exclusive(() =>
        ctx.db.orderRequests.create({
          id,
          user_id: caller.userId,
          name: v.name,
          email: v.email,
          company: v.company === '' ? null : v.company,
          entity_legal_name: v.entityLegalName,
          formation_state: v.formationState,
          report_type: v.reportType,
          documents,
          status: 'Submitted',
          created_at: isoNow(ctx),
        }),
      );
      return HttpResponse.json({ ...order }, { status: 201 });
    }),

    http.get(`${base}${API_ROUTES.orderRequests}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for table order_requests');
      const query = queryFor(request, TABLE);
      if (query instanceof Response) return query;
      const admin = callerIsAdmin(ctx, caller.userId);
      const rows = isSuspended(ctx, caller.userId)
        ? []
        : ctx.db.orderRequests.findMany((q) => q.where((o) => admin || o.user_id === caller.userId));
      return HttpResponse.json(runQuery(rows, query));
    }),
    // Orders are never edited or removed through the API (no grant).
    ...withoutGrant(ctx, `${base}${API_ROUTES.orderRequests}`, 'order_requests', ['patch', 'delete']),
  ];
}
