import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFound from '@/routes/public/not-found';
import { mobileStory } from '../support/mobile';
import { withSiteLayout } from './page-frame';

const meta = {
  title: 'Public/404',
  component: NotFound,
  decorators: [withSiteLayout],
  parameters: { route: '/no/such/page' },
} satisfies Meta<typeof NotFound>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
