import { Box, Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { DemoDialog } from '@/features/marketing/components/demo-dialog';
import { PageHeader, PageSection } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { entityTypes } from '@/content/claims';
import { featuresPage } from '@/content/features';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...featuresPage.meta, path: paths.features });

/** /features: six feature cards and the entity types (SPEC §2). */
export default function Features() {
  return (
    <>
      <PageHeader eyebrow="Features" title={featuresPage.title} lead={featuresPage.lead}>
        <Box pt="2">
          <DemoDialog />
        </Box>
      </PageHeader>
      <PageSection title="What every report does">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {featuresPage.cards.map((card, i) => (
            <Card.Root as="li" key={card.title} size="lg">
              <Card.Body gap="3">
                <Text fontSize="sm" fontWeight="bold" color="blue.fg" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </Text>
                <Card.Title as="h3">{card.title}</Card.Title>
                <Card.Description color="fg.muted">{card.body}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={featuresPage.entityTypesTitle} lead={featuresPage.entityTypesLead} tone="subtle">
        {/* Phones get stacked cards; wider screens the table. */}
        <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }}>
          {entityTypes.map((type) => (
            <Card.Root as="li" key={type.name} size="sm">
              <Card.Body gap="2">
                <Card.Title as="h3">{type.name}</Card.Title>
                <Text fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    Documents we read:
                  </Text>{' '}
                  {type.documents}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {type.focus}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Table.ScrollArea
          tabIndex={0}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          role="region"
          aria-label="Entity types table"
          borderWidth="1px"
          rounded="lg"
          bg="bg"
          whiteSpace="normal"
          display={{ base: 'none', md: 'block' }}
        >
          <Table.Root size="md">
            <Table.Caption srOnly>Entity types and what the report checks for each</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Entity type</Table.ColumnHeader>
                <Table.ColumnHeader>Documents we read</Table.ColumnHeader>
                <Table.ColumnHeader>What the report focuses on</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entityTypes.map((type) => (
                <Table.Row key={type.name}>
                  <Table.Cell fontWeight="semibold" minW="40">
                    {type.name}
                  </Table.Cell>
                  <Table.Cell minW="56">{type.documents}</Table.Cell>
                  <Table.Cell minW="56">{type.focus}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </PageSection>
      <PageSection title={featuresPage.deliveryTitle}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {featuresPage.delivery.map((d) => (
            <Stack key={d.title} gap="2" borderTopWidth="3px" borderTopColor="blue.solid" pt="4">
              <Heading as="h3" size="md">
                {d.title}
              </Heading>
              <Text color="fg.muted">{d.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
