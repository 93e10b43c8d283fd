import { Box, Card, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { formatReportDate, sampleLlcReport, type SampleReport } from '@/content/sample-reports';
import { IllustrativeBadge, RiskBadge } from './risk-badge';

/**
 * The landing hero's sample report card (SPEC §2): entity type, formation date, jurisdiction, member
 * count, ownership percentages, management type, document inventory and the risk badge. Illustrative data.
 */
export function SampleReportCard({ report = sampleLlcReport }: { report?: SampleReport }) {
  const ownerLabel = report.content.corporate ? 'Shareholders' : 'Members';
  return (
    <Card.Root
      as="section"
      aria-label="Sample report summary"
      shadow="lg"
      rounded="xl"
      data-testid="sample-report-card"
    >
      <Card.Header gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="semibold">
              Entity report {report.reportId}
            </Text>
            <Text fontWeight="bold" fontSize="lg">
              {report.content.entityName}
            </Text>
          </Stack>
          <HStack gap="2">
            <IllustrativeBadge />
            <RiskBadge level={report.content.riskLevel} />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="5">
        <DataList.Root orientation="horizontal" size="sm" gap="2.5">
          <DataList.Item>
            <DataList.ItemLabel>Entity type</DataList.ItemLabel>
            <DataList.ItemValue>{report.content.entityType}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Formation date</DataList.ItemLabel>
            <DataList.ItemValue>{formatReportDate(report.content.formationDate)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Jurisdiction</DataList.ItemLabel>
            <DataList.ItemValue>{report.content.formationState}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{ownerLabel}</DataList.ItemLabel>
            <DataList.ItemValue>{report.content.ownership.length}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Management</DataList.ItemLabel>
            <DataList.ItemValue>{report.content.managementType}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Ownership
          </Text>
          {report.content.ownership.map((o) => (
            <Box key={o.owner}>
              <HStack justify="space-between" fontSize="sm" mb="1">
                <Text>{o.owner}</Text>
                <Text fontWeight="semibold">{o.percentage}%</Text>
              </HStack>
              <Box aria-hidden="true" h="1.5" rounded="full" bg="bg.emphasized" overflow="hidden">
                <Box h="full" w={`${o.percentage}%`} bg="blue.solid" />
              </Box>
            </Box>
          ))}
        </Stack>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Document inventory
          </Text>
          <List.Root gap="1" fontSize="sm" variant="plain">
            {report.content.documents.map((d) => (
              <List.Item key={d.title} justifyContent="space-between" gap="3">
                <Text as="span">{d.title}</Text>
                <Text as="span" color="fg.muted" flexShrink={0}>
                  {d.pages} pp
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
