import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** The top of every public page: the page's only h1, with an optional eyebrow and lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px">
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <Stack gap="4" maxW="3xl">
          {eyebrow && (
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="blue.fg">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15" letterSpacing="-0.02em">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A titled page section (h2) labelled by its heading, so it is a region landmark. */
export function PageSection({
  title,
  lead,
  children,
  id,
  tone = 'plain',
  ...boxProps
}: { title: string; lead?: string; children: ReactNode; id?: string; tone?: 'plain' | 'subtle' } & Omit<
  BoxProps,
  'title'
>) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      id={id}
      bg={tone === 'subtle' ? 'bg.subtle' : undefined}
      py={{ base: '12', md: '16' }}
      {...boxProps}
    >
      <Container maxW="7xl">
        <Stack gap="3" mb={{ base: '6', md: '8' }} maxW="3xl">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.01em">
            {title}
          </Heading>
          {lead && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** A numbered marker for ordered steps. */
export function StepNumber({ n }: { n: number }) {
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      w="10"
      h="10"
      rounded="full"
      bg="blue.solid"
      color="blue.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
    >
      {n}
    </Box>
  );
}
