import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StaffAuditEntry } from '@/backend';
import { toaster } from '@/components/ui/toaster';
import StaffAuditRoute from '@/routes/admin/staff-audit';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { countedRows } from '../../mocks/handlers/postgrest-query';
import { PERSONAS } from '../../mocks/seed/personas';

const meta = {
  title: 'Admin/Staff Audit Trail',
  component: StaffAuditRoute,
  parameters: { route: '/admin/audit', persona: 'admin' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof StaffAuditRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const TRAIL_URL = '/mock-api/rest/v1/staff_audit_log';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const entry = (n: number, fields: Pick<StaffAuditEntry, 'action' | 'details'> & Partial<StaffAuditEntry>) => ({
  id: `00000000-0000-4000-8000-0000000a${String(n).padStart(4, '0')}`,
  actor_id: PERSONAS.admin.id,
  actor_email: PERSONAS.admin.email,
  target_user_id: PERSONAS.customer.id,
  created_at: hoursAgo(n),
  ...fields,
});

/** One of each kind of action, as the trail shows them. */
const SAMPLE = [
  entry(1, {
    action: 'export_made',
    target_user_id: null,
    details: { view: 'users', filters: { status: 'Active' }, rows: 19 },
  }),
  entry(2, {
    action: 'report_published',
    details: { orderId: '7d2a9f31-0000-4000-8000-000000000c06', version: 1 },
  }),
  entry(3, {
    action: 'order_status_changed',
    details: { orderId: '7d2a9f31-0000-4000-8000-000000000c06', from: 'Submitted', to: 'In review' },
  }),
  entry(4, {
    action: 'credits_adjusted',
    details: { kind: 'purchase', credits: 10, amountPaidCents: 35000, reason: 'Invoice 2026-014' },
  }),
  entry(5, {
    action: 'status_changed',
    target_user_id: PERSONAS.suspended.id,
    details: { from: 'Active', to: 'Suspended' },
  }),
  entry(6, {
    action: 'user_created',
    target_user_id: PERSONAS.moderator.id,
    details: { email: PERSONAS.moderator.email },
  }),
  entry(7, {
    action: 'field_decisions_saved',
    details: {
      orderId: '1b7f3a52-0000-4000-8000-000000000c04',
      draftVersion: 3,
      verified: [
        { field: 'entityName', label: 'Entity legal name' },
        { field: 'formationState', label: 'Formation state' },
      ],
      edited: [{ field: 'ownership', label: 'ownership' }],
    },
  }),
];

const withSample = withHandlers(http.get(TRAIL_URL, () => countedRows(SAMPLE)));

/** The admin check has not answered yet. */
export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** A moderator types the address: the trail is for admins. */
export const AccessDenied: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText('You need administrator privileges to access this page.')).toBeVisible();
  },
};

/** Every kind of action, each with who did it, to whom and when; order actions link to the order. */
export const Default: Story = {
  parameters: withSample,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Staff actions' }));
    await expect(list.getByText('Exported 19 rows of users (status: Active)')).toBeVisible();
    await expect(list.getByText('+10 credits purchased ($350.00): Invoice 2026-014')).toBeVisible();
    await expect(list.getByText('Active to Suspended')).toBeVisible();
    // A save of a draft that changed its field decisions, with the fields under what happened to them.
    await expect(
      list.getByText(
        'Order 1B7F3A52: draft version 3 saved: verified Entity legal name, Formation state; edited Ownership',
      ),
    ).toBeVisible();
    await expect(list.getAllByText('Field decisions saved')[0]).toBeVisible();
    await expect(list.getAllByRole('link', { name: 'Open the order' })[0]).toHaveAttribute(
      'href',
      '/admin/orders/7d2a9f31-0000-4000-8000-000000000c06',
    );
    // The users' names arrive with a second read.
    await waitFor(() =>
      expect(list.getAllByText(`User: Casey Customer (${PERSONAS.customer.email})`)[0]).toBeVisible(),
    );
  },
};

/** The seed's trail is empty: nobody has acted yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No staff actions recorded')).toBeVisible();
  },
};

/** Filtered by action from the address (?action=export_made), with nothing of that kind. */
export const EmptyFilterResult: Story = {
  parameters: { route: '/admin/audit?action=export_made' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No actions of this kind recorded')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveValue('export_made');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** Choosing an action filters the trail. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Action' }), 'Status changed');
    await waitFor(() => expect(canvas.getByText('0 actions: Status changed')).toBeVisible());
  },
};

/** The trail could not be read. */
export const Error: Story = {
  parameters: withHandlers(http.get(TRAIL_URL, failure)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The audit trail could not be loaded');
  },
};

/** At 390 px. */
export const Mobile: Story = {
  ...mobileStory({ route: '/admin/audit', ...withSample }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await expect(await within(context.canvasElement).findByRole('list', { name: 'Staff actions' })).toBeVisible();
  },
};
