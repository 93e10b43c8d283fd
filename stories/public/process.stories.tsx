import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Process from '@/routes/public/process';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Process',
  component: Process,
  decorators: [withSiteLayout],
  parameters: { route: '/process' },
} satisfies Meta<typeof Process>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByText('Enter the entity legal name', { exact: false })[0]).toBeVisible();
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
