import { expect, within } from 'storybook/test';

/** The phone the end-to-end suite's mobile project uses. */
const PHONE = { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } as const;

/**
 * A `Mobile` story: the screen at 390 px (in Storybook and in the story tests, which size the page from
 * the viewport global), asserted to be laid out for a phone: the menu button instead of the main
 * navigation, the page heading shown, nothing wider than the screen. `parameters` adds the story's own.
 */
export function mobileStory(parameters: Record<string, unknown> = {}) {
  return {
    parameters: { viewport: { options: { phone: PHONE } }, ...parameters },
    globals: { viewport: { value: 'phone', isRotated: false } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(window.innerWidth).toBe(390);
      await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
      const page = canvasElement.ownerDocument.documentElement;
      await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    },
  };
}
