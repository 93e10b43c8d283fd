import { contactMessageInputSchema, INBOUND_KINDS, inboundRequestSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  callerIsActive,
  callerIsAdmin,
  deniedStatus,
  isoNow,
  issueMessages,
  restError,
  textFields,
  unstorableText,
  withoutGrant,
  type HandlerContext,
} from './context';
import type { TableShape } from './table-shape';
import { insertHandler, NO_GRANT, selectHandler } from './table';

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
    insertHandler(ctx, url, TABLE, {
      check(caller, body, representation) {
        const keys = Object.keys(body);
        // Privileges first: the insert grant's columns, and for RETURNING (return=representation) the
        // SELECT grant, which anon does not hold.
        if (
          caller.kind !== 'service' &&
          (keys.some((k) => !(INSERT_GRANT as readonly string[]).includes(k)) ||
            (representation && caller.kind === 'anon'))
        )
          return restError(deniedStatus(caller), '42501', 'permission denied for table inbound_requests');
        const unstorable = unstorableText(body);
        if (unstorable) return unstorable;
        // The policies run before the check constraints: WITH CHECK (a signed-in sender must be active), and
        // for RETURNING the SELECT policy on the new row (admins only).
        if (caller.kind === 'user' && (!callerIsActive(ctx, caller) || (representation && !callerIsAdmin(ctx, caller))))
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
        return { kind: kind as (typeof INBOUND_KINDS)[number], ...input.data };
      },
      async store(_caller, rows) {
        const stored = [];
        for (const v of rows)
          stored.push(
            await ctx.db.inboundRequests.create({
              id: crypto.randomUUID(),
              kind: v.kind,
              name: v.name,
              email: v.email,
              company: v.company === '' ? null : v.company,
              phone: v.phone === '' ? null : v.phone,
              message: v.message,
              created_at: isoNow(ctx),
            }),
          );
        return stored;
      },
    }),
    // Admins read every request; anyone else signed in matches none; anon has no SELECT grant.
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      return caller.kind === 'service' || callerIsAdmin(ctx, caller) ? ctx.db.inboundRequests.all() : [];
    }),
    ...withoutGrant(ctx, url, 'inbound_requests', ['patch', 'delete']),
  ];
}
