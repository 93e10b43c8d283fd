import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteLayout } from '@/components/layout/site-layout';
import { useMemo, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { BackendProvider, useBackend } from '@/lib/backend-context';
import { HydrateFallback } from '@/root';
import { never } from './support/mock-backend';

function SamplePage() {
  return (
    <SiteLayout>
      <Container maxW="7xl" py="16">
        <Heading as="h1">Page content</Heading>
        <Text color="fg.muted">The header and footer frame every screen.</Text>
      </Container>
    </SiteLayout>
  );
}

const meta = {
  title: 'Shell/Site layout',
  component: SamplePage,
  parameters: { route: '/features' },
} satisfies Meta<typeof SamplePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Anonymous visitor on a wide screen: main navigation and Sign In. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Impact' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { name: 'Sign In' })[0]).toBeVisible();
  },
};

/** The in-browser build: the Demo data badge beside the logo, in the header's flow, leading to the demo inbox. */
export const DemoBadge: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    const badge = within(banner).getByRole('link', { name: 'Demo data' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', '/demo/inbox');
    await expect(getComputedStyle(badge).position).not.toBe('fixed');
  },
};

/** Dark mode on a wide screen: the header, the badge and the page keep their contrast (axe checks it). */
export const DarkMode: Story = {
  beforeEach: () => {
    localStorage.setItem('color-mode', 'dark');
    return () => localStorage.removeItem('color-mode');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    const banner = await within(canvasElement).findByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Demo data' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  },
};

/**
 * A client-only route (/portal, /admin ...) before its code has loaded: the SPA fallback's shell with the
 * spinner, painted from the first byte until the route's guard decides.
 */
export const ClientRouteLoading: Story = {
  render: () => <HydrateFallback />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('banner')).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** A signed-in customer gets My Account instead of Sign In. */
export const SignedIn: Story = {
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: 'My Account' }))[0]).toHaveAttribute('href', '/portal');
  },
};

/** The app's providers with a session read that never finishes: the state of a prerendered page until it hydrates. */
function SessionUnread({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const pending = useMemo(() => {
    const auth = new Proxy(backend.auth, {
      get: (target, key) =>
        key === 'getSession' ? never : key === 'onAuthStateChange' ? () => () => {} : Reflect.get(target, key),
    });
    return new Proxy(backend, { get: (target, key) => (key === 'auth' ? auth : Reflect.get(target, key)) });
  }, [backend]);
  return (
    <BackendProvider adapter={pending}>
      <AuthProvider>{children}</AuthProvider>
    </BackendProvider>
  );
}

function HeaderSessionUnread() {
  return (
    <SessionUnread>
      <SiteHeader />
    </SessionUnread>
  );
}

/**
 * Before the session is read (a public page hydrates on the first interaction), with a stored session: the
 * boot script's mark (`<html data-session>`) shows My Account from the first frame, never Sign In.
 */
export const SessionUnreadSignedIn: Story = {
  beforeEach: () => {
    document.documentElement.dataset.session = 'true';
    return () => delete document.documentElement.dataset.session;
  },
  render: () => <HeaderSessionUnread />,
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(within(banner).queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

/** Before the session is read, with none stored: Sign In, and My Account is not in the page's reading order. */
export const SessionUnreadSignedOut: Story = {
  render: () => <HeaderSessionUnread />,
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(within(banner).queryByRole('link', { name: 'My Account' })).toBeNull();
  },
};

/** The header alone at phone width (open the viewport menu in Storybook to see it narrow). */
export const HeaderMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => <SiteHeader />,
};

/** The mobile menu, open: every link but Impact. */
export const MenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <Box>
      <SiteHeader initialMenuOpen />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Mobile', hidden: true });
    await expect(within(menu).queryByRole('link', { name: 'Impact', hidden: true })).toBeNull();
    await expect(within(menu).getByRole('link', { name: 'Contact', hidden: true })).toBeInTheDocument();
  },
};

export const Footer: Story = {
  render: () => <SiteFooter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = await canvas.findByRole('navigation', { name: 'Footer' });
    for (const label of ['Features', 'Process', 'About Us', 'Contact', 'Terms', 'Privacy', 'Legacy Login']) {
      await expect(within(footer).getByRole('link', { name: label })).toBeVisible();
    }
  },
};

/** Keyboard users can skip straight to the content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Main' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
