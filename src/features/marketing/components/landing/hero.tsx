import { Box, Button, Container, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { landing } from '@/content/landing';
import { DemoDialog } from '../demo-dialog';

/**
 * Landing hero: headline, Request Demo (opens the demo dialog) and Learn More (to /process).
 * `aside` is the sample report card, shown on wide screens only (SPEC §2).
 */
export function Hero({ aside, demoFrameUrl }: { aside?: ReactNode; demoFrameUrl?: string | null }) {
  const { hero } = landing;
  return (
    <Box
      as="section"
      aria-label="Introduction"
      bgGradient="to-b"
      gradientFrom="blue.subtle"
      gradientTo="bg"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py={{ base: '12', md: '16', lg: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="center">
          <Stack gap="6">
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="blue.fg">
              {hero.eyebrow}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="-0.02em">
              {hero.headline}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {hero.lead}
            </Text>
            <List.Root gap="2" variant="plain">
              {hero.points.map((point) => (
                <List.Item key={point} alignItems="flex-start" gap="2">
                  <Box as="span" aria-hidden="true" color="green.fg" fontWeight="bold" mt="0.5">
                    ✓
                  </Box>
                  {point}
                </List.Item>
              ))}
            </List.Root>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <DemoDialog frameUrl={demoFrameUrl} buttonProps={{ size: 'lg' }} />
              <Button asChild size="lg" variant="outline">
                <Link to={paths.process}>Learn More</Link>
              </Button>
            </Stack>
          </Stack>
          {aside && <Box display={{ base: 'none', lg: 'block' }}>{aside}</Box>}
        </Grid>
      </Container>
    </Box>
  );
}
