import { Box, Button, Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageHeader, PageSection, StepNumber } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { counselnetPage } from '@/content/counselnet';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...counselnetPage.meta, path: paths.counselnet });

/** /counselnet: the partner law firm programme (SPEC §1). */
export default function CounselNet() {
  const page = counselnetPage;
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <Box pt="2">
          <Button asChild colorPalette="blue">
            <Link to={paths.contact}>Ask about CounselNet</Link>
          </Button>
        </Box>
      </PageHeader>
      <PageSection title={page.stepsTitle}>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {page.steps.map((step, i) => (
            <Card.Root as="li" key={step.title}>
              <Card.Body gap="3">
                <StepNumber n={i + 1} />
                <Card.Title as="h3">{step.title}</Card.Title>
                <Card.Description color="fg.muted">{step.body}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={page.whenTitle} tone="subtle">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
          <List.Root gap="3" ps="5">
            {page.when.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
          <Card.Root>
            <Card.Body gap="3">
              <Heading as="h3" size="md">
                {page.firmsTitle}
              </Heading>
              <List.Root gap="2" ps="5" color="fg.muted">
                {page.firms.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </PageSection>
      <PageSection title={page.faqTitle}>
        <Stack as="dl" gap="6" maxW="3xl">
          {page.faq.map((item) => (
            <Box key={item.question}>
              <Text as="dt" fontWeight="semibold" fontSize="lg">
                {item.question}
              </Text>
              <Text as="dd" color="fg.muted" mt="1">
                {item.answer}
              </Text>
            </Box>
          ))}
        </Stack>
      </PageSection>
    </>
  );
}
