import { http, HttpResponse } from 'msw';
import { API_ROUTES } from '../api/routes';
import type { OutboxAttachment } from '../api/wire';
import type { OutboxAttachmentRecord, OutboxRecord } from '../db';
import { PERSONAS } from '../seed/personas';
import { addSampleCustomers, SAMPLE_CUSTOMERS_MAX } from '../seed/sample-customers';
import { prepare, restCaller, type HandlerContext } from './context';
import { reportPacketFile } from './reports';

/** Who calls the demo namespace, as far as it tells them apart. */
export type DemoCaller = { kind: 'anon' } | { kind: 'service' } | { kind: 'user'; userId: string; email: string };

/**
 * The caller of a demo route: nobody (no token, the anon key), the service role, or a signed-in user while their
 * session lasts (a signed-out token reads as nobody's, as staff rights end with the session). A token this backend
 * did not sign, or that expired, is refused as PostgREST refuses it (401).
 */
export async function demoCaller(ctx: HandlerContext, request: Request): Promise<DemoCaller | Response> {
  const caller = await restCaller(ctx, request);
  if (caller instanceof Response || caller.kind !== 'user') return caller;
  const user = ctx.db.firstBy('authUsers', 'id', caller.userId);
  const session = ctx.db.firstBy('sessions', 'id', caller.claims.session_id);
  if (!user || session?.user_id !== caller.userId) return { kind: 'anon' };
  return { kind: 'user', userId: caller.userId, email: user.email.toLowerCase() };
}

/** A refusal of the demo namespace: `{code, message}`, as the Edge Functions answer (it is none of GoTrue's). */
export function demoError(status: 401 | 403, code: 'no_authorization' | 'forbidden', message: string): Response {
  return HttpResponse.json({ code, message }, { status });
}

/** The demo personas' addresses: public accounts, whose mails and codes the demo shows (mocks/seed/personas.ts). */
const PERSONA_EMAILS: ReadonlySet<string> = new Set(Object.values(PERSONAS).map((p) => p.email.toLowerCase()));

export function isPersonaEmail(email: string): boolean {
  return PERSONA_EMAILS.has(email.trim().toLowerCase());
}

/**
 * Demo conveniences only the in-browser backend has: the outbox (newest first), each email's attachments
 * to download, the seed reset, and sample customers to show the staff lists at scale. The outbox answers what a
 * demo persona may see: the personas' mails to anyone (public accounts), any other mail only to the signed-in
 * account it was sent to or that asked for it (its LOS mails, its order's mails), an LOS confirmation code only to
 * the customer who asked for it, whoever it was sent to; the service role reads every mail, as it reads
 * public.outbound_emails. The writes need the service-role key where the data is shared (MockConfig).
 */
