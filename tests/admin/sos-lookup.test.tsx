import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSosLookup } from '@/backend';
import { CHECK_SOS_LABEL, SLOW_STATES_TEXT } from '@/features/admin-orders/review/sos-lookup/sos-lookup-panel';
import OrderRoute from '@/routes/admin/order';
import { OUTCOMES, lookup, propertyActive, sosError } from '../../stories/admin/sos-lookup-fixtures';
import { renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach } from './admin-harness';
import { seedOrder } from './seed-orders';

const mock = setupMockBackend();
clearToastsAfterEach();
beforeEach(() => window.localStorage.clear());

/**
 * The seeded In review order (Georgia, property in South Carolina) with `stored` as the lookups kept with it (what
 * the table answers), the Secretary of State section open. `check` is spied on: no test buys a real lookup.
 */
async function open(stored: StoredSosLookup[], persona: PersonaKey = 'admin') {
  mock.server.use(http.get(`${mock.baseUrl}/rest/v1/order_sos_lookups`, () => HttpResponse.json(stored)));
  const order = seedOrder('In review');
  const rendered = await renderApp({
    mock,
    route: order.route,
    routes: [{ path: '/admin/orders/:id', Component: OrderRoute }],
    persona,
  });
  const check = vi.spyOn(rendered.adapter.sosLookups, 'check');
  if (persona !== 'admin') return { ...rendered, check, form: null, order };
  const form = within(await screen.findByRole('form', { name: 'Report editor' }));
  await rendered.user.click(form.getByRole('button', { name: /^Secretary of State checks/, expanded: false }));
  return { ...rendered, check, form, order };
}

const field = (form: ReturnType<typeof within>, label: string) =>
  form.getByLabelText(new RegExp(`^${label}\\W*(\\(optional\\))?$`));

