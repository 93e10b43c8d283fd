import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoredSosLookup } from '@/backend';
import { CHECK_SOS_LABEL, SLOW_STATES_TEXT } from '@/features/admin-orders/review/sos-lookup/sos-lookup-panel';
import OrderRoute from '@/routes/admin/order';
import type { StoryBackend } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { OUTCOMES, fakeSosLookups, lookup, propertyActive, type SosAnswer } from './sos-lookup-fixtures';
import { resetEditorState } from './order-route-decorator';
import { seedOrder } from './seed-orders';

const withOrderRoute: Decorator = (Story) => (
  <Routes>
    <Route path="admin/orders/:id" element={<Story />} />
  </Routes>
);

interface SosParameters {
  /** What the order has stored (latest). */
  stored?: StoredSosLookup[];
  /** What a new lookup answers, by state. */
  answers?: Partial<Record<string, SosAnswer>>;
}

/**
 * Check Secretary of State in the report editor of the seeded In review order (Georgia, property in South
 * Carolina). The port is faked per story (`parameters.sos`): the stored lookups and each state's answer, so every
 * outcome, the slow state and each failure can be shown without a provider.
 */
const meta = {
  title: 'Admin/Order/Secretary of State lookup',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: seedOrder('In review').route, persona: 'admin' },
  beforeEach: (context) => {
    resetEditorState();
    const { stored = [], answers = {} } = (context.parameters.sos ?? {}) as SosParameters;
    (context.loaded.backend as StoryBackend).adapter.sosLookups = fakeSosLookups(stored, answers);
  },
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

async function openSos(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = within(await canvas.findByRole('form', { name: 'Report editor' }));
  await userEvent.click(form.getByRole('button', { name: /^Secretary of State checks/, expanded: false }));
  return { canvas, form };
}

/** Opens the section, makes the conclusion "Confirmed" (to show a cap), checks and waits for Georgia's answer. */
async function check(canvasElement: HTMLElement, { confirmed = false } = {}) {
  const { canvas, form } = await openSos(canvasElement);
  if (confirmed) {
    await userEvent.click(form.getByRole('button', { name: /^Conclusion and risk level/, expanded: false }));
    await userEvent.selectOptions(form.getByLabelText(/^Conclusion\W*$/), 'Confirmed');
  }
  await userEvent.click(await canvas.findByRole('button', { name: CHECK_SOS_LABEL }));
  const georgia = within(await canvas.findByRole('region', { name: /^Georgia/ }));
  return { canvas, form, georgia };
}

const buttonFor = (role: 'formation' | 'property') => `Use this registration for the ${role} state check`;

/** Checks, then uses Georgia's only registration: the check is filled and the note says what was flagged. */
async function checkAndUse(canvasElement: HTMLElement, options: { confirmed?: boolean } = {}) {
  const parts = await check(canvasElement, options);
  await userEvent.click(await parts.georgia.findByRole('button', { name: buttonFor('formation') }));
  await expect(await parts.canvas.findByText(/^The formation state check \(Georgia\)/)).toBeVisible();
  return parts;
}

const both = (georgia: SosAnswer): SosParameters => ({
  answers: { Georgia: georgia, 'South Carolina': propertyActive() },
});

/** Active and in good standing: the check is filled, nothing is flagged, the conclusion is untouched. */
export const Active: Story = {
  parameters: { sos: both(OUTCOMES.active()) },
  play: async ({ canvasElement }) => {
    const { form } = await checkAndUse(canvasElement, { confirmed: true });
    await expect(form.getByLabelText(/^Check 1 state status wording/)).toHaveValue('Active/Compliance');
    await expect(form.getByLabelText(/^Conclusion\W*$/)).toHaveValue('Confirmed');
  },
};

/** Administratively dissolved: S1 is drafted and a "Confirmed" conclusion becomes "Confirmed subject to conditions". */
export const Dissolved: Story = {
  parameters: { sos: both(OUTCOMES.dissolved()) },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await checkAndUse(canvasElement, { confirmed: true });
    await expect(
      canvas.getByText(/^The conclusion was “Confirmed” and is now “Confirmed subject to conditions”/),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Conclusion\W*$/)).toHaveValue('Confirmed subject to conditions');
    await expect(canvas.getByRole('list', { name: 'Risk flags from the Secretary of State check' })).toHaveTextContent(
      /^S1/,
    );
  },
};

/** Forfeited: the state's wording kept verbatim beside its bucket; S1 drafted. */
export const Forfeited: Story = {
  parameters: { sos: both(OUTCOMES.forfeited()) },
  play: async ({ canvasElement }) => {
    const { form } = await checkAndUse(canvasElement);
    await expect(form.getByLabelText(/^Check 1 state status wording/)).toHaveValue('Forfeited - Franchise Tax');
    await expect(form.getByLabelText(/^Check 1 normalized status/)).toHaveValue('Suspended / forfeited');
  },
};

/** The state publishes no status: a clear wording fills the required field and S4 asks for a certificate. */
export const NoStatusPublished: Story = {
  parameters: { sos: both(OUTCOMES.noStatus()) },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await checkAndUse(canvasElement);
    await expect(form.getByLabelText(/^Check 1 state status wording/)).toHaveValue('No status published by the state');
    await expect(canvas.getByRole('list', { name: 'Risk flags from the Secretary of State check' })).toHaveTextContent(
      /^S4/,
    );
  },
};

