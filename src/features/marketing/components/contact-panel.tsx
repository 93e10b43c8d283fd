import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactDetails } from './contact-details';
import { InboundFormSlot } from './inbound-request';

/**
 * Contact details beside the contact form (the third-party frame when configured, else the native
 * form). `headingLevel` keeps the heading order right on the landing page (h3) and /contact (h2).
 */
export function ContactPanel({
  headingLevel = 'h3',
  frameUrl,
}: {
  headingLevel?: 'h2' | 'h3';
  frameUrl?: string | null;
}) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '6', lg: '10' }} alignItems="start">
      <Card.Root gridColumn={{ lg: 'span 2' }} variant="subtle">
        <Card.Body gap="5">
          <Stack gap="1">
            <Heading as={headingLevel} size="lg">
              Reach us directly
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Prefer email or a call? Our team answers both.
            </Text>
          </Stack>
          <ContactDetails />
        </Card.Body>
      </Card.Root>
      <Card.Root gridColumn={{ lg: 'span 3' }}>
        <Card.Body>
          <InboundFormSlot kind="contact" frameUrl={frameUrl} lazy headingAs={headingLevel} />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
