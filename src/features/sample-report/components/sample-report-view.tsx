import { Badge, Box, Card, DataList, Heading, HStack, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ownershipTotal } from '@/backend/schemas/report-basics';
import { ILLUSTRATIVE_NOTE, formatCapturedAt, formatReportDate, type SampleReport } from '@/content/sample-reports';
import { DownloadReportButton } from './download-report-button';
import { IllustrativeBadge, RiskBadge } from './risk-badge';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h4" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Fields({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2.5">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '32', md: '40' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One sample report, in the order of a real report, for a tab of the landing page. */
export function SampleReportView({ report }: { report: SampleReport }) {
  const corp = report.content.corporate;
  return (
    <Stack gap="8">
      <Card.Root variant="subtle">
        <Card.Body gap="4">
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" align={{ md: 'flex-start' }}>
            <Stack gap="1">
              <Text
                fontSize="xs"
                textTransform="uppercase"
                letterSpacing="wider"
                color="fg.muted"
                fontWeight="semibold"
              >
                {report.content.entityType} · Report {report.reportId} · {formatReportDate(report.preparedOn)}
              </Text>
              <Heading as="h3" size="xl">
                {report.content.entityName}
              </Heading>
              <HStack gap="2" mt="1" wrap="wrap">
                <RiskBadge level={report.content.riskLevel} />
                <IllustrativeBadge />
              </HStack>
            </Stack>
            <DownloadReportButton report={report} />
          </Stack>
          <Text>
            <Text as="strong">Authority to borrow and encumber: {report.content.conclusion.verdict}.</Text>{' '}
            {report.content.conclusion.detail}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {ILLUSTRATIVE_NOTE}
          </Text>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <Block title="Entity details">
          <Fields
            rows={[
              ['Exact legal name', report.content.entityName],
              ['Entity type', report.content.entityType],
              ['Formation', `${report.content.formationState}, ${formatReportDate(report.content.formationDate)}`],
              ['State file number', report.content.fileNumber],
              ['Principal office', report.content.principalOffice],
              ['Registered agent', report.content.registeredAgent],
              ['Management type', report.content.managementType],
            ]}
          />
        </Block>
        <Block title="Ownership">
          <Stack as="ul" gap="3" listStyleType="none">
            {report.content.ownership.map((o) => (
              <Box as="li" key={o.owner}>
                <HStack justify="space-between" gap="3" fontSize="sm">
                  <Text fontWeight="medium">{o.owner}</Text>
                  <Text fontWeight="bold">{o.percentage}%</Text>
                </HStack>
                <Text fontSize="xs" color="fg.muted" mb="1">
                  {o.interest}
                </Text>
                <Box aria-hidden="true" h="1.5" rounded="full" bg="bg.emphasized" overflow="hidden">
                  <Box h="full" w={`${o.percentage}%`} bg="blue.solid" />
                </Box>
              </Box>
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            Percentages total {ownershipTotal(report.content.ownership)}%.
          </Text>
        </Block>
      </SimpleGrid>

      {corp && (
        <Block title="Board and officers">
          <Fields
            rows={[
              ['Principal office', corp.principalOffice],
              ['Number of directors', String(corp.numberOfDirectors)],
              ['Chairman', corp.chairman],
              ['Vice Chairman', corp.viceChairman],
              ['President and CEO', corp.officers.presidentAndCeo],
              ['Secretary', corp.officers.secretary],
              ['Treasurer', corp.officers.treasurer],
            ]}
          />
        </Block>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <Block title="Management and authority">
          <Fields
            rows={[
              ['Authorized signer', report.content.authority.signers],
              ['Governing clause', report.content.authority.clause],
            ]}
          />
          <List.Root gap="2" ps="5" fontSize="sm">
            {report.content.authority.consents.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List.Root>
        </Block>
        <Block title="Suggested signature block">
          <Box
            as="pre"
            fontFamily="mono"
            fontSize="sm"
            bg="bg.muted"
            borderWidth="1px"
            rounded="md"
            p="4"
            overflowX="auto"
            whiteSpace="pre"
            // Scrolls sideways on phones: focusable so keyboard users can scroll it too.
            tabIndex={0}
            aria-label={`Suggested signature block for ${report.content.entityName}`}
          >
            {report.content.signatureBlock.lines.join('\n')}
          </Box>
          <Text fontSize="sm" color="fg.muted">
            Supporting deliverable: {report.content.signatureBlock.supportingDeliverable}
          </Text>
        </Block>
      </SimpleGrid>

      <Block title="Secretary of State check">
        <SimpleGrid columns={{ base: 1, md: report.content.secretaryOfState.length > 1 ? 2 : 1 }} gap="4">
          {report.content.secretaryOfState.map((check) => (
            <Card.Root key={check.role} size="sm">
              <Card.Header>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    {check.role}: {check.state}
                  </Text>
                  <Badge
                    colorPalette={check.normalizedStatus === 'Active - good standing' ? 'green' : 'red'}
                    variant="subtle"
                  >
                    {check.normalizedStatus}
                  </Badge>
                </HStack>
              </Card.Header>
              <Card.Body>
                <Fields
                  rows={[
                    ['Registered name', check.registeredName],
                    ['File number', check.fileNumber],
                    ['Registration', check.registration],
                    ["State's wording", `“${check.stateStatus}”`],
                    ['Last filing', check.lastFiling],
                    ['Captured', formatCapturedAt(check.capturedAt)],
                    ['Source', check.source],
                  ]}
                />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Block>

      <Block title="Risk flags and mitigations">
        <Stack as="ul" gap="3" listStyleType="none">
          {report.content.riskItems.map((item) => (
            <Card.Root
              as="li"
              key={item.id}
              size="sm"
              borderStartWidth="4px"
              borderStartColor={
                item.severity === 'Low' ? 'green.solid' : item.severity === 'Medium' ? 'orange.solid' : 'red.solid'
              }
            >
              <Card.Body gap="2">
                <HStack gap="2" wrap="wrap">
                  <RiskBadge level={item.severity} suffix="" />
                  <Text fontWeight="semibold">
                    {item.id} · {item.title}
                  </Text>
                  {item.closingCondition && (
                    <Badge variant="outline" colorPalette="gray">
                      Closing condition
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm">{item.finding}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Evidence: {item.evidence}
                </Text>
                <Text fontSize="sm">
                  <Text as="strong">Mitigation:</Text> {item.mitigation}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Block>

      <Block title="Document inventory">
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          whiteSpace="normal"
          tabIndex={0}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          role="region"
          aria-label={`Documents reviewed for ${report.content.entityName}`}
        >
          <Table.Root size="sm">
            <Table.Caption srOnly>Documents reviewed for {report.content.entityName}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Document</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Pages</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.content.documents.map((d) => (
                <Table.Row key={d.title}>
                  <Table.Cell fontWeight="medium" minW="44">
                    {d.title}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatReportDate(d.date)}</Table.Cell>
                  <Table.Cell textAlign="end">{d.pages}</Table.Cell>
                  <Table.Cell minW="36">{d.status}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text fontSize="sm" color="fg.muted">
          {report.content.missingDocuments.length > 0
            ? `Missing: ${report.content.missingDocuments.join('; ')}.`
            : 'Missing: none.'}
        </Text>
      </Block>

      <Block title="Closing checklist">
        <List.Root gap="2" ps="5">
          {report.content.closingChecklist.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List.Root>
      </Block>
    </Stack>
  );
}