/** No record under the name: nothing is filled until staff choose to record "Not found". */
export const NotFound: Story = {
  parameters: { sos: both(OUTCOMES.notFound()) },
  play: async ({ canvasElement }) => {
    const { form, georgia } = await check(canvasElement);
    await expect(
      await georgia.findByText(/^No record found under “Oak Hollow Development Corp\.” in Georgia\./),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Check 1 state status wording/)).toHaveValue('');
    await userEvent.click(georgia.getByRole('button', { name: 'Use “Not found” for the formation state check' }));
    await waitFor(() => expect(form.getByLabelText(/^Check 1 normalized status/)).toHaveValue('Not found'));
  },
};

/** Several close matches: each with its evidence and confidence, none chosen for the staff member. */
export const SeveralCandidates: Story = {
  parameters: { sos: both(OUTCOMES.several()) },
  play: async ({ canvasElement }) => {
    const { georgia } = await check(canvasElement);
    const group = await georgia.findByRole('group', { name: /^3 registrations match in Georgia/ });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    // Keyboard: the first radio takes focus, the arrow key moves the choice.
    radios[0]!.focus();
    await userEvent.keyboard('[Space]');
    await expect(radios[0]).toBeChecked();
    await userEvent.keyboard('[ArrowDown]');
    await expect(radios[1]).toBeChecked();
  },
};

/** A lookup kept with the order: shown with when and how it was read, ready to use, nothing bought. */
export const StoredLookup: Story = {
  parameters: { sos: { stored: [OUTCOMES.several(), propertyActive()] } },
  play: async ({ canvasElement }) => {
    const { canvas } = await openSos(canvasElement);
    const georgia = within(await canvas.findByRole('region', { name: /^Georgia/ }));
    await expect(georgia.getByText(/^Checked .* via the sandbox provider \(demo data\)/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CHECK_SOS_LABEL })).toBeNull();
    await expect(georgia.getByRole('button', { name: 'Check Georgia again' })).toBeVisible();
  },
};

/** A slow state: the lookup is under way; the page says it can take a minute or two and stays usable. */
export const Pending: Story = {
  parameters: { sos: { answers: { Georgia: 'never', 'South Carolina': 'never' } } },
  play: async ({ canvasElement }) => {
    const { canvas } = await openSos(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: CHECK_SOS_LABEL }));
    const georgia = await canvas.findByRole('region', { name: /^Georgia/ });
    await waitFor(() => expect(georgia).toHaveAttribute('aria-busy', 'true'));
    await expect(within(georgia).getByText(new RegExp(SLOW_STATES_TEXT.replace(/[.;]/g, '.')))).toBeVisible();
  },
};

/** A failure for both states: the alert next to the button says why; the check is untouched. */
const failing = (code: string, title: RegExp): Story => ({
  parameters: { sos: { answers: { Georgia: { fail: code }, 'South Carolina': { fail: code } } } },
  play: async ({ canvasElement }) => {
    const { form, georgia } = await check(canvasElement);
    const alert = await georgia.findByRole('alert');
    await expect(alert).toHaveTextContent(title);
    await expect(alert).toHaveTextContent('Nothing was filled in the report');
    await expect(form.getByLabelText(/^Check 1 state status wording/)).toHaveValue('');
  },
});

export const ProviderUnavailable: Story = {
  ...failing('sos_provider_unavailable', /the Secretary of State provider is not answering/),
};
export const RateLimited: Story = { ...failing('sos_rate_limited', /too many lookups for now/) };
export const TimedOut: Story = { ...failing('sos_lookup_timeout', /did not answer in time/) };
export const MalformedAnswer: Story = { ...failing('sos_provider_malformed', /answer could not be read/) };
export const ProviderFailed: Story = { ...failing('sos_provider_failed', /could not complete the lookup/) };
export const StateNotCovered: Story = { ...failing('sos_state_not_covered', /is not covered by the provider/) };
export const Forbidden: Story = { ...failing('forbidden', /only admins can check/) };

/** A moderator reads the stored lookups; nothing to buy or choose. */
export const ModeratorReadOnly: Story = {
  parameters: {
    persona: 'moderator',
    sos: { stored: [OUTCOMES.dissolved(), lookup('South Carolina', [])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lookups = await canvas.findByRole('region', { name: 'Secretary of State lookups' });
    await expect(await within(lookups).findAllByText(/^Checked /)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: CHECK_SOS_LABEL })).toBeNull();
  },
};

/**
 * The story at 390 px: its own checks, and nothing wider than the phone's screen. One of each layout the panel
 * has (a filled check with its flags, the registrations to choose from, a stored lookup, a state still under way,
 * a failure's alert, the read-only list): the other outcomes and failures differ only in their words.
 */
const onPhone = (story: Story): Story => ({
  ...mobileStory(story.parameters),
  play: async (context) => {
    await story.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
});

export const DissolvedMobile: Story = { ...onPhone(Dissolved) };
export const SeveralCandidatesMobile: Story = { ...onPhone(SeveralCandidates) };
export const StoredLookupMobile: Story = { ...onPhone(StoredLookup) };
export const PendingMobile: Story = { ...onPhone(Pending) };
export const ProviderUnavailableMobile: Story = { ...onPhone(ProviderUnavailable) };
export const ModeratorReadOnlyMobile: Story = { ...onPhone(ModeratorReadOnly) };
