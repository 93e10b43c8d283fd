import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CORRECTION_NOTE_REQUIRED, OWNERSHIP_TOTAL_MESSAGE, reportContentSchema } from '@/backend';
import { DEMO_DRAFT_FILLED, DEMO_DRAFT_LABEL } from '@/features/admin-orders/review/workspace/workspace-labels';
import { draftReport } from '../../mocks/seed/demo-draft';
import { NO_VERSION_REVIEWS } from '@/features/admin-orders/review/workspace/version-reviews';
import OrderRoute from '@/routes/admin/order';
import { mockAdapterFor, renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { clearToastsAfterEach, findToast } from './admin-harness';
import { seedOrder } from './seed-orders';

const mock = setupMockBackend();
clearToastsAfterEach();
beforeEach(() => {
  window.localStorage.clear();
});

const ROUTES = [{ path: '/admin/orders/:id', Component: OrderRoute }];
// As the in-browser build runs: with its demo tools (the fictional draft among them).
const open = (route: string, persona: PersonaKey = 'admin') =>
  renderApp({ mock, route, routes: ROUTES, persona, withDemoTools: true });

const editor = async () => within(await screen.findByRole('form', { name: 'Report editor' }));
const actions = () => within(screen.getByRole('group', { name: 'Report actions' }));
const entityType = (form: ReturnType<typeof within>) => form.getByLabelText(/^Entity type/);
/** Opens a section of the editor (each is an accordion item). */
const openSection = async (user: { click: (e: Element) => Promise<void> }, name: RegExp) =>
  user.click(screen.getByRole('button', { name, expanded: false }));
const historyList = () => screen.findByRole('list', { name: 'Status history' });

/** The order's draft as the service keeps it, or null. */
const storedDraft = (orderId: string) =>
  (mock.db.reportDrafts.findFirst((q) => q.where({ order_id: orderId })) as
    { version: number; content: { values: Record<string, unknown> } } | undefined) ?? null;

const jsonFile = (name: string, text: string) => new File([text], name, { type: 'application/json' });

// The editor is a large form for jsdom: on a loaded machine a journey takes longer than the project's 20 s default.
describe('the report on the staff order page', { timeout: 60_000 }, () => {
  it('drafts from the order, publishes, and the order becomes Report ready with the history saying so', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route);
    const form = await editor();
    expect(form.getByLabelText(/^Entity legal name/)).toHaveValue(order.entity);
    expect(screen.getByText('No version published yet.')).toBeInTheDocument();

    await user.click(actions().getByRole('button', { name: DEMO_DRAFT_LABEL }));
    await waitFor(() => expect(entityType(form)).not.toHaveValue(''));
    await findToast(DEMO_DRAFT_FILLED);
    // Kept by the service while unpublished.
    await waitFor(() => expect(storedDraft(order.id)).not.toBeNull());

    await user.click(actions().getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish version 1?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ }),
      'The checker is away today',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish report' }));
    await findToast('Report published');

    const versions = await screen.findByRole('list', { name: 'Published versions' });
    expect(within(versions).getByText('Version 1')).toBeInTheDocument();
    await waitFor(async () => {
      const steps = within(await historyList()).getAllByRole('listitem');
      expect(steps.at(-1)).toHaveTextContent('Moved from In review by admin@demo.test');
      expect(steps.at(-1)).toHaveTextContent('Report published (version 1)');
    });
    expect(await screen.findAllByRole('button', { name: 'Publish correction' })).not.toHaveLength(0);
    expect(storedDraft(order.id)).toBeNull();

    // The server agrees: the order is Report ready with the drafted report as version 1.
    const admin = await mockAdapterFor(mock, 'admin');
    const stored = await admin.orders.get(order.id);
    expect(stored?.status).toBe('Report ready');
    const [published] = await admin.reports.listForOrder(order.id);
    expect(published?.version).toBe(1);
    expect(published?.content).toEqual(reportContentSchema.parse(draftReport(stored!)));
  });

  it('offers the fictional demo draft on the in-browser backend only, never on the production build', async () => {
    const order = seedOrder('In review');
    await renderApp({ mock, route: order.route, routes: ROUTES, persona: 'admin', asProductionBuild: true });
    await editor();
    expect(actions().getByLabelText('Upload JSON packet')).toBeInTheDocument();
    // No way to fill the editor with invented content: no draft button of any name.
    expect(actions().queryByRole('button', { name: /draft/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Demo: reserved entity names')).not.toBeInTheDocument();
  });

  it('names the fields of a malformed packet and changes nothing in the editor or the saved draft', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route);
    const form = await editor();
    await user.type(entityType(form), 'Georgia corporation');
    await waitFor(() => expect(storedDraft(order.id)?.content.values.entityType).toBe('Georgia corporation'));
    const before = storedDraft(order.id);

    const admin = await mockAdapterFor(mock, 'admin');
    const content = draftReport((await admin.orders.get(order.id))!);
    const broken = {
      ...content,
      entityName: '',
      ownership: [{ owner: 'Ada Owner', percentage: 150, interest: '' }],
    };
    await user.upload(screen.getByLabelText('Upload JSON packet'), jsonFile('broken.json', JSON.stringify(broken)));
    const alert = (await screen.findByText(/broken\.json was not loaded: the editor is unchanged/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const problems = within(alert).getByRole('list', { name: 'Problems in the packet' });
    expect(problems).toHaveTextContent(/entityName/);
    expect(problems).toHaveTextContent(/Entity legal name/);
    expect(problems).toHaveTextContent(/ownership\.0\.percentage/);
    expect(problems).toHaveTextContent(/Owner 1 percentage/);

    await user.upload(screen.getByLabelText('Upload JSON packet'), jsonFile('not-json.json', '{ "report": '));
    expect(await screen.findByText(/not-json\.json was not loaded/)).toBeInTheDocument();

    expect(entityType(form)).toHaveValue('Georgia corporation');
    expect(form.getByLabelText(/^Entity legal name/)).toHaveValue(order.entity);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(storedDraft(order.id)).toEqual(before);
  });

  it('loads a valid packet into the editor, asking first when there is work in it', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route);
    const form = await editor();
    await user.type(entityType(form), 'typed by hand');

    const admin = await mockAdapterFor(mock, 'admin');
    const content = draftReport((await admin.orders.get(order.id))!);
    const packet = { ...content, entityType: 'Georgia corporation (from the packet)' };
    await user.upload(screen.getByLabelText('Upload JSON packet'), jsonFile('packet.json', JSON.stringify(packet)));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the report in the editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace with the packet' }));
    await waitFor(() => expect(entityType(form)).toHaveValue('Georgia corporation (from the packet)'));
    await findToast('Packet packet.json loaded into the editor');
  });

  it("keeps the draft in the service across a reload, with this browser's storage cleared", async () => {
    const order = seedOrder('In review');
    const first = await open(order.route);
    const form = await editor();
    await first.user.type(entityType(form), 'Georgia corporation');
    await waitFor(() => expect(storedDraft(order.id)?.content.values.entityType).toBe('Georgia corporation'));
    expect(
      await screen.findByText(/^Draft saved \(version \d+, .*\): staff who open this order see it\.$/),
    ).toBeVisible();
    first.unmount();
    window.sessionStorage.clear();

    await open(order.route);
    const again = await editor();
    expect(entityType(again)).toHaveValue('Georgia corporation');
    expect(screen.getByText('Unpublished draft restored')).toBeInTheDocument();
    expect(screen.getByText(/^Saved by admin@demo\.test at /)).toBeInTheDocument();
  });

  it('a save over a draft someone else changed is refused: the editor says who and when, and nothing is overwritten', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route);
    const form = await editor();
    await user.type(entityType(form), 'Mine');
    await waitFor(() => expect(storedDraft(order.id)?.content.values.entityType).toBe('Mine'));

    // A colleague saves over it from another browser.
    const colleague = await mockAdapterFor(mock, 'admin');
    const theirs = storedDraft(order.id)!;
    await colleague.reportDrafts.save({
      orderId: order.id,
      baseVersion: theirs.version,
      content: { ...theirs.content, values: { ...theirs.content.values, entityType: 'Theirs' } },
    });

    await user.type(entityType(form), ' and more');
    const title = await screen.findByText(/^Changed by admin@demo\.test at .*: reload to see it$/);
    expect(title.closest('[role="alert"]')).not.toBeNull();
    expect(storedDraft(order.id)?.content.values.entityType).toBe('Theirs');

    await user.click(screen.getByRole('button', { name: 'Reload the draft' }));
    await waitFor(async () => expect(entityType(await editor())).toHaveValue('Theirs'));
    expect(screen.queryByText(/reload to see it$/)).not.toBeInTheDocument();
  });

  it('publishes a correction as version 2 only with a note, and the history shows it', async () => {
    const order = seedOrder('In review');
    const admin = await mockAdapterFor(mock, 'admin');
    const content = draftReport((await admin.orders.get(order.id))!);
    await admin.reports.publish({
      orderId: order.id,
      content,
      note: '',
      withoutApproval: 'Published in a test without a checker',
    });

    const { user } = await open(order.route);
    const form = await editor();
    await waitFor(() => expect(entityType(form)).toHaveValue(content.entityType));
    await user.clear(entityType(form));
    await user.type(entityType(form), 'Georgia business corporation');
    await user.click(actions().getByRole('button', { name: 'Publish correction' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish correction (version 2)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish correction' }));
    expect(await within(dialog).findByText(CORRECTION_NOTE_REQUIRED)).toBeInTheDocument();
    expect((await admin.reports.listForOrder(order.id)).length).toBe(1);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What the correction changes/ }),
      'Entity type wording',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ }),
      'The checker is away today',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish correction' }));
    await findToast('Correction published');
    const versions = await screen.findByRole('list', { name: 'Published versions' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Correction: Entity type wording');
    await waitFor(async () =>
      expect(
        within(await historyList())
          .getAllByRole('listitem')
          .at(-1),
      ).toHaveTextContent('Report corrected by admin@demo.test'),
    );
    const [latest] = await admin.reports.listForOrder(order.id);
    expect(latest?.content.entityType).toBe('Georgia business corporation');
  });

  it('shows the problems of an unfinished report at their fields, the first focused, and publishes nothing', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route);
    const form = await editor();
    await user.click(actions().getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/problems to fix before previewing or publishing/)).toBeInTheDocument();
    expect(entityType(form)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(entityType(form)).toHaveFocus());
    // The sections at fault open, each counting its problems.
    expect(form.getByText('Please choose a conclusion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Conclusion and risk level/, expanded: true })).toHaveTextContent(
      '3 problems',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const admin = await mockAdapterFor(mock, 'admin');
    expect(await admin.reports.listForOrder(order.id)).toEqual([]);
  });

  it('checks the ownership total and the Secretary of State checks across fields', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route);
    const form = await editor();
    await user.click(actions().getByRole('button', { name: DEMO_DRAFT_LABEL }));
    await waitFor(() => expect(entityType(form)).not.toHaveValue(''));
    await openSection(user, /^Ownership/);
    const percentage = form.getByLabelText(/^Owner 1 percentage/);
    await user.clear(percentage);
    await user.type(percentage, '10');
    await user.click(actions().getByRole('button', { name: 'Preview' }));
    expect(await form.findByText(OWNERSHIP_TOTAL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openSection(user, /^Secretary of State checks/);
    await user.selectOptions(form.getByLabelText(/^Check 2 state\W*$/), 'Alabama');
    await waitFor(() =>
      expect(form.getByText('Add one Secretary of State check for the property state')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Secretary of State checks/, expanded: true })).toHaveTextContent(
      '1 problem',
    );
  });

  it('shows a moderator the versions read-only, with no editor', async () => {
    const order = seedOrder('In review');
    const admin = await mockAdapterFor(mock, 'admin');
    await admin.reports.publish({
      orderId: order.id,
      content: draftReport((await admin.orders.get(order.id))!),
      note: '',
      withoutApproval: 'Published in a test without a checker',
    });
    await open(order.route, 'moderator');
    const versions = await screen.findByRole('list', { name: 'Published versions' });
    expect(within(versions).getByRole('button', { name: 'View version 1' })).toBeInTheDocument();
    expect(screen.getByText(/only admins write and publish reports/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Report editor' })).not.toBeInTheDocument();
  });

  it("shows the seeded version's review: Maple Street Holdings' version 1 keeps the fields its history verified", async () => {
    const order = seedOrder('Report ready');
    expect(order.entity).toBe('Maple Street Holdings, Inc.');
    const { user } = await open(order.route);
    const versions = await screen.findByRole('list', { name: 'Published versions' });
    await user.click(within(versions).getByRole('button', { name: 'Show who verified what' }));
    const record = within(await screen.findByRole('list', { name: 'Who verified what in version 1' }));
    expect(record.getAllByRole('listitem')).toHaveLength(2);
    const entry = (label: string) => record.getByText(label, { exact: true }).closest('li') as HTMLElement;
    expect(entry('Entity legal name')).toHaveTextContent(
      'Against articles-of-incorporation.pdf, page 1: “Name of Corporation: Maple Street Holdings, Inc.”',
    );
    expect(entry('Formation state')).toHaveTextContent('Published: Nevada');
    expect(entry('Formation state')).toHaveTextContent(/Verified by admin@demo\.test on /);
    expect(screen.queryByText(NO_VERSION_REVIEWS)).not.toBeInTheDocument();
  });

  it('no longer offers Report ready as a status change', async () => {
    const order = seedOrder('In review');
    await open(order.route);
    const form = await screen.findByRole('form', { name: 'Move order' });
    const options = within(within(form).getByRole('combobox', { name: /New status/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose the new status', 'Needs documents', 'Escalated', 'Cancelled']);
  });
});
