import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCorporationReport, sampleLlcReport } from '@/content/sample-reports';
import Home from '@/routes/public/home';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Home',
  component: Home,
  decorators: [withSiteLayout],
  parameters: { route: '/' },
} satisfies Meta<typeof Home>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole landing page: hero with the sample card (wide screens), value strip, sample reports, benefits, contact. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Know who can sign for the borrower',
    );
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/process');
    await expect(canvas.getByRole('tab', { name: 'LLC' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: sampleLlcReport.content.entityName })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

/** At phone width the hero card is hidden (SPEC §2: wide screens only) and light mode is forced. */
export const Mobile: Story = mobileStory();

/** The Corporation tab selected. */
export const CorporationTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Corporation' }));
    const panel = await canvas.findByRole('tabpanel', { name: 'Corporation' });
    await expect(
      within(panel).getByRole('heading', { name: sampleCorporationReport.content.entityName }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent('Number of directors');
  },
};