export function demoHandlers(ctx: HandlerContext, base: string) {
  function visible(mail: OutboxRecord, caller: DemoCaller): boolean {
    if (caller.kind === 'service') return true;
    const { queued } = mail;
    const orderId = queued?.order_id ?? null;
    // Asked for by the user: their LOS mails, and the mails about their own order.
    const askedBy = (userId: string) =>
      queued?.requested_by === userId ||
      (orderId !== null && ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }))?.user_id === userId);
    if (queued?.kind === 'los_confirmation') return caller.kind === 'user' && queued.requested_by === caller.userId;
    if (isPersonaEmail(mail.to)) return true;
    return caller.kind === 'user' && (mail.to.trim().toLowerCase() === caller.email || askedBy(caller.userId));
  }

  /** The reset and sample customers: anyone in the browser; the service role where the data is shared. */
  function writeRefused(caller: DemoCaller): Response | null {
    if (!ctx.config.demoWritesNeedServiceRole || caller.kind === 'service') return null;
    const message =
      "The emulator's data is shared by every client: resetting it or adding to it takes its service-role key, printed when it starts.";
    return caller.kind === 'anon' ? demoError(401, 'no_authorization', message) : demoError(403, 'forbidden', message);
  }

  /** The attachment's content now: the stored file, or the report's data packet; null once gone. */
  async function content(attachment: OutboxAttachmentRecord): Promise<Blob | null> {
    const { source } = attachment;
    if (source.kind === 'packet') return reportPacketFile(ctx, source.report_id, source.version);
    const object = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: source.bucket, name: source.path }));
    return object ? ctx.files.get(`${source.bucket}/${source.path}`) : null;
  }

  function available(attachment: OutboxAttachmentRecord): boolean {
    const { source } = attachment;
    if (source.kind === 'packet')
      return ctx.db.orderReports.findFirst((q) => q.where({ id: source.report_id })) !== undefined;
    return (
      ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: source.bucket, name: source.path })) !== undefined
    );
  }

  return [
    http.get(`${base}${API_ROUTES.demoOutbox}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await demoCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const rows = ctx.db.outbox
        .all()
        .map((r, index) => ({ r, index }))
        .filter(({ r }) => visible(r, caller));
      rows.sort((a, b) =>
        a.r.created_at < b.r.created_at ? 1 : a.r.created_at > b.r.created_at ? -1 : b.index - a.index,
      );
      return HttpResponse.json(
        // `queued` is the outbound_emails row behind a mail (that table's twin), not part of the outbox.
        rows.map(({ r: { queued: _queued, ...r } }) => ({
          ...r,
          attachments: r.attachments.map((a): OutboxAttachment => ({
            name: a.name,
            content_type: a.content_type,
            available: available(a),
          })),
        })),
      );
    }),
    http.get(`${base}${API_ROUTES.demoOutbox}/:id/attachments/:index`, async ({ request, params }) => {
      await prepare(ctx);
      const caller = await demoCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const found = ctx.db.outbox.findFirst((q) => q.where({ id: String(params.id) }));
      // A mail the caller may not see has no attachments for them either.
      const email = found && visible(found, caller) ? found : undefined;
      const index = /^\d+$/.test(String(params.index)) ? Number(params.index) : -1;
      const attachment = email?.attachments[index];
      const blob = attachment ? await content(attachment) : null;
      if (!attachment || !blob)
        return HttpResponse.json({ code: 'not_found', message: 'No such attachment' }, { status: 404 });
      return new HttpResponse(blob, {
        headers: {
          'Content-Type': attachment.content_type,
          'Content-Length': String(blob.size),
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
        },
      });
    }),
    http.post(`${base}${API_ROUTES.demoSampleCustomers}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await demoCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const refused = writeRefused(caller);
      if (refused) return refused;
      const body: unknown = await request.json().catch(() => null);
      const count = body !== null && typeof body === 'object' ? (body as { count?: unknown }).count : undefined;
      const most = SAMPLE_CUSTOMERS_MAX.toLocaleString('en-US');
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > SAMPLE_CUSTOMERS_MAX)
        return HttpResponse.json(
          { code: 'validation_failed', message: `count must be a whole number from 1 to ${most}` },
          { status: 400 },
        );
      try {
        const added = await addSampleCustomers(ctx.db, {
          count,
          now: new Date(ctx.now()),
          iterations: ctx.config.passwordIterations,
        });
        if ('room' in added)
          return HttpResponse.json(
            {
              code: 'validation_failed',
              message: `The demo holds at most ${most} sample customers; ${added.room.toLocaleString('en-US')} more fit, so none were added. Add fewer, or reset the demo.`,
            },
            { status: 400 },
          );
        return HttpResponse.json({ added: count, profiles: added.profiles });
      } catch (error) {
        // The browser refused the commit (its storage quota): nothing was stored, and this tab's copy goes
        // back to what was on the next request.
        if (!(error instanceof DOMException && error.name === 'QuotaExceededError')) throw error;
        return HttpResponse.json(
          {
            code: 'storage_full',
            message: `The browser has no room to store ${count} more sample customers, so none were added. Add fewer, or reset the demo.`,
          },
          { status: 507 },
        );
      }
    }),
    http.post(`${base}${API_ROUTES.demoReset}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await demoCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const refused = writeRefused(caller);
      if (refused) return refused;
      await ctx.reseed();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
