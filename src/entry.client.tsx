import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startComposing } from './app/backend-registry';
import { composeBackend } from './app/compose-backend';
import { preloadRouteModules, type RouteManifest } from './app/preload-route-modules';

declare global {
  interface Window {
    __reactRouterManifest?: RouteManifest;
  }
}

// The SPA fallback names no route chunk: fetch this page's route modules now, all at once.
preloadRouteModules(document, window.__reactRouterManifest, window.location.pathname);

// Hydrate at once; the backend (in mock mode the MSW worker) composes alongside, and calls made
// before it is ready wait for it (see backend-registry.ts).
// <html data-backend="ready"> marks it composed (journeys wait for it: in the in-browser build MSW may still
// reload a page its worker does not control until then).
startComposing(composeBackend)
  .then(() => {
    document.documentElement.dataset.backend = 'ready';
  })
  .catch((error: unknown) => console.error('The backend could not start:', error));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
