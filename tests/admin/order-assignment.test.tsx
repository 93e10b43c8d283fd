import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES } from '@/backend';
import { toaster } from '@/components/ui/toaster';
import OrderRoute from '@/routes/admin/order';
import OrdersRoute from '@/routes/admin/orders';
import { PERSONAS, SEED_ORDER_IDS } from '../../mocks/seed';
import { renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { clearToastsAfterEach, findToast } from './admin-harness';

const mock = setupMockBackend();
clearToastsAfterEach();

const ROUTES = [
  { path: '/admin/orders', Component: OrdersRoute },
  { path: '/admin/orders/:id', Component: OrderRoute },
];
const open = (route: string, persona?: PersonaKey) => renderApp({ mock, route, routes: ROUTES, persona });
const ordersTable = () => screen.findByRole('table', { name: 'Orders' });
/** The body rows of the queue, each as its link's name and its "Assigned to" cell. */
async function queueRows() {
  const rows = within(await ordersTable())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => ({
    row,
    link: within(row).getByRole('link'),
    assignee: row.querySelector('[data-label="Assigned to"]')!.textContent,
  }));
}
const byEntity = async (entity: string) => (await queueRows()).find((r) => r.link.textContent === entity)!;

/** Seeded: Oak Hollow (In review for 2 days 20 hours) is the admin's, Pacific Crest the moderator's. */
const OAK_HOLLOW = 'Oak Hollow Development Corp.';
const PACIFIC_CREST = 'Pacific Crest Holdings LLC';
const oakHollowId = SEED_ORDER_IDS.find((id) => id.startsWith('7d2a9f31'))!;
const riverbendId = SEED_ORDER_IDS.find((id) => id.startsWith('0f6b8e24'))!;

describe('the queue with assignees and time waiting', () => {
  it('shows each order’s assignee (You, a staff name) and how long it has been in its status, with the exact time', async () => {
    await open('/admin/orders', 'admin');
    expect((await byEntity(OAK_HOLLOW)).assignee).toBe('You');
    expect((await byEntity(PACIFIC_CREST)).assignee).toBe('Morgan Moderator');
    expect((await byEntity('Riverbend Storage LLC')).assignee).toBe('Unassigned');
    const waiting = (await byEntity(OAK_HOLLOW)).row.querySelector('[data-label="In status for"]')!;
    expect(within(waiting as HTMLElement).getByText('2 days')).toHaveAttribute(
      'title',
      expect.stringMatching(/^In review since /),
    );
    expect(waiting.textContent).toMatch(/^2 days, In review since \w{3} \d+, \d{4}/);
  });

  it('a moderator sees themselves as You and the admin by the email recorded', async () => {
    await open('/admin/orders', 'moderator');
    expect((await byEntity(PACIFIC_CREST)).assignee).toBe('You');
    expect((await byEntity(OAK_HOLLOW)).assignee).toBe(PERSONAS.admin.email);
  });

  it('filters "Assigned to me" and "Unassigned" through ?assigned=, and sorts by time waiting through ?sort=', async () => {
    const { user, router } = await open('/admin/orders', 'admin');
    const location = () => `${router.state.location.pathname}${router.state.location.search}`;
    await ordersTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'me');
    await waitFor(() => expect(location()).toBe('/admin/orders?assigned=me'));
    await waitFor(async () => expect((await queueRows()).map((r) => r.link.textContent)).toEqual([OAK_HOLLOW]));
    expect(screen.getByText('1 order assigned to you')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'none');
    await waitFor(async () => expect((await queueRows()).map((r) => r.link.textContent)).not.toContain(OAK_HOLLOW));
    const unassigned = (await queueRows()).map((r) => r.link.textContent);
    expect(unassigned).not.toContain(PACIFIC_CREST);
    expect(unassigned).toHaveLength(8);

    // Longest waiting lists the open orders alone: a closed order waits for nobody.
    const isOpen = (row: HTMLElement) => OPEN_ORDER_STATUSES.some((s) => within(row).queryByText(s, { exact: true }));
    const openUnassigned = (await queueRows()).filter((r) => isOpen(r.row)).map((r) => r.link.textContent);
    expect(openUnassigned.length).toBeGreaterThan(1);
    expect(openUnassigned.length).toBeLessThan(8);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'waiting');
    await waitFor(() => expect(location()).toBe('/admin/orders?assigned=none&sort=waiting'));
    await waitFor(async () => {
      const rows = await queueRows();
      expect(rows.map((r) => r.link.textContent).sort()).toEqual([...openUnassigned].sort());
      const since = rows.map((r) =>
        r.row.querySelector('[data-label="In status for"] time')!.getAttribute('datetime')!,
      );
      expect(since).toEqual([...since].sort());
    });
    expect(screen.getByText(`${openUnassigned.length} orders unassigned, longest waiting first`)).toBeInTheDocument();
  });

  it('opens filtered from the address, and says when nothing matches', async () => {
    await open('/admin/orders?assigned=me&status=Submitted', 'admin');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('me');
  });

  it('the arrow keys, Home and End move between the orders’ links', async () => {
    const { user } = await open('/admin/orders', 'admin');
    const links = (await queueRows()).map((r) => r.link);
    links[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[0]).toHaveFocus();
  });
});

describe('the order page’s Assigned to control', () => {
  const card = () => screen.findByRole('region', { name: 'Assigned to' });

  it('an admin assigns the order to a staff member, takes it and unassigns it; the history lists each change', async () => {
    const { user } = await open(`/admin/orders/${riverbendId}`, 'admin');
    let section = await card();
    expect(await within(section).findByText('Nobody yet')).toBeInTheDocument();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Staff member' }), PERSONAS.moderator.id);
    await user.click(within(section).getByRole('button', { name: 'Assign' }));
    await findToast('Order assigned', 'Order 0F6B8E24 is assigned to Morgan Moderator.');
    toaster.remove();
    await waitFor(() => expect(screen.queryByText('Order assigned')).not.toBeInTheDocument());
    section = await card();
    await waitFor(() =>
      expect(within(section).getByRole('list', { name: 'Assignment history' })).toHaveTextContent(
        'Assigned to Morgan Moderator by You',
      ),
    );

    await user.click(within(section).getByRole('button', { name: 'Assign to me' }));
    await findToast('Order assigned', 'Order 0F6B8E24 is assigned to you.');
    toaster.remove();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Assign to me' })).toBeNull());
    await user.click(within(section).getByRole('button', { name: 'Unassign' }));
    await findToast('Order unassigned', 'Nobody is assigned to order 0F6B8E24.');
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.split(',')[0]),
      ).toEqual(['Assigned to Morgan Moderator by You', 'Taken by You', 'Unassigned by You']),
    );
    expect(within(section).getByText('Nobody yet')).toBeInTheDocument();
    expect(mock.db.staffAuditLog.findMany((q) => q.where({ action: 'order_assigned' }))).toHaveLength(3);
  });

  it('a moderator reads who has the order and its history, and cannot assign it', async () => {
    await open(`/admin/orders/${oakHollowId}`, 'moderator');
    const section = await card();
    expect(await within(section).findByText(PERSONAS.admin.email)).toBeInTheDocument();
    expect(within(section).getByText('Only admins assign orders.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).getByRole('list', { name: 'Assignment history' })).toHaveTextContent(
      `Taken by ${PERSONAS.admin.email}`,
    );
  });
});
