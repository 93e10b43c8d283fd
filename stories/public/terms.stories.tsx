import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Terms from '@/routes/public/terms';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Terms',
  component: Terms,
  decorators: [withSiteLayout],
  parameters: { route: '/terms' },
} satisfies Meta<typeof Terms>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByText('Version v.20250822', { exact: false })[0]).toBeVisible();
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
