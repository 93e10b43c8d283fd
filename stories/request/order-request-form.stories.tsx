import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderConfirmation } from '@/features/request/order-confirmation';
import { OrderRequestForm } from '@/features/request/order-request-form';

function FormFrame(props: Parameters<typeof OrderRequestForm>[0]) {
  return (
    <Container maxW="3xl" py="10">
      <OrderRequestForm {...props} />
    </Container>
  );
}

const meta = {
  title: 'Request/Order form',
  component: FormFrame,
  parameters: { route: '/request' },
  args: {
    defaultValues: { name: 'Casey Customer', email: 'customer@demo.test', company: 'Harbor Point Lending' },
    onSubmit: async () => {},
  },
} satisfies Meta<typeof FormFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Submitted empty: every missing input says what it needs. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText('Entity legal name is required')).toBeVisible();
    await expect(canvas.getByText('Please upload at least one PDF document')).toBeVisible();
    await expect(canvas.getByText('Please accept the Terms of Service to place this order')).toBeVisible();
  },
};

/** The request is being sent: 'Submitting...'. */
export const Submitting: Story = {
  args: {
    submitting: true,
    defaultValues: {
      name: 'Casey Customer',
      email: 'customer@demo.test',
      company: 'Harbor Point Lending',
      entityLegalName: 'Harbor Point Holdings, LLC',
      formationState: 'Delaware',
      reportType: 'Limited Liability Company',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
  },
};

/** After submitting: what was received and what happens next. */
export const Confirmation: Story = {
  render: () => (
    <OrderConfirmation
      onNewRequest={() => {}}
      order={{
        id: '7f3c2a10-5b7e-4c1d-9a2b-3c4d5e6f7a8b',
        user_id: '00000000-0000-4000-8000-000000000003',
        name: 'Casey Customer',
        email: 'customer@demo.test',
        company: 'Harbor Point Lending',
        entity_legal_name: 'Harbor Point Holdings, LLC',
        formation_state: 'Delaware',
        report_type: 'Limited Liability Company',
        documents: [
          {
            name: 'operating-agreement.pdf',
            size: 482113,
            storage_path: 'order-documents/x/1-operating-agreement.pdf',
          },
          {
            name: 'certificate-of-formation.pdf',
            size: 120332,
            storage_path: 'order-documents/x/2-certificate-of-formation.pdf',
          },
        ],
        status: 'submitted',
        created_at: '2026-03-02T09:00:00.000Z',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByText('7F3C2A10')).toBeVisible();
  },
};
