import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '@/content/brand';
import { ContactPanel } from '@/features/marketing/components/contact-panel';
import { PageHeader } from '@/features/marketing/components/page-layout';
import Contact from '@/routes/public/contact';
import { EXAMPLE_FORM_URL, withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Contact',
  component: Contact,
  decorators: [withSiteLayout],
  parameters: { route: '/contact' },
} satisfies Meta<typeof Contact>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The offline default: details and the native contact form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: brand.salesEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.salesEmail}`,
    );
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

/** With VITE_CONTACT_FORM_URL set: the hosted form in a frame, 800px at 768px or narrower, else 625px. */
export const WithFrame: Story = {
  render: () => (
    <>
      <PageHeader eyebrow="Contact" title="Contact us" />
      <Container maxW="7xl" py="10">
        <ContactPanel headingLevel="h2" frameUrl={EXAMPLE_FORM_URL} />
      </Container>
    </>
  ),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Contact form');
    await expect(frame).toHaveAttribute('src', EXAMPLE_FORM_URL);
    await expect(frame.getBoundingClientRect().height).toBe(window.innerWidth <= 768 ? 800 : 625);
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
