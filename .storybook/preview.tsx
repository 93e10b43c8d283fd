import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import type { PersonaKey } from '../mocks/seed/personas';
import { StoryProviders, mockHandlers, prepareStoryBackend, type StoryBackend } from '../stories/support/mock-backend';

// A play function's findBy… and waitFor wait for their state up to 10 s: under a loaded CI machine a
// screen can take several seconds to read its data (the default is 1 s). Passing stories are not slowed.
configure({ asyncUtilTimeout: 10_000 });

initialize({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });

/**
 * Installs the story's handlers first, then seeds the backend and signs `parameters.persona` in;
 * `parameters.withoutAuthenticator` removes the persona's authenticator first (an admin yet to set one up);
 * `parameters.unapprovedAuthenticator` leaves it unapproved (an admin waiting for another admin's approval).
 */
const backendLoader: Loader = async (context) => {
  await mswLoader(context);
  return {
    backend: await prepareStoryBackend(context.parameters.persona as PersonaKey | undefined, {
      withoutAuthenticator: context.parameters.withoutAuthenticator === true,
      unapprovedAuthenticator: context.parameters.unapprovedAuthenticator === true,
    }),
  };
};

/**
 * Every story renders inside the app's providers over the in-browser backend and a memory router
 * opened at `parameters.route`, with `parameters.errorBoundary` as the route's error element.
 */
const withApp: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  // `parameters.errorBoundary`: what the router shows when the story's screen throws (the app's root one).
  const ErrorBoundary = context.parameters.errorBoundary as ComponentType | undefined;
  const router = createMemoryRouter([{ path: '*', element: <Story />, ErrorBoundary }], {
    initialEntries: [route],
  });
  return (
    <StoryProviders backend={context.loaded.backend as StoryBackend}>
      <RouterProvider router={router} />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [backendLoader],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { app: mockHandlers } },
    a11y: { test: 'error' },
    controls: { disable: true },
  },
};

export default preview;
