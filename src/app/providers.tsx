import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BackendAdapter } from '@/backend';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { BackendProvider } from '@/lib/backend-context';
import { createQueryClient } from '@/lib/query-client';
import { ColorModeProvider } from '@/theme/color-mode';
import { system } from '@/theme/system';

/** Every provider the app needs, shared by the app root, Storybook and screen tests. */
export function AppProviders({ backend, children }: { backend: BackendAdapter; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <BackendProvider adapter={backend}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              {children}
              <Toaster />
            </AuthProvider>
          </QueryClientProvider>
        </BackendProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
