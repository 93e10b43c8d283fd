import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { lazyAdapter, useComposedDemoTools } from './app/backend-registry';
import { PageSpinner } from './components/feedback/page-spinner';
import { SiteLayout } from './components/layout/site-layout';
import { AppProviders } from './app/providers';
import { brand } from './content/brand';
import { SESSION_MARK_BOOT_SCRIPT } from './lib/session-mark';
import { COLOR_MODE_BOOT_SCRIPT } from './theme/color-mode';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_BOOT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: SESSION_MARK_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <ComposedProviders>{children}</ComposedProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function ComposedProviders({ children }: { children: ReactNode }) {
  const demo = useComposedDemoTools();
  return (
    <AppProviders backend={lazyAdapter} demo={demo}>
      {children}
    </AppProviders>
  );
}

export default function App() {
  // Marks the document interactive: journeys wait for it instead of clicking prerendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function meta() {
  return [{ title: `${brand.productName}: ${brand.tagline}` }];
}

/**
 * The SPA fallback's content (client-only routes: /auth, /portal, /admin ...): the site shell with the
 * spinner, painted from the first byte until the route and its guard take over.
 */
export function HydrateFallback() {
  return (
    <SiteLayout highlightCurrent={false}>
      {/* Hold the first paint until the parser is past the spinner, so no frame shows the header over an
          empty main (React hoists this link into the head; browsers without rel=expect ignore it). */}
      <link rel="expect" href="#spinner-parsed" blocking="render" />
      <PageSpinner />
      <span id="spinner-parsed" hidden />
    </SiteLayout>
  );
}

/** The router's generic error page (SPEC §8 'Unexpected Application Error!'). */
export function ErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Container maxW="3xl" py="20">
      <Box role="alert">
        <Heading as="h1" size="2xl" mb="4">
          Unexpected Application Error!
        </Heading>
        {detail && (
          <Text color="fg.muted" mb="6" fontFamily="mono">
            {detail}
          </Text>
        )}
        <Button asChild colorPalette="blue">
          <a href="/">Return to Home</a>
        </Button>
      </Box>
    </Container>
  );
}
