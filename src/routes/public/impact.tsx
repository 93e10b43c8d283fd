import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader, PageSection } from '@/features/marketing/components/page-layout';
import { RoiCalculator } from '@/features/marketing/components/roi-calculator';
import { paths } from '@/config/paths';
import { reportParts } from '@/content/claims';
import { impactPage } from '@/content/impact';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...impactPage.meta, path: paths.impact });

/** /impact: report contents, why use it, who it helps, ROI, usage options (SPEC §2). */
export default function Impact() {
  return (
    <>
      <PageHeader eyebrow="Impact" title={impactPage.title} lead={impactPage.lead} />
      <PageSection title={impactPage.contentsTitle}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {reportParts.map((part) => (
            <Stack as="li" key={part.name} gap="1" borderWidth="1px" rounded="lg" p="4">
              <Heading as="h3" size="sm">
                {part.name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {part.detail}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={impactPage.whyTitle} tone="subtle">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {impactPage.why.map((item) => (
            <Card.Root key={item.title}>
              <Card.Body gap="2">
                <Card.Title as="h3">{item.title}</Card.Title>
                <Card.Description color="fg.muted">{item.body}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={impactPage.audiencesTitle}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {impactPage.audiences.map((a) => (
            <Stack key={a.title} gap="2" borderTopWidth="3px" borderTopColor="blue.solid" pt="4">
              <Heading as="h3" size="md">
                {a.title}
              </Heading>
              <Text color="fg.muted">{a.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="roi" title={impactPage.roi.title} lead={impactPage.roi.lead} tone="subtle">
        <RoiCalculator />
      </PageSection>
      <PageSection title={impactPage.usageTitle}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {impactPage.usage.map((u) => (
            <Card.Root key={u.title} variant="outline">
              <Card.Body gap="2">
                <Card.Title as="h3">{u.title}</Card.Title>
                <Card.Description color="fg.muted">{u.body}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
