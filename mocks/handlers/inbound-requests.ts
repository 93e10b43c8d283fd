import { http, HttpResponse } from 'msw';
import { contactMessageInputSchema, INBOUND_KINDS, inboundRequestSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { inboundBodySchema } from '../api/wire';
import { callerIsAdmin, isoNow, issueMessages, prepare, restCaller, restError, type HandlerContext } from './context';
import { parseQuery, runQuery } from './postgrest-query';

const COLUMNS = Object.keys(inboundRequestSchema.shape);

/** public.inbound_requests: anyone (anon included) may insert; only admins read. */
export function inboundRequestHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.inboundRequests}`;
  return [
    http.post(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = inboundBodySchema.safeParse(await request.json().catch(() => null));
      if (!body.success) return restError(400, 'PGRST102', 'Empty or invalid json');
      const kind = body.data.kind;
      if (typeof kind !== 'string' || !(INBOUND_KINDS as readonly string[]).includes(kind))
        return restError(400, '23514', 'Kind must be one of: contact, demo', 'Kind must be one of: contact, demo');
      const input = contactMessageInputSchema.safeParse(body.data);
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
      const query = parseQuery(new URL(request.url), COLUMNS);
      if ('error' in query) return restError(400, '42703', `column inbound_requests.${query.error} does not exist`);
      const rows = callerIsAdmin(ctx, caller.userId) ? ctx.db.inboundRequests.all() : [];
      return HttpResponse.json(runQuery(rows, query));
    }),
  ];
}
