import { Box, Container, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { brand, formattedAddress } from '@/content/brand';
import { BrandLogo } from './brand-logo';
import { footerLinks } from './nav-links';

export function SiteFooter() {
  const legacyLogin = env.VITE_LEGACY_LOGIN_URL;
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="3" maxW="sm">
            <BrandLogo />
            <Text color="fg.muted" fontSize="sm">
              {brand.tagline}. Standardized reports on LLCs, corporations, partnerships and trusts, built for lending
              teams.
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {formattedAddress}
            </Text>
          </Stack>
          <Box as="nav" aria-label="Footer">
            <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="6" rowGap="3">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <ChakraLink asChild color="fg.muted" fontSize="sm">
                    <Link to={link.to}>{link.label}</Link>
                  </ChakraLink>
                </li>
              ))}
              <li>
                <ChakraLink asChild color="fg.muted" fontSize="sm">
                  {legacyLogin ? (
                    <a href={legacyLogin} target="_blank" rel="noopener noreferrer">
                      Legacy Login
                    </a>
                  ) : (
                    <Link to={paths.login}>Legacy Login</Link>
                  )}
                </ChakraLink>
              </li>
            </Flex>
          </Box>
        </Flex>
        <Text mt="8" fontSize="xs" color="fg.muted">
          © {new Date().getFullYear()} {brand.companyName} All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
