import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BackendAdapter, DemoTools } from '@/backend';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { BackendProvider } from '@/lib/backend-context';
import { DemoToolsProvider } from '@/lib/demo-tools-context';
import { createQueryClient } from '@/lib/query-client';
import { ColorModeProvider } from '@/theme/color-mode';
import { createAppSystem } from '@/theme/system';

/** Every provider the app needs, shared by the app root, Storybook and screen tests. */
export function AppProviders({
  backend,
  demo = null,
  children,
}: {
  backend: BackendAdapter;
  demo?: DemoTools | null;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const [system] = useState(createAppSystem);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <BackendProvider adapter={backend}>
          <DemoToolsProvider tools={demo}>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>
                {children}
                <Toaster />
              </AuthProvider>
            </QueryClientProvider>
          </DemoToolsProvider>
        </BackendProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
