import type { OrderRequest } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { OrderLosHandoffs } from '@/components/orders/los-handoffs';
import { OrderEscalationSection } from '@/components/orders/order-escalation';
import { Stack } from '@chakra-ui/react';
import { useUserEmails } from '../api/credits-api';
import { serverMessage, type useOrderHistory } from '../api/orders-api';
import { OrderDocuments } from './order-documents';
import { OrderHistory, type HistoryState } from './order-history';

/**
 * The order's documents and its history: the status changes (with who made them, for admins by email) and the
 * legal review request and the reports sent to an LOS. The history is read by the page from its first commit; this view of it comes after.
 */
export function OrderRecords({
  order,
  role,
  history,
}: {
  order: OrderRequest;
  role: StaffRole;
  history: ReturnType<typeof useOrderHistory>;
}) {
  const actorIds = (history.data ?? []).map((e) => e.changed_by).filter((id): id is string => Boolean(id));
  // Admins read every profile; a moderator's history says "the customer" or "staff".
  const emails = useUserEmails(actorIds, role === 'admin');
  const historyState: HistoryState = history.isPending
    ? { status: 'pending' }
    : history.isError
      ? { status: 'error', message: serverMessage(history.error), retry: () => void history.refetch() }
      : { status: 'success', entries: history.data, emails: emails.data };
  return (
    <>
      <OrderDocuments order={order} />
      <OrderHistory state={historyState}>
        <Stack gap="6">
          <OrderEscalationSection orderId={order.id} />
          <OrderLosHandoffs orderId={order.id} />
        </Stack>
      </OrderHistory>
    </>
  );
}
