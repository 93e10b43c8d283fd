import { Badge, Box, Card, Link as ChakraLink, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageHeader, PageSection, StepNumber } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { processPage } from '@/content/process';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...processPage.meta, path: paths.process });

/** /process: three-step ordering, LOS integration, overview, comparison, report layout (SPEC §2). */
export default function Process() {
  const { steps, integration, overview, comparison, layout } = processPage;
  return (
    <>
      <PageHeader eyebrow="How it works" title={processPage.title} lead={processPage.lead} />
      <PageSection title="Order in three steps">
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
          {steps.map((step, i) => (
            <Card.Root as="li" key={step.title} size="lg">
              <Card.Body gap="4">
                <StepNumber n={i + 1} />
                <Card.Title as="h3">{step.title}</Card.Title>
                <Card.Description color="fg.muted">{step.body}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection title={integration.title} lead={integration.lead} tone="subtle">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {integration.options.map((option) => (
            <Card.Root key={option.title}>
              <Card.Body gap="2">
                <Card.Title as="h3">{option.title}</Card.Title>
                <Card.Description color="fg.muted">{option.body}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text mt="6" maxW="3xl">
          <Badge colorPalette="blue" variant="subtle" me="2">
            Timing
          </Badge>
          {integration.timing}
        </Text>
      </PageSection>

      <PageSection title={overview.title}>
        <Stack as="ol" listStyleType="none" gap="0" maxW="3xl">
          {overview.stages.map((stage, i) => (
            <Stack
              as="li"
              key={stage.title}
              direction="row"
              gap="4"
              pb={i === overview.stages.length - 1 ? '0' : '6'}
              position="relative"
            >
              <Box position="relative">
                <StepNumber n={i + 1} />
                {i < overview.stages.length - 1 && (
                  <Box
                    aria-hidden="true"
                    position="absolute"
                    top="10"
                    bottom="-6"
                    left="50%"
                    w="2px"
                    ms="-1px"
                    bg="border"
                  />
                )}
              </Box>
              <Stack gap="1" pt="1.5">
                <Heading as="h3" size="md">
                  {stage.title}
                </Heading>
                <Text color="fg.muted">{stage.body}</Text>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </PageSection>

      <PageSection title={comparison.title} tone="subtle">
        {/* Phones get one card per aspect; wider screens the table. */}
        <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }}>
          {comparison.rows.map((row) => (
            <Card.Root as="li" key={row.aspect} size="sm">
              <Card.Body gap="2">
                <Card.Title as="h3">{row.aspect}</Card.Title>
                <Text fontSize="sm" color="fg.muted">
                  <Text as="span" fontWeight="semibold">
                    Manual review:
                  </Text>{' '}
                  {row.manual}
                </Text>
                <Text fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    With the report:
                  </Text>{' '}
                  {row.service}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Table.ScrollArea
          tabIndex={0}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          role="region"
          aria-label="Comparison table"
          borderWidth="1px"
          rounded="lg"
          bg="bg"
          whiteSpace="normal"
          display={{ base: 'none', md: 'block' }}
        >
          <Table.Root size="md">
            <Table.Caption srOnly>{comparison.caption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">
                  <Box srOnly>Aspect</Box>
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Manual review</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">With the report</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {comparison.rows.map((row) => (
                <Table.Row key={row.aspect}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold" minW="32">
                    {row.aspect}
                  </Table.Cell>
                  <Table.Cell color="fg.muted" minW="56">
                    {row.manual}
                  </Table.Cell>
                  <Table.Cell minW="56">{row.service}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text mt="4" fontSize="sm" color="fg.muted">
          Time and cost figures are our claims based on customer experience.
        </Text>
      </PageSection>

      <PageSection title={layout.title} lead={layout.lead}>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {layout.sections.map((section, i) => (
            <Box as="li" key={section.title} borderWidth="1px" rounded="lg" p="4">
              <Text fontSize="xs" fontWeight="bold" color="blue.fg" mb="1">
                Section {i + 1}
              </Text>
              <Heading as="h3" size="sm" mb="1">
                {section.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {section.body}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="6">
          See a complete example in the{' '}
          <ChakraLink asChild color="blue.fg">
            <Link to={`${paths.home}#sample-reports`}>sample reports on the home page</Link>
          </ChakraLink>
          .
        </Text>
      </PageSection>
    </>
  );
}
