import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffAuditRoute from '@/routes/admin/staff-audit';
import { mockAdapterFor, PERSONAS, renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { clearToastsAfterEach, findToast } from './admin-harness';
import { API_ROUTES } from '../../mocks/api/routes';
import { signApiKey } from '../../mocks/handlers/jwt';

const mock = setupMockBackend();
clearToastsAfterEach();
const open = (route: string, persona: PersonaKey) =>
  renderApp({ mock, route, routes: [{ path: '/admin/audit', Component: StaffAuditRoute }], persona });

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/audit', () => {
  it('shows what an admin did, newest first, with the user concerned; filters by action from the address', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    await admin.profiles.update(PERSONAS.customer.id, { status: 'Inactive' });
    await admin.credits.grant({ userId: PERSONAS.customer.id, credits: 2, amountPaid: 70, reason: 'Top-up' });

    const { user, router } = await open('/admin/audit', 'admin');
    const list = within(await screen.findByRole('list', { name: 'Staff actions' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(list.getByText('Active to Inactive')).toBeInTheDocument();
    expect(list.getByText('+2 credits purchased ($70.00): Top-up')).toBeInTheDocument();
    await waitFor(() => expect(list.getAllByText(`User: Casey Customer (${PERSONAS.customer.email})`)).toHaveLength(2));
    expect(list.getAllByText(`By ${PERSONAS.admin.email}`)).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Status changed');
    await waitFor(() => expect(router.state.location.search).toBe('?action=status_changed'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Staff actions' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByText('1 action: Status changed')).toBeInTheDocument();
  });

  it('names a user who no longer exists by the email recorded with the action', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    await admin.credits.grant({ userId: PERSONAS.customer.id, credits: 2, amountPaid: 70, reason: 'Top-up' });
    // Deleted in the dashboard (GoTrue's admin API with the service role): the trail keeps the row.
    const service = await signApiKey('service_role', mock.config.jwtSecret);
    const deleted = await fetch(`${mock.baseUrl}${API_ROUTES.adminUsers}/${PERSONAS.customer.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${service}` },
    });
    expect(deleted.status).toBe(200);

    await open('/admin/audit', 'admin');
    const list = within(await screen.findByRole('list', { name: 'Staff actions' }));
    expect(list.getByText('+2 credits purchased ($70.00): Top-up')).toBeInTheDocument();
    await waitFor(() => expect(list.getByText(`User: ${PERSONAS.customer.email}`)).toBeInTheDocument());
  });

  it('says so when nothing is recorded, and refuses an unknown action in the address', async () => {
    const { router } = await open('/admin/audit?action=delete_everything', 'admin');
    expect(await screen.findByText('No staff actions recorded')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the trail as filtered and records the export in it', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    await admin.profiles.update(PERSONAS.customer.id, { status: 'Inactive' });
    const { user } = await open('/admin/audit', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await findToast('Export ready', '1 row exported');
    const lines = (await saved[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('When,Action,What,By,By id,User,User id,User email,Details');
    expect(lines[1]).toContain('Status changed,Active to Inactive,admin@demo.test');
    expect(lines[1]).toContain(`${PERSONAS.customer.id},${PERSONAS.customer.email},`);
    const exports = mock.db.staffAuditLog.all().filter((r) => r.action === 'export_made');
    expect(exports).toHaveLength(1);
    expect(exports[0]!.details).toEqual({ view: 'staff_audit', filters: {}, rows: 1, available: 1 });
  });

  it('is for admins: a moderator is refused', async () => {
    await open('/admin/audit', 'moderator');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
