import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE_MAX, type BackendAdapter, type Profile, type UserListQuery } from '@/backend';
import { CUSTOMER_COMPANY, OTHER_CUSTOMER, PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, type ContractContext } from './support';

const ids = (rows: readonly Profile[]) => rows.map((p) => p.id);

/** Every page of a query, in order (the lists never read more than one page at a time). */
async function allPages(client: BackendAdapter, query: UserListQuery, pageSize = 7): Promise<Profile[]> {
  const rows: Profile[] = [];
  for (let page = 1; ; page++) {
    const result = await client.profiles.page({ ...query, page, pageSize });
    rows.push(...result.rows);
    if (result.rows.length < pageSize) {
      expect(rows).toHaveLength(result.total);
      return rows;
    }
  }
}

/**
 * The staff lists are searched, filtered, sorted, paged and counted by the backend (the API answers at most
 * max_rows rows), and the dashboard's figures come from one admin-only function.
 */
export function staffListsContract({ h }: ContractContext): void {
  describe('staff user list (server-side pages)', () => {
    it('an admin pages every profile newest first, with the exact total and no row twice', async () => {
      const admin = await h.signedIn('admin');
      const everyone = await admin.profiles.list();
      const first = await admin.profiles.page({});
      expect(first.total).toBe(everyone.length);
      expect(first.rows.length).toBe(Math.min(25, everyone.length));
      const paged = await allPages(admin, {});
      expect(new Set(ids(paged)).size).toBe(paged.length);
      expect(paged.map((p) => p.created_at)).toEqual(everyone.map((p) => p.created_at));
      expect([...paged].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))).toEqual(
        paged,
      );
      const oldest = await allPages(admin, { sort: 'oldest' });
      expect(oldest.map((p) => p.created_at)).toEqual([...paged.map((p) => p.created_at)].reverse());
    });

    it('a page past the end is empty and still counts every match', async () => {
      const admin = await h.signedIn('admin');
      const { total } = await admin.profiles.page({});
      expect(await admin.profiles.page({ page: 1000 })).toEqual({ rows: [], total });
    });

    it('search matches name, email or company, any case, and counts only the matches', async () => {
      const admin = await h.signedIn('admin');
      const byEmail = await admin.profiles.page({ search: 'JORDAN.LEE@' });
      expect(ids(byEmail.rows)).toEqual([OTHER_CUSTOMER.id]);
      expect(byEmail.total).toBe(1);
      const byCompany = await admin.profiles.page({ search: CUSTOMER_COMPANY.slice(2, 12).toLowerCase() });
      expect(ids(byCompany.rows)).toContain(PERSONAS.customer.id);
      expect(
        byCompany.rows.every((p) => p.company?.toLowerCase().includes(CUSTOMER_COMPANY.slice(2, 12).toLowerCase())),
      ).toBe(true);
      const customer = (await admin.profiles.getById(PERSONAS.customer.id))!;
      const byName = await admin.profiles.page({ search: `  ${customer.last_name!.toUpperCase()}  ` });
      expect(ids(byName.rows)).toContain(PERSONAS.customer.id);
    });

    it('search text is matched literally: wildcards, quotes and PostgREST syntax find nothing they should not', async () => {
      const admin = await h.signedIn('admin');
      // A search goes to user_list_page() (migration 2800), which escapes LIKE's wildcards itself, `*` included.
      for (const search of ['%', '_', '*', 'a,b)', '"', '\\', 'or=(id.eq.x)', "'; drop table profiles; --"])
        expect(await admin.profiles.page({ search }), search).toEqual({ rows: [], total: 0 });
      const everyone = await admin.profiles.page({ search: '@' });
      expect(everyone.total).toBe((await admin.profiles.list()).filter((p) => p.email?.includes('@')).length);
    });

    it('status and role filters combine with search; Active includes a profile without a status (the list shows it as Active)', async () => {
      const admin = await h.signedIn('admin');
      const everyone = await admin.profiles.list();
      for (const status of ['Active', 'Inactive', 'Suspended'] as const) {
        const expected = everyone.filter((p) =>
          status === 'Active' ? p.status === 'Active' || p.status === null : p.status === status,
        );
        const rows = await allPages(admin, { status });
        expect(ids(rows).sort(), status).toEqual(ids(expected).sort());
      }
      for (const role of ['Admin', 'Moderator', 'User'] as const) {
        const rows = await allPages(admin, { role });
        expect(ids(rows).sort(), role).toEqual(ids(everyone.filter((p) => p.role === role)).sort());
      }
      expect(ids(await allPages(admin, { role: 'Admin', status: 'Active' }))).toContain(PERSONAS.admin.id);
      expect(ids(await allPages(admin, { role: 'Moderator' }))).toContain(PERSONAS.moderator.id);
      expect(ids(await allPages(admin, { status: 'Suspended', search: 'suspended@demo' }))).toEqual([
        PERSONAS.suspended.id,
      ]);
      expect(await admin.profiles.page({ status: 'Suspended', search: 'admin@demo' })).toEqual({ rows: [], total: 0 });
    });

    it('sorts by email and by name, every row once', async () => {
      const admin = await h.signedIn('admin');
      const total = (await admin.profiles.page({})).total;
      for (const sort of ['email', 'name'] as const) {
        const rows = await allPages(admin, { sort });
        expect(new Set(ids(rows)).size, sort).toBe(total);
      }
      // The personas' emails differ in their first letter, so every collation orders them alike.
      const byEmail = ids(await allPages(admin, { sort: 'email', search: '@demo.test' }));
      const personas = [PERSONAS.admin.id, PERSONAS.customer.id, PERSONAS.moderator.id, PERSONAS.suspended.id];
      expect(byEmail.filter((id) => personas.includes(id as (typeof personas)[number]))).toEqual(personas);
    });

    it('a search answers every sort, filter, page and count as the list without a search reads them', async () => {
      const admin = await h.signedIn('admin');
      // The list without a search is read through PostgREST; with one, through user_list_page() (migration 2800).
      const matches = (p: Profile) =>
        [p.display_name, p.first_name, p.last_name, p.email, p.company].some((v) => v?.toLowerCase().includes('e'));
      for (const sort of ['newest', 'oldest', 'name', 'email'] as const)
        for (const filters of [{}, { status: 'Active' }, { role: 'User' }] as const) {
          const unsearched = (await admin.profiles.page({ ...filters, sort, pageSize: 1000 })).rows.filter(matches);
          const searched = await allPages(admin, { ...filters, sort, search: 'E' }, 3);
          expect(ids(searched), `${sort} ${JSON.stringify(filters)}`).toEqual(ids(unsearched));
          expect(searched, sort).toEqual(unsearched);
        }
    });

    it('the search function refuses anon and what the list cannot send, and shows anyone but an admin their own row', async () => {
      const args = { _search: 'demo', _status: 'Active', _role: 'User', _sort: 'newest', _page: 1, _page_size: 25 };
      const session = async (client: BackendAdapter) => (await client.auth.getSession())!;
      const anon = await h.wire(null);
      expect(await anon.rpcRead('user_list_page', args, 'GET')).toMatchObject({
        status: 401,
        error: { code: '42501' },
      });
      const customer = await h.wire(await session(await h.signedIn('customer')));
      expect(await customer.rpcRead('user_list_page', args, 'GET')).toEqual({
        status: 200,
        data: { rows: [expect.objectContaining({ id: PERSONAS.customer.id })], total: 1 },
        error: null,
      });
      const admin = await h.wire(await session(await h.signedIn('admin')));
      for (const [key, value, message] of [
        ['_status', 'Gone', 'Status must be one of: Active, Inactive, Suspended'],
        ['_role', 'admin', 'Role must be one of: Admin, Moderator, User'],
        ['_sort', 'random', 'Sort must be one of: newest, oldest, name, email'],
        ['_page', 0, 'Page must be 1 or more'],
        ['_page_size', 1001, 'Page size must be between 1 and 1000'],
        ['_search', 'x'.repeat(201), 'Search must be less than 200 characters'],
      ] as const)
        expect(await admin.rpcRead('user_list_page', { ...args, [key]: value }, 'GET'), key).toMatchObject({
          status: 400,
          error: { code: '22023', message },
        });
    });

    it('a new user is on the first page at once, and the total counts them', async () => {
      const admin = await h.signedIn('admin');
      const before = await admin.profiles.page({});
      const { id } = await newCustomer(h, admin, 'Paige Turner');
      const after = await admin.profiles.page({});
      expect(after.total).toBe(before.total + 1);
      expect(after.rows[0]?.id).toBe(id);
    });

    it('anyone but an admin pages only their own profile', async () => {
      for (const key of ['customer', 'moderator'] as const) {
        const client = await h.signedIn(key);
        expect(await client.profiles.page({}), key).toEqual({
          rows: [expect.objectContaining({ id: PERSONAS[key].id })],
          total: 1,
        });
        expect(await client.profiles.page({ search: OTHER_CUSTOMER.email }), key).toEqual({ rows: [], total: 0 });
      }
      await expectError(h.anon().profiles.page({}), 'session_missing');
    });

    it('refuses a query it cannot answer, and says why', async () => {
      const admin = await h.signedIn('admin');
      await expectError(admin.profiles.page({ pageSize: LIST_PAGE_SIZE_MAX + 1 }), 'validation_failed');
      await expectError(admin.profiles.page({ page: 0 }), 'validation_failed');
      await expectError(admin.profiles.page({ search: 'x'.repeat(201) }), 'validation_failed', {
        message: 'Search must be less than 200 characters',
      });
      await expectError(admin.profiles.page({ status: 'Gone' as 'Active' }), 'validation_failed');
    });
  });

  describe('staff order queue (server-side pages)', () => {
    it('staff page every order newest first with the exact total; filters and search count only their matches', async () => {
      for (const key of ['admin', 'moderator'] as const) {
        const staff = await h.signedIn(key);
        const every = await staff.orders.list();
        const first = await staff.orders.page({ pageSize: 5 });
        expect(first.total, key).toBe(every.length);
        expect(first.rows.map((o) => o.id)).toEqual(every.slice(0, 5).map((o) => o.id));
        const second = await staff.orders.page({ page: 2, pageSize: 5 });
        expect(second.rows.map((o) => o.id)).toEqual(every.slice(5, 10).map((o) => o.id));
      }
      const admin = await h.signedIn('admin');
      const every = await admin.orders.list();
      const submitted = await admin.orders.page({ status: 'Submitted' });
      expect(submitted.total).toBe(every.filter((o) => o.status === 'Submitted').length);
      expect(submitted.rows.every((o) => o.status === 'Submitted')).toBe(true);
      const entity = every[0]!.entity_legal_name;
      const found = await admin.orders.page({ search: entity.slice(1, 8).toUpperCase() });
      expect(found.rows.map((o) => o.id)).toContain(every[0]!.id);
      expect(found.total).toBe((await admin.orders.list({ search: entity.slice(1, 8) })).length);
      expect(await admin.orders.page({ search: '%' })).toEqual({ rows: [], total: 0 });
    });

    it('a customer pages only their own orders; the anonymous caller none', async () => {
      const customer = await h.signedIn('customer');
      const own = await customer.orders.list();
      const page = await customer.orders.page({});
      expect(page.total).toBe(own.length);
      expect(page.rows.every((o) => o.user_id === PERSONAS.customer.id)).toBe(true);
      await expectError(h.anon().orders.page({}), 'session_missing');
    });

    it('refuses a query it cannot answer', async () => {
      const admin = await h.signedIn('admin');
      await expectError(admin.orders.page({ pageSize: LIST_PAGE_SIZE_MAX + 1 }), 'validation_failed');
      await expectError(admin.orders.page({ status: 'Lost' as 'Submitted' }), 'validation_failed');
    });
  });

  describe('admin dashboard figures (one database function)', () => {
    it('match the lists: totals, statuses, roles, recent signups and the newest signup', async () => {
      const admin = await h.signedIn('admin');
      const figures = await admin.admin.dashboard();
      const everyone = await admin.profiles.list();
      const since = h.nowSec() * 1000 - 7 * 24 * 60 * 60 * 1000;
      expect(figures).toEqual({
        totalUsers: everyone.length,
        activeUsers: everyone.filter((p) => p.status === 'Active').length,
        inactiveUsers: everyone.filter((p) => p.status !== 'Active').length,
        suspendedUsers: everyone.filter((p) => p.status === 'Suspended').length,
        recentSignups: everyone.filter((p) => Date.parse(p.created_at) >= since).length,
        adminUsers: (await admin.roles.list()).filter((r) => r.role === 'admin').length,
        moderatorUsers: (await admin.roles.list()).filter((r) => r.role === 'moderator').length,
        newestSignupAt: expect.any(String),
      });
      expect(Date.parse(figures.newestSignupAt!)).toBe(Date.parse(everyone[0]!.created_at));
      expect(figures.totalUsers).toBe((await admin.profiles.page({})).total);
    });

    it('count a user created a moment ago, and a role change', async () => {
      const admin = await h.signedIn('admin');
      const before = await admin.admin.dashboard();
      const { id } = await newCustomer(h, admin, 'Dana Count');
      await admin.assignUserRole({ userId: id, role: 'moderator' });
      const after = await admin.admin.dashboard();
      expect(after.totalUsers).toBe(before.totalUsers + 1);
      expect(after.recentSignups).toBe(before.recentSignups + 1);
      expect(after.activeUsers).toBe(before.activeUsers + 1);
      expect(after.moderatorUsers).toBe(before.moderatorUsers + 1);
    });

    it('are refused to everyone but an active admin', async () => {
      for (const key of ['customer', 'moderator'] as const) {
        const client = await h.signedIn(key);
        await expectError(client.admin.dashboard(), 'forbidden', { message: 'Only admins can view the dashboard' });
      }
      await expectError(h.anon().admin.dashboard(), 'session_missing');
    });
  });
}
