import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { staffPath } from '@/config/paths';
import { staff, type StaffMember } from '@/content/staff';
import StaffMemberPage from '@/routes/public/staff-member';
import { withSiteLayout } from './page-frame';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Public/Staff contact cards',
  component: StaffMemberPage,
  decorators: [withSiteLayout],
} satisfies Meta<typeof StaffMemberPage>;
export default meta;

type Story = StoryObj<typeof meta>;

function cardStory(member: StaffMember | undefined): Story {
  if (!member) throw new Error('staff.ts must list four members');
  return {
    name: `${member.name}, ${member.title}`,
    parameters: { route: staffPath(member.slug) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: member.name })).toBeVisible();
      await expect(canvas.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
      await expect(canvas.getByRole('link', { name: member.phone })).toHaveAttribute('href', member.phoneHref);
    },
  };
}

export const FounderAndPresident = cardStory(staff[0]);
export const DirectorClientServices = cardStory(staff[1]);
export const DirectorArtificialIntelligence = cardStory(staff[2]);
export const CustomerRelationsManager = cardStory(staff[3]);

/** A contact card at phone width (390 px). */
export const Mobile: Story = mobileStory({ route: staffPath(staff[0]!.slug) });
