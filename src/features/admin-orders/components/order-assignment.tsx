import { Button, Card, Field, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { OrderAssignment, OrderRequest, StaffMember } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { orderDateTime } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { useAssignOrder, useOrderAssignments, useStaffMembers } from '../api/assignment-api';
import { useReportCheck } from '../api/report-approvals-api';
import { serverMessage } from '../api/orders-api';
import { LoadError, LoadingLine } from './shared';

const UNASSIGNED = '';

/** Where the check of the draft stands, as the card says it in brackets. */
const CHECK_STATE_WORDS = { waiting: 'waiting for the checker', sent_back: 'sent back', approved: 'approved' } as const;

/** A staff member as the control names them: "You", their name (admins know it), else their email as recorded. */
function personLabel(
  id: string | null,
  email: string | null,
  me: string | null,
  staff: readonly StaffMember[] | undefined,
): string {
  if (id !== null && id === me) return 'You';
  return staff?.find((s) => s.id === id)?.name ?? email ?? 'A former staff member';
}

/**
 * One line of the assignment history: "Assigned to Morgan Moderator by You", "Taken by Avery Admin" (assigned to
 * themselves) or "Unassigned by Avery Admin".
 */
function historyLine(entry: OrderAssignment, me: string | null, staff: readonly StaffMember[] | undefined): string {
  const by = personLabel(entry.assigned_by, entry.assigned_by_email, me, staff);
  if (entry.assignee_id === null) return `Unassigned by ${by}`;
  if (entry.assignee_id === entry.assigned_by) return `Taken by ${by}`;
  return `Assigned to ${personLabel(entry.assignee_id, entry.assignee_email, me, staff)} by ${by}`;
}

/** Admins only: pick a staff member and assign, take the order, or unassign it. */
function AssignForm({
  order,
  current,
  me,
  staff,
}: {
  order: OrderRequest;
  current: string | null;
  me: string | null;
  staff: readonly StaffMember[];
}) {
  const assign = useAssignOrder();
  const [choice, setChoice] = useState(current ?? UNASSIGNED);
  const [error, setError] = useState<string | null>(null);
  const reference = orderReference(order.id);

  const run = async (assigneeId: string | null) => {
    setError(null);
    try {
      await assign.mutateAsync({ orderId: order.id, assigneeId });
    } catch (caught) {
      console.error('Error assigning an order', caught);
      setError(serverMessage(caught));
      return;
    }
    setChoice(assigneeId ?? UNASSIGNED);
    const who = personLabel(assigneeId, null, me, staff);
    if (assigneeId === null) notify.success('Order unassigned', `Nobody is assigned to order ${reference}.`);
    else notify.success('Order assigned', `Order ${reference} is assigned to ${who === 'You' ? 'you' : who}.`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(choice === UNASSIGNED ? null : choice);
  };

  return (
    <Stack as="form" gap="3" onSubmit={onSubmit} aria-label="Assign order">
      <Field.Root invalid={error !== null}>
        <Field.Label>Staff member</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value={UNASSIGNED}>Nobody (unassigned)</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.id === me ? `${s.name} (you)` : s.name} · {s.role}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button
          type="submit"
          size="sm"
          loading={assign.isPending}
          disabled={(choice === UNASSIGNED ? null : choice) === current}
        >
          Assign
        </Button>
        {me !== null && current !== me && (
          <Button size="sm" variant="outline" disabled={assign.isPending} onClick={() => void run(me)}>
            Assign to me
          </Button>
        )}
        {current !== null && (
          <Button size="sm" variant="outline" disabled={assign.isPending} onClick={() => void run(null)}>
            Unassign
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/**
 * The order page's "Assigned to" card: who has the order and its assignment history (staff read both); admins
 * assign it to a staff member, take it or unassign it, moderators read it.
 */
export function OrderAssignmentCard({ order, role }: { order: OrderRequest; role: StaffRole }) {
  const { user } = useAuth();
  const me = user?.id ?? null;
  const history = useOrderAssignments(order.id, true);
  // The draft's maker and checker (issue 46 §2), named beside the assignee.
  const approval = useReportCheck(order.id, true).data?.approval ?? null;
  const staff = useStaffMembers(role === 'admin');
  const entries = history.data ?? [];
  const latest = entries.at(-1);
  const current = latest?.assignee_id ?? null;

  return (
    <Card.Root as="section" aria-labelledby="order-assignment-title">
      <Card.Header>
        <Card.Title as="h2" id="order-assignment-title">
          Assigned to
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {history.isPending || (role === 'admin' && staff.isPending) ? (
          <LoadingLine label="Loading assignment..." />
        ) : history.isError || staff.isError ? (
          <LoadError
            title="The assignment could not be loaded"
            message={serverMessage(history.error ?? staff.error)}
            onRetry={() => void Promise.all([history.refetch(), role === 'admin' ? staff.refetch() : null])}
          />
        ) : (
          <>
            <Text fontWeight="semibold" aria-live="polite">
              {current === null ? 'Nobody yet' : personLabel(current, latest?.assignee_email ?? null, me, staff.data)}
            </Text>
            {approval && (
              <Text fontSize="sm">
                {`Draft by ${personLabel(approval.maker_id, approval.maker_email, me, staff.data)}, checked by ${personLabel(approval.checker_id, approval.checker_email, me, staff.data)}`}{' '}
                <Text as="span" color="fg.muted">
                  ({CHECK_STATE_WORDS[approval.state]})
                </Text>
              </Text>
            )}
            {role === 'admin' ? (
              <AssignForm
                key={current ?? UNASSIGNED}
                order={order}
                current={current}
                me={me}
                staff={staff.data ?? []}
              />
            ) : (
              <Text color="fg.muted" fontSize="sm">
                Only admins assign orders.
              </Text>
            )}
            {entries.length > 0 && (
              <Stack gap="2">
                <Text as="h3" fontSize="sm" fontWeight="semibold">
                  Assignment history
                </Text>
                <List.Root as="ol" gap="1" fontSize="sm" ps="5" aria-label="Assignment history">
                  {entries.map((entry) => (
                    <List.Item key={entry.id}>
                      {historyLine(entry, me, staff.data)},{' '}
                      <time dateTime={entry.assigned_at}>{orderDateTime(entry.assigned_at)}</time>
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
