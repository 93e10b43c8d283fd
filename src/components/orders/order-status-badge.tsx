import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '@/backend';

/** One colour per lifecycle step, shared by the customer's and the staff's order screens. */
export const ORDER_STATUS_PALETTE: Readonly<Record<OrderStatus, string>> = {
  Submitted: 'blue',
  'In review': 'purple',
  'Needs documents': 'orange',
  Escalated: 'yellow',
  'Report ready': 'green',
  Cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const palette = ORDER_STATUS_PALETTE[status];
  return (
    <Badge colorPalette={palette} variant="subtle" data-palette={palette}>
      {status}
    </Badge>
  );
}
