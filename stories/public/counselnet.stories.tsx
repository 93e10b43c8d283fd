import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CounselNet from '@/routes/public/counselnet';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/CounselNet',
  component: CounselNet,
  decorators: [withSiteLayout],
  parameters: { route: '/counselnet' },
} satisfies Meta<typeof CounselNet>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByText('When to escalate', { exact: false })[0]).toBeVisible();
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
