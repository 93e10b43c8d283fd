import { HttpResponse } from 'msw';
import { http } from './http';
import { API_ROUTES } from '../api/routes';
import type { OutboxAttachment } from '../api/wire';
import type { OutboxAttachmentRecord } from '../db';
import { addSampleCustomers, SAMPLE_CUSTOMERS_MAX } from '../seed/sample-customers';
import { prepare, type HandlerContext } from './context';
import { reportPacketFile } from './reports';

/**
 * Demo conveniences only the in-browser backend has: the outbox (newest first), each email's attachments
 * to download, the seed reset, and sample customers to show the staff lists at scale. Like the outbox itself, attachments need no session: the demo inbox
 * shows what every address was sent.
 */
export function demoHandlers(ctx: HandlerContext, base: string) {
  /** The attachment's content now: the stored file, or the report's data packet; null once gone. */
  async function content(attachment: OutboxAttachmentRecord): Promise<Blob | null> {
    const { source } = attachment;
    if (source.kind === 'packet') return reportPacketFile(ctx, source.report_id);
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
    http.get(`${base}${API_ROUTES.demoOutbox}`, async () => {
      await prepare(ctx);
      const rows = ctx.db.outbox.all().map((r, index) => ({ r, index }));
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
    http.get(`${base}${API_ROUTES.demoOutbox}/:id/attachments/:index`, async ({ params }) => {
      await prepare(ctx);
      const email = ctx.db.outbox.findFirst((q) => q.where({ id: String(params.id) }));
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
      const body: unknown = await request.json().catch(() => null);
      const count = body !== null && typeof body === 'object' ? (body as { count?: unknown }).count : undefined;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > SAMPLE_CUSTOMERS_MAX)
        return HttpResponse.json(
          { code: 'validation_failed', message: `count must be a whole number from 1 to ${SAMPLE_CUSTOMERS_MAX}` },
          { status: 400 },
        );
      try {
        const profiles = await addSampleCustomers(ctx.db, {
          count,
          now: new Date(ctx.now()),
          iterations: ctx.config.passwordIterations,
        });
        return HttpResponse.json({ added: count, profiles });
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
    http.post(`${base}${API_ROUTES.demoReset}`, async () => {
      await prepare(ctx);
      await ctx.reseed();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
