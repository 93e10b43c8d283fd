import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setComposedBackend } from './app/backend-registry';
import { composeBackend } from './app/compose-backend';

// The backend (and in mock mode the MSW worker) must be ready before the first render that may call it.
async function start() {
  setComposedBackend(await composeBackend());
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
