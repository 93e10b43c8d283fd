import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBoundary } from '@/root';

/** What a screen throws when a new deploy has replaced the code it tries to load. */
const FAILURE = 'Failed to fetch dynamically imported module: /assets/portal-3f2a9c.js';

function ThrowingScreen(): never {
  throw new TypeError(FAILURE);
}

/** root.tsx's ErrorBoundary as the router shows it: around a route whose screen throws. */
const meta = {
  title: 'Shell/Application error',
  component: ThrowingScreen,
  parameters: { errorBoundary: ErrorBoundary },
} satisfies Meta<typeof ThrowingScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A screen threw: the router's generic error page with the error's message and a way home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    await expect(alert).toHaveTextContent(FAILURE);
    await expect(within(alert).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
