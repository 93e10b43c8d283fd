// purge-order-documents: retention housekeeping. An order's PDFs are kept while the order is open and for 90
// days after its final status (Report ready, Cancelled) and its last upload (the terms); after that this
// function removes them from the order-documents bucket and marks the order (documents_purged_at). It also
// removes the files of users who no longer exist (deleted in the dashboard or through GoTrue's admin API, which
// keep their orders and ledger as records but cannot remove Storage objects from SQL). It runs on a schedule
// with the service-role key as its bearer token (for example pg_cron + pg_net, or a Supabase scheduled
// function); every other caller is refused. Answers {purged: n, deletedUserFiles: m}: the orders marked and
// the deleted users' files removed.
//
// It never removes a file an order still needs:
//   * the orders come from orders_past_document_retention() (unpurged, final, and their last history row at
//     least 90 days old, by the database's clock), and mark_order_documents_purged() refuses any other;
//   * a customer may name one upload in several orders, so a file is removed only when no unpurged order of
//     that customer outside this run's list names it; an order whose files are not all removable yet is left
//     unmarked (what could go went) and is purged once the other order is due too;
//   * only files in the order owner's own folder are removed (orders can only name their owner's uploads);
//   * a deleted user's files come from deleted_user_documents(): the folders whose user id no longer exists.
// A failure on one order leaves it unmarked for the next run; the answer is then a 500 without internals.
import { responder, serviceClient } from '../_shared/admin.ts';
import { refuseAllButServiceRole } from '../_shared/service-role.ts';

const BUCKET = 'order-documents';

interface DueOrder {
  id: string;
  user_id: string;
  documents: unknown;
}

interface OwnerOrder {
  id: string;
  documents: unknown;
  documents_purged_at: string | null;
}

/** The storage paths an order names (documents[].storage_path); anything malformed is skipped. */
function documentPaths(documents: unknown): string[] {
  if (!Array.isArray(documents)) return [];
  return documents
    .map((d: unknown) =>
      d !== null && typeof d === 'object' ? (d as { storage_path?: unknown }).storage_path : undefined,
    )
    .filter((path): path is string => typeof path === 'string' && path !== '');
}

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;
  const refused = await refuseAllButServiceRole(req, reply, 'Only the retention schedule may purge order documents');
  if (refused) return refused;

  // The caller holds the service-role key, so the function may act with it.
  const client = serviceClient();

  // The list is capped by the API's max_rows (1000); the next run takes the rest.
  const { data, error } = await client.rpc('orders_past_document_retention').select('id, user_id, documents');
  if (error) return reply.internal(error);
  const due = (data ?? []) as DueOrder[];
  const dueIds = new Set(due.map((order) => order.id));

  // Per owner: the paths their other unpurged orders (not due in this run) still name.
  const stillNeeded = new Map<string, Set<string>>();
  async function pathsStillNeeded(userId: string): Promise<Set<string>> {
    const known = stillNeeded.get(userId);
    if (known) return known;
    const { data: orders, error: readError } = await client
      .from('order_requests')
      .select('id, documents, documents_purged_at')
      .eq('user_id', userId);
    if (readError) throw readError;
    const needed = new Set(
      ((orders ?? []) as OwnerOrder[])
        .filter((order) => order.documents_purged_at === null && !dueIds.has(order.id))
        .flatMap((order) => documentPaths(order.documents)),
    );
    stillNeeded.set(userId, needed);
    return needed;
  }

  let purged = 0;
  const failures: unknown[] = [];
  for (const order of due) {
    try {
      const paths = documentPaths(order.documents).filter((path) => path.startsWith(`${order.user_id}/`));
      const needed = await pathsStillNeeded(order.user_id);
      const removable = [...new Set(paths.filter((path) => !needed.has(path)))];
      if (removable.length > 0) {
        // Files already gone are simply not listed in the answer: a retried run is harmless.
        const { error: removeError } = await client.storage.from(BUCKET).remove(removable);
        if (removeError) throw removeError;
      }
      if (paths.some((path) => needed.has(path))) continue;
      const { error: markError } = await client.rpc('mark_order_documents_purged', { _order_id: order.id });
      if (markError) throw markError;
      purged += 1;
    } catch (cause) {
      failures.push({ order: order.id, cause });
    }
  }
  // The files of users who no longer exist: up to 1000 a run (one Storage remove); the next run takes the rest.
  let deletedUserFiles = 0;
  const { data: orphans, error: orphansError } = await client.rpc('deleted_user_documents');
  if (orphansError) failures.push({ deletedUsers: true, cause: orphansError });
  else if (Array.isArray(orphans) && orphans.length > 0) {
    const { data: removed, error: removeError } = await client.storage.from(BUCKET).remove(orphans as string[]);
    if (removeError) failures.push({ deletedUsers: true, cause: removeError });
    else deletedUserFiles = removed?.length ?? 0;
  }

  if (failures.length > 0) return reply.internal({ purged, deletedUserFiles, failures });
  return reply.json({ purged, deletedUserFiles });
});
