import { Alert, Button, Card, Stack, Stat } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_TRANSITIONS, type OrderRequest, type SetOrderStatusInput } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { creditsText, orderReference } from '@/components/orders/format';
import { notify } from '@/components/ui/toaster';
import { adminCreditsPath } from '@/config/paths';
import { useCreditBalance } from '../api/credits-api';
import { serverMessage, useMoveOrder } from '../api/orders-api';
import { MoveOrderForm } from './move-order-form';
import { OrderAssignmentCard } from './order-assignment';
import { MODERATOR_READ_ONLY, REPORT_READY_TEXT, REPORT_READY_TITLE } from './order-page-texts';
import { LoadError, LoadingLine } from './shared';

/** Admins only: what the customer has left, and the way to their ledger. */
function CustomerBalance({ order }: { order: OrderRequest }) {
  const balance = useCreditBalance(order.user_id);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Customer’s credits</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {balance.isPending ? (
          <LoadingLine label="Loading balance..." />
        ) : balance.isError ? (
          <LoadError
            title="The balance could not be loaded"
            message={serverMessage(balance.error)}
            onRetry={() => void balance.refetch()}
          />
        ) : (
          <Stat.Root>
            <Stat.Label>Balance</Stat.Label>
            <Stat.ValueText>{creditsText(balance.data)}</Stat.ValueText>
          </Stat.Root>
        )}
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <Link to={adminCreditsPath(order.user_id)}>Manage credits</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The right-hand column's first card: the move form for admins, else why there is none. */
function OrderActions({
  order,
  role,
  onMoved,
}: {
  order: OrderRequest;
  role: StaffRole;
  onMoved: (final: boolean) => void;
}) {
  const move = useMoveOrder();
  const [serverError, setServerError] = useState<string | null>(null);

  if (order.status === 'Report ready') {
    return (
      <Alert.Root status="neutral" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{REPORT_READY_TITLE}</Alert.Title>
          <Alert.Description>{REPORT_READY_TEXT}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (ORDER_TRANSITIONS[order.status].length === 0) {
    return (
      <Alert.Root status="neutral" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{order.status} is final</Alert.Title>
          <Alert.Description>This order cannot move to another status.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (role !== 'admin') {
    return (
      <Alert.Root status="info" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Read only</Alert.Title>
          <Alert.Description>{MODERATOR_READ_ONLY}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const onMove = async (input: SetOrderStatusInput) => {
    setServerError(null);
    try {
      await move.mutateAsync(input);
    } catch (error) {
      console.error('Error moving an order', error);
      setServerError(serverMessage(error));
      throw error;
    }
    const to = input.status;
    notify.success(
      'Order moved',
      `Order ${orderReference(order.id)} is now ${to}.${input.message?.trim() ? ' The customer sees your message.' : ''}`,
    );
    onMoved(ORDER_TRANSITIONS[to].length === 0);
  };

  // Keyed by status: after a move the form starts afresh with the new status's choices.
  return (
    <MoveOrderForm
      key={order.status}
      order={order}
      onMove={onMove}
      serverError={serverError}
      submitting={move.isPending}
    />
  );
}

/** The order page's right-hand column: the move (or why there is none), the assignee, and for admins the balance. */
export function OrderSideColumn({
  order,
  role,
  onMoved,
}: {
  order: OrderRequest;
  role: StaffRole;
  onMoved: (final: boolean) => void;
}) {
  return (
    <Stack gap="6" minW="0">
      <OrderActions order={order} role={role} onMoved={onMoved} />
      <OrderAssignmentCard order={order} role={role} />
      {role === 'admin' && <CustomerBalance order={order} />}
    </Stack>
  );
}
