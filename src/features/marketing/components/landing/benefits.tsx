import { Badge, Card, SimpleGrid } from '@chakra-ui/react';
import { landing } from '@/content/landing';
import { PageSection } from '../page-layout';

/** Benefits for each team that touches a loan. */
export function Benefits() {
  const { benefits } = landing;
  return (
    <PageSection title={benefits.title} lead={benefits.lead}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {benefits.items.map((item) => (
          <Card.Root as="li" key={item.audience} size="lg">
            <Card.Body gap="3">
              <Badge colorPalette="blue" variant="subtle" alignSelf="flex-start">
                {item.audience}
              </Badge>
              <Card.Title as="h3">{item.title}</Card.Title>
              <Card.Description color="fg.muted">{item.body}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
