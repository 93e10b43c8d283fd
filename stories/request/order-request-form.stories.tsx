import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NO_CREDITS_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@/backend';
import { NO_CREDITS_TITLE, OrderRequestForm, TERMS_LABEL } from '@/features/request/order-request-form';
import { REQUEST_FAILED_TITLE } from '@/features/request/request-screen';

function FormFrame(props: Parameters<typeof OrderRequestForm>[0]) {
  return (
    <Container maxW="3xl" py="10">
      <OrderRequestForm {...props} />
    </Container>
  );
}

const filled = {
  name: 'Casey Customer',
  email: 'customer@demo.test',
  company: 'Harbor Point Lending',
  entityLegalName: 'Harbor Point Holdings, LLC',
  formationState: 'Delaware',
  reportType: 'Limited Liability Company',
  propertyState: 'Texas',
  loanReference: 'HPL-25-0301',
} as const;

const meta = {
  title: 'Request/Order form',
  component: FormFrame,
  parameters: { route: '/request' },
  args: {
    defaultValues: { name: 'Casey Customer', email: 'customer@demo.test', company: 'Harbor Point Lending' },
    onSubmit: async () => {},
    balance: 12,
  },
} satisfies Meta<typeof FormFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The form with the customer's balance: what the report costs and what they have. */
export const WithBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This report uses 1 credit. You have 12 credits.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Property state/)).toHaveDisplayValue('Same as formation state');
    await expect(canvas.getByLabelText(/^Loan reference/)).toHaveValue('');
    const terms = canvas.getByRole('link', { name: 'Terms of Service' });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('checkbox', { name: TERMS_LABEL })).not.toBeChecked();
  },
};

export const Default: Story = WithBalance;

/** Submitted empty: every missing input says what it needs. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText('Entity legal name is required')).toBeVisible();
    await expect(canvas.getByText('Please upload at least one PDF document')).toBeVisible();
    await expect(canvas.getByText(TERMS_REQUIRED_MESSAGE)).toBeVisible();
  },
};

/** Everything filled in but the Terms left unticked: only the clickwrap is named. */
export const TermsNotAccepted: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Documents/) as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'operating-agreement.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText(TERMS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText('Entity legal name is required')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: TERMS_LABEL })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A balance of 0: the form explains how to get credits before anything is typed. */
export const ZeroCredits: Story = {
  args: { balance: 0, defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_CREDITS_TITLE)).toBeVisible();
    await expect(canvas.getByText('This report uses 1 credit. You have 0 credits.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'contact us' })[0]).toHaveAttribute('href', '/contact');
  },
};

/** The server refused (the balance ran out meanwhile): the reason and how to get credits; the input stays. */
export const ServerRefused: Story = {
  args: {
    defaultValues: filled,
    error: { title: REQUEST_FAILED_TITLE, message: NO_CREDITS_MESSAGE, issues: [NO_CREDITS_MESSAGE] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(REQUEST_FAILED_TITLE);
    await expect(alert).toHaveTextContent(/You have no credits left/);
    await expect(canvas.getByLabelText(/^Entity legal name/)).toHaveValue(filled.entityLegalName);
  },
};

/** The request is being sent: 'Submitting...', and the button cannot be pressed again. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: filled },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
  },
};
