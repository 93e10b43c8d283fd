import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brand } from '@/content/brand';
import { DemoDialog } from '@/features/marketing/components/demo-dialog';
import { EXAMPLE_FORM_URL } from './page-frame';

const TEXT = `See firsthand how ${brand.productName} can transform your lending process with a personalized demonstration`;

const meta = {
  title: 'Public/Request a Demo dialog',
  component: DemoDialog,
  args: { frameUrl: null },
  parameters: {
    // With the dialog open, axe measures the trigger through the modal backdrop and reports a false
    // contrast failure; the trigger itself is checked in the closed story of the landing page.
    a11y: { config: { rules: [{ id: 'color-contrast', selector: '*:not([data-part="trigger"])' }] } },
  },
  decorators: [
    (Story) => (
      <main>
        <Container maxW="7xl" py="8">
          <Story />
        </Container>
      </main>
    ),
  ],
} satisfies Meta<typeof DemoDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: just the Request Demo button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Demo' })).toBeVisible();
  },
};

/** Open with the native demo form (the offline default). */
export const NativeForm: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    // The dialog animates in: wait for it to settle.
    await waitFor(() => expect(within(dialog).getByText(TEXT)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByLabelText(/Full name/)).toBeVisible());
  },
};

/** Open with the native form submitted empty. */
export const ValidationErrors: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Demo' }));
    await expect(await within(dialog).findByText('Full name is required')).toBeVisible();
  },
};

/** Open with the third-party form (when VITE_DEMO_FORM_URL is set): 800px at 768px or narrower, else 615px. */
export const WithFrame: Story = {
  args: { defaultOpen: true, frameUrl: EXAMPLE_FORM_URL },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const frame = within(dialog).getByTitle('Demo request form');
    await expect(frame).toHaveAttribute('src', EXAMPLE_FORM_URL);
    // offsetHeight ignores the opening animation's scale transform.
    await waitFor(() => expect(frame.offsetHeight).toBe(window.innerWidth <= 768 ? 800 : 615));
  },
};

/** Open, filled and sent through the in-browser backend: the confirmation shows. */
export const Sent: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Full name/), 'Dana Park');
    await userEvent.type(dialog.getByLabelText(/Work email/), 'dana.park@harborbank.example');
    await userEvent.type(
      dialog.getByLabelText(/What would you like to see/),
      'Trust reports and LOS delivery by email.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Request Demo' }));
    await expect(await dialog.findByText('Request received')).toBeVisible();
  },
};
