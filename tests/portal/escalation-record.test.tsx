import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ESCALATION_HEADING, ESCALATION_QUESTION_CAPTION } from '@/components/orders/order-escalation';
import { reportDate } from '@/components/report/report-format';
import OrderRoute from '@/routes/admin/order';
import { mockAdapterFor, renderApp, setupMockBackend } from '../utils/render-app';
import { renderCustomer, seededOrder } from './harness';

const mock = setupMockBackend();

/** The staff order page of an order, as a persona. */
const renderStaffOrder = (orderId: string, persona: 'admin' | 'moderator') =>
  renderApp({
    mock,
    route: `/admin/orders/${orderId}`,
    routes: [{ path: '/admin/orders/:id', Component: OrderRoute }],
    persona,
  });

describe("the escalation's question on the order pages (issue 47 §3)", () => {
  it('staff (admin and moderator) and the customer read the question with the escalation, and what went to the firm', async () => {
    const order = seededOrder('Report ready');
    const customer = await mockAdapterFor(mock, 'customer');
    await customer.reports.escalate({
      orderId: order.id,
      question: 'Can the president sign alone?\nThe bylaws say two officers.',
    });

    for (const persona of ['admin', 'moderator'] as const) {
      const staff = await renderStaffOrder(order.id, persona);
      const section = await screen.findByRole('region', { name: ESCALATION_HEADING }, { timeout: 10_000 });
      expect(await within(section).findByText(ESCALATION_QUESTION_CAPTION)).toBeVisible();
      // The line break the customer typed stays a line break.
      expect(
        within(section).getByText(
          (_, el) =>
            el?.tagName === 'BLOCKQUOTE' &&
            el.textContent === 'Can the president sign alone?\nThe bylaws say two officers.',
        ),
      ).toBeVisible();
      expect(
        within(section).getByText(
          (_, el) => el?.tagName === 'P' && /^Escalated by the customer on .+/.test(el.textContent ?? ''),
        ),
      ).toBeVisible();
      const sent = within(section).getByRole('list', { name: 'Sent to the partner firm:' });
      expect(
        within(sent)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Report version 1 (its data packet)', ...order.spec.documents.map(([file]) => file)]);
      // Under the order's history, where the escalation shows.
      expect(screen.getByRole('region', { name: 'History' })).toContainElement(section);
      staff.unmount();
    }

    const own = await renderCustomer(mock, order.route);
    const section = await screen.findByRole('region', { name: ESCALATION_HEADING }, { timeout: 10_000 });
    expect(await within(section).findByText(/Can the president sign alone\?/)).toBeVisible();
    own.unmount();
  });

  it('an order whose documents were removed says so, and since when; an order its owner never escalated shows no request', async () => {
    const purged = seededOrder('Report ready', { purged: true });
    const since = mock.db.orderRequests.findFirst((q) => q.where({ id: purged.id }))!.documents_purged_at!;
    const customer = await mockAdapterFor(mock, 'customer');
    await customer.reports.escalate({ orderId: purged.id, question: 'Is the manager authorised?' });
    const staff = await renderStaffOrder(purged.id, 'admin');
    const section = await screen.findByRole('region', { name: ESCALATION_HEADING }, { timeout: 10_000 });
    expect(
      within(await within(section).findByRole('list', { name: 'Sent to the partner firm:' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Report version 1 (its data packet)',
      `No documents: documents no longer held since ${reportDate(since)}`,
    ]);
    staff.unmount();

    // Escalated by staff (the seed's): the history has it, with staff's message; there is no customer request.
    const escalatedByStaff = seededOrder('Escalated');
    await renderStaffOrder(escalatedByStaff.id, 'admin');
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });
    expect(await within(history).findByRole('list', { name: 'Status history' })).toBeVisible();
    expect(await within(history).findByRole('heading', { name: 'Sent to LOS' })).toBeVisible();
    expect(within(history).queryByRole('heading', { name: ESCALATION_HEADING })).not.toBeInTheDocument();
  });
});
