import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer around every screen. */
export function SiteLayout({ children, extras }: { children: ReactNode; extras?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
      {extras}
    </Flex>
  );
}
