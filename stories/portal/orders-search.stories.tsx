import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CLEAR_ORDER_FILTERS, NO_ORDERS_MATCH } from '@/features/portal/components/orders-search';
import PortalRoute from '@/routes/portal/portal';
import { withSiteLayout } from '../public/page-frame';
import { mobileStory } from '../support/mobile';

/** Your Orders searched by loan reference or entity and filtered by status (issue 47 §4), at 1280 and 390 px. */
const meta = {
  title: 'Portal/Your Orders search',
  component: PortalRoute,
  parameters: { route: '/portal', persona: 'customer' },
} satisfies Meta<typeof PortalRoute>;
export default meta;

type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const ordersCard = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Your Orders' });
/** The entity names listed, once `count` orders are listed. */
async function listed(canvasElement: HTMLElement, count: number) {
  const card = within(await ordersCard(canvasElement));
  let names: string[] = [];
  await waitFor(
    () => {
      const list = card.getByRole('list', { name: 'Your orders, newest first' });
      names = within(list)
        .getAllByRole('link')
        .map((a) => a.textContent ?? '');
      expect(names).toHaveLength(count);
    },
    { timeout: 5000 },
  );
  return names;
}

/** A loan number typed into the search: the orders whose loan reference holds it, with the count. */
const searchedPlay = async ({ canvasElement }: Context) => {
  const card = within(await ordersCard(canvasElement));
  await listed(canvasElement, 7);
  await userEvent.type(card.getByRole('searchbox', { name: 'Search by loan reference or entity' }), 'HPL-25-02');
  await expect(await listed(canvasElement, 2)).toEqual(['Riverbend Storage LLC', 'Oak Hollow Development Corp.']);
  await expect(card.getByText('2 of your orders match “HPL-25-02”')).toBeVisible();
};

/** Another customer's loan number with a status: nothing, said in words, with the way back. */
const noMatchPlay = async ({ canvasElement }: Context) => {
  const card = within(await ordersCard(canvasElement));
  await expect(await card.findByText(NO_ORDERS_MATCH)).toBeVisible();
  await expect(card.getByText(/None of your orders matches “NBCU-7734” with status In review\./)).toBeVisible();
  await expect(card.getByRole('searchbox', { name: 'Search by loan reference or entity' })).toHaveValue('NBCU-7734');
  await expect(card.getByRole('button', { name: CLEAR_ORDER_FILTERS })).toBeVisible();
};

/** Opened with a status from the address: the filter shows its choice, the list its orders. */
const filteredPlay = async ({ canvasElement }: Context) => {
  const card = within(await ordersCard(canvasElement));
  await expect(await listed(canvasElement, 2)).toEqual(['Maple Street Holdings, Inc.', 'Cedar Ridge Apartments LLC']);
  await expect(card.getByRole('combobox', { name: 'Status' })).toHaveValue('Report ready');
  await expect(card.getByText('2 of your orders match status Report ready')).toBeVisible();
};

/** The phone checks (menu, no sideways scroll), then the state's own. */
const onPhone = (route: string, play: (context: Context) => Promise<void>): Story => ({
  ...mobileStory({ route }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await play(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
});

export const SearchedByLoanReference: Story = { play: searchedPlay };
export const SearchedByLoanReferenceMobile: Story = onPhone('/portal', searchedPlay);

export const NoOrdersMatch: Story = {
  parameters: { route: '/portal?q=NBCU-7734&status=In%20review' },
  play: noMatchPlay,
};
export const NoOrdersMatchMobile: Story = onPhone('/portal?q=NBCU-7734&status=In%20review', noMatchPlay);

export const FilteredByStatus: Story = { parameters: { route: '/portal?status=Report%20ready' }, play: filteredPlay };
export const FilteredByStatusMobile: Story = onPhone('/portal?status=Report%20ready', filteredPlay);
