import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, main landmark and footer around every screen. `highlightCurrent` is off only for the SPA
 * fallback's shell, which is rendered for '/' at build time but shown at any client-only path.
 */
export function SiteLayout({ children, highlightCurrent = true }: { children: ReactNode; highlightCurrent?: boolean }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader highlightCurrent={highlightCurrent} />
      <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