describe('Check Secretary of State in the report editor', { timeout: 60_000 }, () => {
  it('shows the stored lookup without buying it again; the chosen registration fills the formation check', async () => {
    const { form, user, check } = await open([OUTCOMES.several()]);
    const georgia = within(await screen.findByRole('region', { name: /^Georgia/ }));
    expect(
      georgia.getByText(
        /^Checked .* via the sandbox provider \(demo data\), searching “Oak Hollow Development Corp\.”/,
      ),
    ).toBeInTheDocument();
    // Several matches: each with its file number, the state's wording, its bucket and the match confidence.
    const group = georgia.getByRole('group', { name: /^3 registrations match in Georgia/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByText('Match confidence 97%')).toBeInTheDocument();
    expect(within(group).getByText('“Withdrawn”')).toBeInTheDocument();
    expect(
      within(group).getAllByRole('link', { name: /^State record of OAK HOLLOW DEVELOPMENT, LLC/ })[0],
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/ecorp\.sos\.ga\.gov\//));

    // Nothing is chosen for the staff member: using without a choice asks for one and fills nothing.
    await user.click(georgia.getByRole('button', { name: 'Use this registration for the formation state check' }));
    expect(georgia.getByRole('alert')).toHaveTextContent('Choose a registration first.');
    expect(field(form!, 'Check 1 registered name')).toHaveValue('');

    await user.click(
      within(group).getByRole('radio', {
        name: 'OAK HOLLOW DEVELOPMENT CORP., file number 19031234, Active - good standing',
      }),
    );
    await user.click(georgia.getByRole('button', { name: 'Use this registration for the formation state check' }));
    await waitFor(() => expect(field(form!, 'Check 1 registered name')).toHaveValue('OAK HOLLOW DEVELOPMENT CORP.'));
    expect(field(form!, 'Check 1 file number')).toHaveValue('19031234');
    expect(field(form!, 'Check 1 state status wording')).toHaveValue('Active/Compliance');
    expect(field(form!, 'Check 1 normalized status')).toHaveValue('Active - good standing');
    expect(field(form!, 'Check 1 registration')).toHaveValue('Domestic');
    expect((field(form!, 'Check 1 source') as HTMLInputElement).value).toContain(
      '(screenshot: https://sandbox.example/',
    );
    // The same name as the order's, active: no flag, and the panel says what it filled.
    expect(
      screen.getByText('The formation state check (Georgia) is filled from “OAK HOLLOW DEVELOPMENT CORP.”'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Risk flags from the Secretary of State check' })).toBeNull();
    // The stored lookup was used: none was bought. South Carolina, never checked, is still offered.
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: CHECK_SOS_LABEL })).toBeEnabled();

    // Check again buys a new lookup for Georgia only; the registration in the check is its choice.
    check.mockResolvedValue(OUTCOMES.several());
    await user.click(georgia.getByRole('button', { name: 'Check Georgia again' }));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]![0]).toMatchObject({ state: 'Georgia' });
    const again = within(await screen.findByRole('region', { name: /^Georgia/ }));
    expect(
      await again.findByRole('radio', {
        name: 'OAK HOLLOW DEVELOPMENT CORP., file number 19031234, Active - good standing',
      }),
    ).toBeChecked();
    expect(again.getByText('In the formation state check')).toBeInTheDocument();
  });

  it('a registered name that differs from the order’s drafts the name-mismatch flag with its mitigation', async () => {
    const { form, user } = await open([OUTCOMES.several()]);
    const georgia = within(await screen.findByRole('region', { name: /^Georgia/ }));
    await user.click(georgia.getByRole('radio', { name: /OAK HOLLOW DEVELOPMENT, LLC/ }));
    await user.click(georgia.getByRole('button', { name: 'Use this registration for the formation state check' }));
    const flags = await screen.findByRole('list', { name: 'Risk flags from the Secretary of State check' });
    expect(flags).toHaveTextContent('N1 (Medium): Registered name differs from the entity’s name');
    await user.click(form!.getByRole('button', { name: /^Risk flags/, expanded: false }));
    expect(field(form!, 'Flag 1 ID')).toHaveValue('N1');
    expect(field(form!, 'Flag 1 finding')).toHaveValue(
      'The Georgia Secretary of State registers the entity as “OAK HOLLOW DEVELOPMENT, LLC”; the name is “Oak Hollow Development Corp.” in the order.',
    );
    expect((field(form!, 'Flag 1 mitigation') as HTMLInputElement).value).toMatch(/^Confirm the exact registered name/);
  });

  it('checks the states not yet checked; a dissolved entity caps a Confirmed conclusion and is flagged', async () => {
    const { form, user, check, order } = await open([]);
    await user.click(form!.getByRole('button', { name: /^Conclusion and risk level/, expanded: false }));
    await user.selectOptions(form!.getByLabelText(/^Conclusion\W*$/), 'Confirmed');
    check.mockImplementation(async ({ state }) => (state === 'Georgia' ? OUTCOMES.dissolved() : propertyActive()));

    await user.click(screen.getByRole('button', { name: CHECK_SOS_LABEL }));
    expect(check.mock.calls.map(([input]) => input)).toEqual([
      { orderId: order.id, state: 'Georgia', name: 'Oak Hollow Development Corp.' },
      { orderId: order.id, state: 'South Carolina', name: 'Oak Hollow Development Corp.' },
    ]);
    const georgia = within(await screen.findByRole('region', { name: /^Georgia/ }));
    // One registration: shown for confirmation, already selected.
    const only = await georgia.findByRole('radio');
    expect(only).toBeChecked();
    await user.click(georgia.getByRole('button', { name: 'Use this registration for the formation state check' }));

    await waitFor(() => expect(form!.getByLabelText(/^Conclusion\W*$/)).toHaveValue('Confirmed subject to conditions'));
    expect(
      screen.getByText(
        'The conclusion was “Confirmed” and is now “Confirmed subject to conditions”: the Georgia status is Administratively dissolved, not active and in good standing.',
      ),
    ).toBeInTheDocument();
    expect(field(form!, 'Check 1 state status wording')).toHaveValue('Admin. Dissolved');
    expect(screen.getByRole('list', { name: 'Risk flags from the Secretary of State check' })).toHaveTextContent(
      'S1 (High): Formation-state status not active: Administratively dissolved',
    );
    // South Carolina's lookup, now stored, fills the property check as a foreign registration.
    const carolina = within(screen.getByRole('region', { name: /^South Carolina/ }));
    await user.click(carolina.getByRole('button', { name: 'Use this registration for the property state check' }));
    await waitFor(() => expect(field(form!, 'Check 2 registration')).toHaveValue('Foreign'));
    expect(field(form!, 'Check 2 file number')).toHaveValue('SC-884201');
    expect(screen.queryByRole('button', { name: CHECK_SOS_LABEL })).toBeNull();
  });

  it('each failure says why next to the button, and writes nothing in the draft', async () => {
    captureConsoleError();
    const { form, user, check } = await open([]);
    await user.type(field(form!, 'Check 1 registered name'), 'Typed by hand');
    const FAILURES: Array<[string, RegExp]> = [
      ['sos_provider_unavailable', /^Georgia: the Secretary of State provider is not answering/],
      ['sos_rate_limited', /^Georgia: too many lookups for now/],
      ['sos_lookup_timeout', /^Georgia: the state’s site did not answer in time/],
      ['sos_provider_malformed', /^Georgia: the provider’s answer could not be read/],
      ['sos_provider_failed', /^Georgia: the provider could not complete the lookup/],
      ['sos_state_not_covered', /^Georgia is not covered by the provider/],
      ['forbidden', /^Georgia: only admins can check the Secretary of State/],
    ];
    for (const [code, title] of FAILURES) {
      check.mockRejectedValue(sosError(code));
      await user.click(screen.getByRole('button', { name: CHECK_SOS_LABEL }));
      const georgia = within(screen.getByRole('region', { name: /^Georgia/ }));
      const alert = await georgia.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent('Nothing was filled in the report');
      // The manual fields are as they were, and still editable.
      expect(field(form!, 'Check 1 registered name')).toHaveValue('Typed by hand');
      expect(field(form!, 'Check 1 state status wording')).toHaveValue('');
      expect(field(form!, 'Check 2 file number')).toHaveValue('');
    }
    expect(check).toHaveBeenCalledTimes(FAILURES.length * 2);
    await user.type(field(form!, 'Check 1 file number'), '123');
    expect(field(form!, 'Check 1 file number')).toHaveValue('123');
  });

  it('says a slow state can take a minute or two while the lookup is under way', async () => {
    const { form, user, check } = await open([]);
    check.mockReturnValue(new Promise(() => {}));
    await user.click(screen.getByRole('button', { name: CHECK_SOS_LABEL }));
    const georgia = await screen.findByRole('region', { name: /^Georgia/ });
    await waitFor(() => expect(georgia).toHaveAttribute('aria-busy', 'true'));
    expect(within(georgia).getByRole('status')).toHaveTextContent(
      `Checking the Georgia Secretary of State… ${SLOW_STATES_TEXT}`,
    );
    expect(screen.queryByRole('button', { name: CHECK_SOS_LABEL })).toBeNull();
    expect(field(form!, 'Check 1 registered name')).toBeEnabled();
  });

  it('moderators read the stored lookups, with nothing to buy or choose', async () => {
    await open([OUTCOMES.dissolved(), lookup('South Carolina', [])], 'moderator');
    const lookups = await screen.findByRole('region', { name: 'Secretary of State lookups' });
    expect(await within(lookups).findAllByText(/^Checked .* via the sandbox provider/)).toHaveLength(2);
    expect(within(lookups).getByText('“Admin. Dissolved”')).toBeInTheDocument();
    expect(
      within(lookups).getByText('No record found under “Oak Hollow Development Corp.” in South Carolina.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHECK_SOS_LABEL })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
