import { isoNow, prepare, type HandlerContext } from './context';
import { ordersPastDocumentRetention } from './order-lifecycle';
import { deletedUserDocuments, removeObjects } from './storage';

/** The API's max_rows: one run takes at most this many orders and deleted users' files; the next takes the rest. */
const MAX_ROWS = 1000;

/**
 * The twin of the Edge Function purge-order-documents, which production runs on a schedule with the service-role
 * key, step for step: the orders past retention lose the files no other unpurged order of their owner names and
 * are marked, an order whose files are not all removable yet stays unmarked; then the files of users who no longer
 * exist (deleted_user_documents()) are removed. The loopback emulator runs it on the same schedule (loopback.ts),
 * so a deleted user's files stay until then, as in production. Answers what the function answers.
 */
export async function purgeOrderDocuments(ctx: HandlerContext): Promise<{ purged: number; deletedUserFiles: number }> {
  await prepare(ctx);
  return ctx.db.exclusive(async () => {
    const due = ordersPastDocumentRetention(ctx).slice(0, MAX_ROWS);
    const dueIds = new Set(due.map((order) => order.id));
    const stillNeeded = (userId: string) =>
      new Set(
        ctx.db.orderRequests
          .findMany((q) => q.where({ user_id: userId }))
          .filter((order) => order.documents_purged_at === null && !dueIds.has(order.id))
          .flatMap((order) => order.documents.map((d) => d.storage_path)),
      );
    let purged = 0;
    for (const order of due) {
      const paths = order.documents.map((d) => d.storage_path).filter((p) => p.startsWith(`${order.user_id}/`));
      const needed = stillNeeded(order.user_id);
      const removable = new Set(paths.filter((path) => !needed.has(path)));
      await removeObjects(
        ctx,
        ctx.db.storageObjects
          .findMany((q) => q.where({ bucket_id: 'order-documents' }))
          .filter((o) => removable.has(o.name)),
      );
      if (paths.some((path) => needed.has(path))) continue;
      const now = isoNow(ctx);
      await ctx.db.orderRequests.update((q) => q.where({ id: order.id }), {
        data(o) {
          o.documents_purged_at = now;
        },
      });
      purged += 1;
    }
    const orphans = deletedUserDocuments(ctx).slice(0, MAX_ROWS);
    await removeObjects(ctx, orphans);
    return { purged, deletedUserFiles: orphans.length };
  });
}

/** Once a day, as the README asks the purge to be scheduled (pg_cron with pg_net, daily). */
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;
