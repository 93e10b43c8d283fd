import type { MockServer } from '../../mocks/node';

/** The customer's balance as the ledger holds it (the sum of its rows). */
export function balanceOf(mock: MockServer, userId: string): number {
  return mock.db.creditLedger
    .all()
    .filter((e) => e.user_id === userId)
    .reduce((sum, e) => sum + e.credits, 0);
}

/** The customer's stored orders. */
export function ordersOf(mock: MockServer, userId: string) {
  return mock.db.orderRequests.all().filter((o) => o.user_id === userId);
}

/** Sets the balance with one adjustment row, as staff would. */
export async function setBalance(mock: MockServer, userId: string, credits: number): Promise<void> {
  const change = credits - balanceOf(mock, userId);
  if (change === 0) return;
  await mock.db.creditLedger.create({
    id: crypto.randomUUID(),
    user_id: userId,
    kind: 'adjustment',
    credits: change,
    amount_paid_cents: null,
    reason: 'Test balance',
    order_id: null,
    created_by: null,
    created_at: new Date().toISOString(),
  });
}
