import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackendError } from '@/backend';
import { InboundForm } from '@/features/marketing/components/inbound-form';

const filled = {
  name: 'Dana Park',
  email: 'dana.park@harborbank.example',
  company: 'Harbor Community Bank',
  phone: '+19495550199',
  message: 'We close about 40 entity loans a month and would like pricing for our commercial team.',
};

const meta = {
  title: 'Public/Contact form',
  component: InboundForm,
  args: { kind: 'contact', onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <main>
        <Container maxW="2xl" py="8">
          <Story />
        </Container>
      </main>
    ),
  ],
} satisfies Meta<typeof InboundForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** Submitted empty, then with a bad email and phone: the exact SPEC §5 messages. */
export const ValidationErrors: Story = {
  args: { defaultValues: { name: 'D', email: 'dana@', phone: '(949) 555-0199', message: 'Hi' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Invalid phone number format')).toBeVisible();
    await expect(canvas.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button is busy and says so. */
export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

/** Sent: the confirmation replaces the form. */
export const Sent: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Message sent')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** Failed: the error shows above the form and every value is kept for a retry. */
export const Failed: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw new BackendError('network', 'Failed to fetch');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your message was not sent');
    await expect(canvas.getByLabelText(/Work email/)).toHaveValue(filled.email);
  },
};

/** The form's rules could not be fetched (offline, or a newer deploy replaced them): it says so, sends nothing, keeps the text. */
export const RulesUnavailable: Story = {
  args: {
    defaultValues: filled,
    loadRules: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your message was not sent');
    await expect(alert).toHaveTextContent('The form could not load. Check your connection and try again.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Work email/)).toHaveValue(filled.email);
  },
};

/** The demo request variant of the same form. */
export const DemoRequest: Story = {
  args: { kind: 'demo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Demo' })).toBeVisible();
  },
};
