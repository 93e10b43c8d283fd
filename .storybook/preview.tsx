import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { PersonaKey } from '../mocks/seed/personas';
import { StoryBackend, mockHandlers } from '../stories/support/mock-backend';

initialize({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });

/**
 * Every story renders inside the app's providers over the in-browser backend (seeded per story,
 * signed in as `parameters.persona`) and a memory router opened at `parameters.route`.
 */
const withApp: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const persona = context.parameters.persona as PersonaKey | undefined;
  const router = createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: [route] });
  return (
    <StoryBackend key={`${context.id}:${persona ?? 'anon'}`} persona={persona}>
      <RouterProvider router={router} />
    </StoryBackend>
  );
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [mswLoader],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { app: mockHandlers } },
    a11y: { test: 'error' },
    controls: { disable: true },
  },
};

export default preview;
