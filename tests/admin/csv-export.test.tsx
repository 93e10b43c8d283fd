import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../mocks/api/routes';
import OrdersRoute from '@/routes/admin/orders';
import { PERSONAS, renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach, findToast, renderAdmin } from './admin-harness';
import { captureSavedFiles } from '../support/saved-files';

const mock = setupMockBackend();
const openQueue = (route: string, persona: PersonaKey) =>
  renderApp({ mock, route, routes: [{ path: '/admin/orders', Component: OrdersRoute }], persona });
clearToastsAfterEach();

const saved = captureSavedFiles();

/** The CSV's records (the header first), split on CRLF; the cells are plain in these tests. */
async function records(file: Blob): Promise<string[][]> {
  const text = await file.text();
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

describe('CSV export', () => {
  it('exports the Manage tab as filtered on screen, and records the export first', async () => {
    const { user } = await renderAdmin(mock, '/admin?tab=manage&status=Suspended', 'admin');
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    const suspended = mock.db.profiles.all().filter((p) => p.status === 'Suspended');
    expect(suspended.length).toBeGreaterThan(0);
    await user.click(button);
    await findToast('Export ready', `${suspended.length} ${suspended.length === 1 ? 'row' : 'rows'} exported`);

    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = await records(saved[0]!.file);
    expect(header).toEqual([
      'Name',
      'First name',
      'Last name',
      'Email',
      'Company',
      'Phone',
      'Role',
      'Status',
      'Created',
      'Updated',
    ]);
    expect(rows.map((r) => r[3]).sort()).toEqual(suspended.map((p) => p.email).sort());
    expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(['Suspended']));

    const [entry, ...others] = mock.db.staffAuditLog.all();
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'export_made',
      actor_id: PERSONAS.admin.id,
      details: { view: 'users', filters: { status: 'Suspended', sort: 'newest' }, rows: suspended.length },
    });
    // Focus comes back to the button that started it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus());
  });

  it('hands over no file when the export cannot be recorded, and says why', async () => {
    const logged = captureConsoleError();
    mock.server.use(
      http.post(`${mock.baseUrl}${API_ROUTES.rpcLogExport}`, () =>
        HttpResponse.json(
          { code: '42501', message: 'You cannot export this list', details: null, hint: null },
          { status: 403 },
        ),
      ),
    );
    const { user } = await openQueue('/admin/orders', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await findToast('Export failed', 'You cannot export this list');
    expect(saved).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('Export failed', expect.anything());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('a moderator exports the order queue with its status filter', async () => {
    const { user } = await openQueue('/admin/orders?status=Submitted', 'moderator');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const submitted = mock.db.orderRequests.all().filter((o) => o.status === 'Submitted');
    await findToast('Export ready');
    const [, ...rows] = await records(saved[0]!.file);
    expect(rows).toHaveLength(submitted.length);
    expect(mock.db.staffAuditLog.all()[0]).toMatchObject({
      actor_id: PERSONAS.moderator.id,
      details: { view: 'orders', filters: { status: 'Submitted' }, rows: submitted.length },
    });
  });

  it('exports the order queue as searched by loan number, with the loan reference column, and records the search', async () => {
    const { user } = await openQueue('/admin/orders?q=HPL-25-02', 'admin');
    await screen.findByText(/2 orders matching “HPL-25-02”/);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await findToast('Export ready', '2 rows exported');
    const [header, ...rows] = await records(saved[0]!.file);
    const loan = header!.indexOf('Loan reference');
    expect(loan).toBeGreaterThan(-1);
    expect(rows.map((row) => row[loan]).sort()).toEqual(['HPL-25-0203', 'HPL-25-0217']);
    expect(mock.db.staffAuditLog.all()[0]?.details).toMatchObject({
      view: 'orders',
      filters: { search: 'HPL-25-02', sort: 'newest' },
      rows: 2,
    });
  });

  it('exports the whole role audit log with both users named, not only the page on screen', async () => {
    const { user } = await renderAdmin(mock, '/secure-roles', 'admin');
    await screen.findByRole('heading', { name: 'Role Assignment Audit Log' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await findToast('Export ready');
    const [header, ...rows] = await records(saved[0]!.file);
    expect(header).toEqual([
      'When',
      'Action',
      'Old role',
      'New role',
      'User',
      'User id',
      'Assigned by',
      'Assigned by id',
    ]);
    const log = mock.db.roleAuditLog.all();
    expect(rows).toHaveLength(log.length);
    expect(saved[0]!.name).toMatch(/^role_audit-/);
    expect(rows.every((r) => r[6] === '' || r[6]!.includes('@'))).toBe(true);
    // The server's own count (migration 1520) beside the rows the export read.
    expect(mock.db.staffAuditLog.all()[0]?.details).toEqual({
      view: 'role_audit',
      filters: {},
      rows: log.length,
      available: log.length,
    });
  });

  it('shows progress while it runs and can be cancelled: no file, nothing recorded', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(
      http.get(`${mock.baseUrl}${API_ROUTES.profiles}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') === '1000') await gate;
      }),
    );
    const { user } = await renderAdmin(mock, '/admin?tab=manage', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const running = (await screen.findByText(/^0 of \d+ rows$/)).closest('[role="status"]') as HTMLElement;
    expect(within(running).getByRole('button', { name: /Exporting/ })).toBeDisabled();
    const cancel = screen.getByRole('button', { name: 'Cancel export' });
    await user.click(cancel);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(saved).toHaveLength(0);
    expect(mock.db.staffAuditLog.all()).toHaveLength(0);
  });
});
