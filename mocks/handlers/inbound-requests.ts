import { http, HttpResponse } from 'msw';
import { contactMessageInputSchema, INBOUND_KINDS, inboundRequestSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  callerIsAdmin,
  isoNow,
  isSuspended,
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
import { queryFor, runQuery, type TableShape } from './postgrest-query';

const TABLE: TableShape = {
  name: 'inbound_requests',
  columns: Object.keys(inboundRequestSchema.shape),
  uuidColumns: ['id'],
};
/** The column-level INSERT grant: id and created_at are the server's. */
const INSERT_GRANT = ['kind', 'name', 'email', 'company', 'phone', 'message'] as const;

/** public.inbound_requests: anyone (anon included) may insert, a signed-in sender only while not Suspended; only admins read. */
export function inboundRequestHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.inboundRequests}`;
  return [
    http.post(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = await readRestRow(request, TABLE);
      if (body instanceof Response) return body;
      const keys = Object.keys(body);
      if (keys.some((k) => !(INSERT_GRANT as readonly string[]).includes(k)))
        return restError(caller.kind === 'anon' ? 401 : 403, '42501', 'permission denied for table inbound_requests');
      const unstorable = unstorableText(body);
      if (unstorable) return unstorable;
      // The policy's WITH CHECK runs before the check constraints.
      if (caller.kind === 'user' && isSuspended(ctx, caller.userId))
        return restError(403, '42501', 'new row violates row-level security policy for table "inbound_requests"');
      // Like PostgREST's json-to-row: numbers and booleans become text; a missing value reads as empty.
      const values = textFields(body, INSERT_GRANT);
      const kind = values.kind;
      if (!(INBOUND_KINDS as readonly string[]).includes(kind))
        return restError(400, '23514', 'Kind must be one of: contact, demo', 'Kind must be one of: contact, demo');
      const input = contactMessageInputSchema.safeParse(values);
      if (!input.success) {
        const messages = issueMessages(input.error);
        return restError(400, '23514', messages.join(', '), messages.join('\n'));
      }
      const v = input.data;
      await ctx.db.exclusive(() =>
        ctx.db.inboundRequests.create({
          id: crypto.randomUUID(),
          kind: kind as (typeof INBOUND_KINDS)[number],
          name: v.name,
          email: v.email,
          company: v.company === '' ? null : v.company,
          phone: v.phone === '' ? null : v.phone,
          message: v.message,
          created_at: isoNow(ctx),
        }),
      );
      return new HttpResponse(null, { status: 201 });
    }),
    http.get(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for table inbound_requests');
      const query = queryFor(request, TABLE);
      if (query instanceof Response) return query;
      const rows = callerIsAdmin(ctx, caller.userId) ? ctx.db.inboundRequests.all() : [];
      return HttpResponse.json(runQuery(rows, query));
    }),
    ...withoutGrant(ctx, url, 'inbound_requests', ['patch', 'delete']),
  ];
}
