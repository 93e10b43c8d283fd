import { QueryClient } from '@tanstack/react-query';
import { BackendError } from '@/backend/errors';

/** Retries only what may succeed on a second try: network failures, never a refusal. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => error instanceof BackendError && error.code === 'network' && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
