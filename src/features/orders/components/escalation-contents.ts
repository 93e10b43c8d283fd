import type { OrderRequest } from '@/backend';
import { reportDate } from '@/components/report/report-format';

/**
 * What escalate_order() sends the partner firm, in words for the customer (issue 47 §3): the newest version's data
 * packet, and the order's documents only while they are held; after the retention housekeeping removed them the
 * firm's mail says so, and the customer must not be told otherwise.
 */
export interface EscalationContents {
  /** The version the firm receives: the newest published one, whichever the page shows. */
  report: string;
  /** One line per document sent, or the one line saying since when none are held. */
  documents: string[];
  /** The same, in one sentence for the confirmation after escalating. */
  summary: string;
}

export function escalationContents(
  order: Pick<OrderRequest, 'documents' | 'documents_purged_at'>,
  latestVersion: number,
): EscalationContents {
  const report = `Report version ${latestVersion} (its data packet)`;
  if (order.documents_purged_at) {
    const since = `documents no longer held since ${reportDate(order.documents_purged_at)}`;
    return {
      report,
      documents: [`No documents: ${since} (removed after the 90-day retention period)`],
      summary: `report version ${latestVersion}; no documents (${since})`,
    };
  }
  const count = order.documents.length;
  return {
    report,
    documents: order.documents.map((d) => d.name),
    summary: `report version ${latestVersion} and the ${count === 1 ? 'document' : `${count} documents`} of the order`,
  };
}
