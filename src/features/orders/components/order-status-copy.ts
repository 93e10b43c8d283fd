import type { OrderHistoryEntry, OrderStatus } from '@/backend';

/**
 * Whether the credit this order used came back: cancelled before review, or escalated to legal review
 * (SPEC §1: the report fee is credited back). null when the history is not known.
 */
export function creditRefunded(history: readonly OrderHistoryEntry[] | undefined): boolean | null {
  if (!history) return null;
  return history.some(
    (e) => e.to_status === 'Escalated' || (e.to_status === 'Cancelled' && e.from_status === 'Submitted'),
  );
}

/** When the order went to the partner firm's legal review (by the customer or by the team), or null. */
export function escalation(history: readonly OrderHistoryEntry[] | undefined): OrderHistoryEntry | null {
  return (history ?? []).find((e) => e.to_status === 'Escalated') ?? null;
}

/**
 * Whether the customer may escalate: a ready report, once per order. Unknown history (still loading, or
 * failed) says no, so the button never shows and then vanishes.
 */
export function canEscalate(status: OrderStatus, history: readonly OrderHistoryEntry[] | undefined): boolean {
  return status === 'Report ready' && history !== undefined && escalation(history) === null;
}

/** The team's latest request for documents, as they wrote it. */
export function documentsRequest(history: readonly OrderHistoryEntry[] | undefined): OrderHistoryEntry | null {
  const asks = (history ?? []).filter((e) => e.to_status === 'Needs documents');
  return asks.at(-1) ?? null;
}

/**
 * What the status means for the customer and what happens next, in plain words. `accountEmail` is the signed-in
 * account's address: the report's mail goes there, never to the email typed on the order form.
 */
export function whatHappensNext(
  status: OrderStatus,
  accountEmail: string | null,
  history: readonly OrderHistoryEntry[] | undefined,
  /** Whether a report has been published (an order can be escalated by the team before it has one). */
  hasReport = false,
): string {
  switch (status) {
    case 'Submitted':
      return 'We have your order and will start the review shortly. Until the review starts you can cancel it, and the credit it used is refunded.';
    case 'In review':
      return 'We are reading the documents and preparing your report. If anything is missing, we ask for it on this page.';
    case 'Needs documents':
      return 'We need more documents before we can finish the review. Read our message, add the PDFs and resubmit: the order then goes back into review.';
    case 'Escalated':
      return `Your order is with our partner law firm for legal review: the report and the documents have been forwarded to them. The credit this report used has been refunded to your balance. When the firm has finished, we publish the reviewed report here and email you.${hasReport ? ' Until then the current report stays open to you.' : ''}`;
    case 'Report ready': {
      const ready = `Your report is ready and is sent to ${accountEmail ?? "your account's email address"}. Open it to read or print it, download the PDF or the data packet, or send it to your LOS.`;
      if (history === undefined) return ready;
      // Back from legal review: publishing after an escalation is the only way back to Report ready.
      return escalation(history)
        ? `${ready} It includes our partner law firm's review.`
        : `${ready} If the file needs an attorney, you can escalate it to legal review from the report; the credit it used is refunded.`;
    }
    case 'Cancelled': {
      const refunded = creditRefunded(history);
      if (refunded === null)
        return 'This order was cancelled and will not be reviewed. A credit is refunded when an order is cancelled before the review starts.';
      return refunded
        ? 'This order was cancelled and will not be reviewed. The credit it used has been refunded to your balance.'
        : 'This order was cancelled after the review had started, so the credit it used is not refunded.';
    }
  }
}
