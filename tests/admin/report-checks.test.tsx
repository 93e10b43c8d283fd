import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OVERRIDE_REQUIRED, type ReportContent } from '@/backend';
import OrderRoute from '@/routes/admin/order';
import { draftReport } from '../../mocks/seed/demo-draft';
import { mockAdapterFor, renderApp, setupMockBackend } from '../utils/render-app';
import { clearToastsAfterEach, findToast } from './admin-harness';
import { seedOrder } from './seed-orders';

const mock = setupMockBackend();
clearToastsAfterEach();
beforeEach(() => {
  window.localStorage.clear();
});

const ROUTES = [{ path: '/admin/orders/:id', Component: OrderRoute }];
const actions = () => within(screen.getByRole('group', { name: 'Report actions' }));
const jsonFile = (name: string, text: string) => new File([text], name, { type: 'application/json' });

/**
 * The seeded In review order's page, its editor filled from a packet of its demo draft with the first flag High
 * under Low overall risk.
 */
async function openWithContradictoryReport() {
  const order = seedOrder('In review');
  const { user } = await renderApp({ mock, route: order.route, routes: ROUTES, persona: 'admin' });
  await screen.findByRole('form', { name: 'Report editor' });
  const admin = await mockAdapterFor(mock, 'admin');
  const draft = draftReport((await admin.orders.get(order.id))!);
  const content: ReportContent = {
    ...draft,
    riskLevel: 'Low',
    riskItems: draft.riskItems.map((item, i) => (i === 0 ? { ...item, severity: 'High' as const } : item)),
  };
  await user.upload(screen.getByLabelText('Upload JSON packet'), jsonFile('packet.json', JSON.stringify(content)));
  await findToast('Packet packet.json loaded into the editor');
  const flag = content.riskItems[0]!;
  return { order, user, admin, message: `Flag ${flag.id} (${flag.title}) is High, but the overall risk is Low.` };
}

// The editor is a large form for jsdom: on a loaded machine a journey takes longer than the project's 20 s default.
describe('the report checks itself before publishing', { timeout: 60_000 }, () => {
  it('lists a contradiction after a check, links to its fields, and drops it once fixed', async () => {
    const { user, message } = await openWithContradictoryReport();
    // Nothing is said before the report is checked, as for the editor's other problems.
    expect(screen.queryByRole('region', { name: 'Contradictions in the report' })).toBeNull();

    await user.click(actions().getByRole('button', { name: 'Preview' }));
    // The preview opens over the page (which is hidden from assistive technology meanwhile): closed first, so
    // finding the list does not depend on whether the list or the dialog came first.
    await user.click(await screen.findByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const found = await screen.findByRole('region', { name: 'Contradictions in the report' });
    expect(found).toHaveTextContent(message);

    await user.click(within(found).getByRole('button', { name: 'Go to Flag 1 severity' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Flag 1 severity/ })).toHaveFocus());
    await user.click(within(found).getByRole('button', { name: 'Go to Overall risk level' }));
    const risk = screen.getByRole('combobox', { name: /^Overall risk level/ });
    await waitFor(() => expect(risk).toHaveFocus());

    await user.selectOptions(risk, 'High');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Contradictions in the report' })).toBeNull());
  });

  it('asks for a written override, keeps what was typed, and publishes with it kept for staff', async () => {
    const { order, user, admin, message } = await openWithContradictoryReport();

    await user.click(actions().getByRole('button', { name: 'Publish' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Publish version 1?' });
    expect(within(dialog).getByRole('list', { name: 'Contradictions in the report' })).toHaveTextContent(message);
    // (Where focus starts is a story's check: jsdom has no layout for the dialog's focus rules.)
    let reason = within(dialog).getByRole('textbox', { name: /^Why publish it as it stands/ });
    await user.click(within(dialog).getByRole('button', { name: 'Publish with the override' }));
    expect(await within(dialog).findByText(OVERRIDE_REQUIRED)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    // What was typed survives closing the dialog and opening it again.
    await user.type(reason, 'The credit officer accepted the flag in writing.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(actions().getByRole('button', { name: 'Publish' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Publish version 1?' });
    reason = within(dialog).getByRole('textbox', { name: /^Why publish it as it stands/ });
    expect(reason).toHaveValue('The credit officer accepted the flag in writing.');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ }),
      'The checker is away today',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish with the override' }));
    await findToast('Report published');

    const versions = await screen.findByRole('list', { name: 'Published versions' });
    await waitFor(() =>
      expect(versions).toHaveTextContent(
        'Published despite 1 contradiction. Override: The credit officer accepted the flag in writing.',
      ),
    );
    expect(within(versions).getByRole('list', { name: 'Contradictions overridden in version 1' })).toHaveTextContent(
      message,
    );
    expect(await admin.reports.listOverrides(order.id)).toMatchObject([
      { version: 1, reason: 'The credit officer accepted the flag in writing.' },
    ]);
  });
});
