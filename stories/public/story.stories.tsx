import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Story from '@/routes/public/story';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Our Story',
  component: Story,
  decorators: [withSiteLayout],
  parameters: { route: '/story' },
} satisfies Meta<typeof Story>;
export default meta;

type StoryT = StoryObj<typeof meta>;

export const Default: StoryT = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The day before funding' })).toBeVisible();
  },
};

/** The same page at its other address, /our-story. */
export const OurStoryPath: StoryT = {
  parameters: { route: '/our-story' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
  },
};

/** The page at phone width (390 px). */
export const Mobile: StoryT = mobileStory();
