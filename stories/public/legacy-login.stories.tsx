import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LegacyLogin from '@/routes/public/legacy-login';
import { mobileStory } from '../support/mobile';
import { withSiteLayout } from './page-frame';

const meta = {
  title: 'Public/Legacy login',
  component: LegacyLogin,
  decorators: [withSiteLayout],
  parameters: { route: '/login' },
} satisfies Meta<typeof LegacyLogin>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/not yet launched/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
