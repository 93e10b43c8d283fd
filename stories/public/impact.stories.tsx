import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RoiCalculator } from '@/features/marketing/components/roi-calculator';
import Impact from '@/routes/public/impact';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Impact',
  component: Impact,
  decorators: [withSiteLayout],
  parameters: { route: '/impact' },
} satisfies Meta<typeof Impact>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Estimate your return' })).toBeVisible();
  },
};

/** The ROI calculator alone, with the loan volume changed. */
export const RoiCalculatorEdited: Story = {
  render: () => (
    <Container maxW="7xl" py="8">
      <RoiCalculator />
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loans = canvas.getByLabelText('Entity loans per month');
    await userEvent.clear(loans);
    await userEvent.type(loans, '100');
    await expect(canvas.getByTestId('roi-results')).toHaveTextContent('75 hours');
  },
};

/** Inputs where the reports cost more than the time they save: the result says net cost. */
export const RoiNetCost: Story = {
  render: () => (
    <Container maxW="7xl" py="8">
      <RoiCalculator initial={{ loansPerMonth: 10, minutesSavedPerLoan: 10, hourlyCost: 30, costPerReport: 35 }} />
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('roi-results')).toHaveTextContent('Estimated net cost per year');
  },
};

/** The page at phone width (390 px). */
export const Mobile: Story = mobileStory();
