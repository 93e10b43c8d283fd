import {
  Badge,
  Box,
  Card,
  chakra,
  DataList,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { ReportContent, ReviewSource, RiskItem, SecretaryOfStateCheck } from '@/backend';
import { reportLabelOf, rowFieldReportLabel } from '@/lib/report/fields';
import { REPORT_LIMITATIONS } from '@/lib/report/format';
import {
  capturedAt,
  flagCounts,
  reportDate,
  RISK_PALETTE,
  sosPalette,
  sourceUrl,
  VERDICT_PALETTE,
} from './report-format';
import { ReflowTable } from './reflow-table';
import { withSource, type ReportSources } from './source-note';

export interface ReportDocumentMeta {
  /** "ELR-0B17B66E-v2" (reportNumber() in the report schema). */
  reportNumber: string;
  /** When the version was published: a date (YYYY-MM-DD) or a timestamp. */
  preparedOn: string;
  version: number;
}

export interface ReportDocumentProps {
  content: ReportContent;
  meta: ReportDocumentMeta;
  /** The level of the report's own title; its sections are one level below (default 2: under a page's h1). */
  headingLevel?: 1 | 2 | 3;
  /**
   * Where the documents say each reviewed value (PublishedReport.sources): cited beside the key facts. Empty or
   * left out (a version published without a review, the staff draft preview): nothing is cited.
   */
  sources?: ReportSources;
}

type Level = 1 | 2 | 3 | 4;
const tag = (level: Level) => `h${level}` as const;

/**
 * Printing the report prints the report: the site's header and footer (outside the main landmark), toasts and
 * anything marked data-print-hidden are left out, and the text is dark on white whatever the colour mode.
 */
const PRINT_STYLES = {
  '@media print': {
    'header:not(#main *), footer:not(#main *), [data-print-hidden], [data-scope="toast"]': {
      display: 'none !important',
    },
    'html, body': { background: 'white !important' },
    '[data-report-document], [data-report-document] *': {
      color: 'black !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
    },
    '@page': { margin: '16mm 14mm' },
  },
} as const;

const MUTED = { color: 'fg.muted', fontStyle: 'italic' } as const;

function NotStated({ children = 'Not stated' }: { children?: string }) {
  return (
    <Text as="span" {...MUTED}>
      {children}
    </Text>
  );
}

/**
 * Label/value rows; an empty value reads "Not stated" rather than leaving a hole. On a phone the label sits just
 * above its value, with more room between pairs than within one, so each pair reads as one.
 */
function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap={{ base: '3', sm: '2.5' }}>
      {rows.map(([label, value]) => (
        <DataList.Item
          key={label}
          alignItems="flex-start"
          flexDirection={{ base: 'column', sm: 'row' }}
          gap={{ base: '0.5', sm: '4' }}
          // Breakpoints are screen-only: on paper the pairs sit side by side as on a wide screen.
          _print={{ flexDirection: 'row', gap: '4' }}
        >
          <DataList.ItemLabel
            minW={{ sm: '40' }}
            maxW={{ sm: '40' }}
            fontWeight={{ base: 'medium', sm: 'normal' }}
            _print={{ minW: '40', maxW: '40' }}
          >
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" whiteSpace="pre-wrap">
            {value === '' || value === null || value === undefined ? <NotStated /> : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Section({ level, title, children }: { level: Level; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3" css={{ breakInside: 'auto' }}>
      <Heading
        as={tag(level)}
        id={id}
        size="lg"
        borderBottomWidth="1px"
        pb="1.5"
        css={{ breakAfter: 'avoid', '@media print': { borderColor: '#999' } }}
      >
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function PaletteBadge({ palette, children }: { palette: string; children: ReactNode }) {
  return (
    <Badge colorPalette={palette} variant="subtle" data-palette={palette} whiteSpace="normal">
      {children}
    </Badge>
  );
}

function SosCheck({ check, level }: { check: SecretaryOfStateCheck; level: Level }) {
  const url = sourceUrl(check.source);
  return (
    <Card.Root size="sm" as="article" aria-label={`${check.role}: ${check.state}`} css={{ breakInside: 'avoid' }}>
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as={tag(level)} size="sm">
            {check.role}: {check.state}
          </Heading>
          <PaletteBadge palette={sosPalette(check.normalizedStatus)}>{check.normalizedStatus}</PaletteBadge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Facts
          rows={[
            [rowFieldReportLabel('secretaryOfState', 'stateStatus'), `“${check.stateStatus}”`],
            [rowFieldReportLabel('secretaryOfState', 'normalizedStatus'), check.normalizedStatus],
            [
              rowFieldReportLabel('secretaryOfState', 'registeredName'),
              check.registeredName || <NotStated>No record under this name</NotStated>,
            ],
            [rowFieldReportLabel('secretaryOfState', 'fileNumber'), check.fileNumber],
            [rowFieldReportLabel('secretaryOfState', 'registration'), check.registration],
            [rowFieldReportLabel('secretaryOfState', 'lastFiling'), check.lastFiling],
            [rowFieldReportLabel('secretaryOfState', 'registeredAgent'), check.registeredAgent],
            [rowFieldReportLabel('secretaryOfState', 'capturedAt'), capturedAt(check.capturedAt)],
            [
              rowFieldReportLabel('secretaryOfState', 'source'),
              url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer" color="blue.fg" wordBreak="break-all">
                  {check.source}
                </Link>
              ) : (
                check.source
              ),
            ],
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

function RiskFlag({ item, level, source }: { item: RiskItem; level: Level; source: ReviewSource | undefined }) {
  return (
    <Card.Root
      as="li"
      size="sm"
      borderStartWidth="4px"
      borderStartColor={`${RISK_PALETTE[item.severity]}.solid`}
      css={{ breakInside: 'avoid' }}
    >
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <PaletteBadge palette={RISK_PALETTE[item.severity]}>{item.severity}</PaletteBadge>
          <Heading as={tag(level)} size="sm">
            <span translate="no">{item.id}</span> · {item.title}
          </Heading>
          {item.closingCondition && (
            <Badge variant="outline" colorPalette="gray">
              Closing condition
            </Badge>
          )}
        </HStack>
        <Facts
          rows={[
            [rowFieldReportLabel('riskItems', 'finding'), item.finding],
            [rowFieldReportLabel('riskItems', 'evidence'), withSource(item.evidence, source)],
            [rowFieldReportLabel('riskItems', 'mitigation'), item.mitigation],
            [
              rowFieldReportLabel('riskItems', 'closingCondition'),
              item.closingCondition ? 'Yes: clear before closing' : 'No',
            ],
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A published report, in the order a lender reads it: who and what, the conclusion, the documents, the entity,
 * its owners and managers, how to sign, the state records, the risks and what to clear before closing. The
 * customer's report page and the staff preview both show it, so staff see exactly what the customer will.
 */
const NO_SOURCES: ReportSources = {};

export function ReportDocument({ content, meta, headingLevel = 2, sources = NO_SOURCES }: ReportDocumentProps) {
  const cite = (path: string, value: ReactNode) => withSource(value, sources[path]);
  const titleId = useId();
  const section = (headingLevel + 1) as Level;
  const sub = Math.min(section + 1, 4) as Level;
  const counts = flagCounts(content);
  const ownershipTotal = Math.round(content.ownership.reduce((sum, o) => sum + o.percentage, 0) * 100) / 100;
  const corp = content.corporate;

  return (
    <Box as="article" aria-labelledby={titleId} data-report-document="" css={{ overflowWrap: 'anywhere' }}>
      <Global styles={PRINT_STYLES} />
      <Stack gap="8">
        <Card.Root variant="subtle" as="header" css={{ breakInside: 'avoid' }}>
          <Card.Body gap="4">
            <Stack gap="1">
              <Text
                fontSize="xs"
                textTransform="uppercase"
                letterSpacing="wider"
                color="fg.muted"
                fontWeight="semibold"
              >
                Legal entity report · {content.reportType}
              </Text>
              <Heading as={tag(headingLevel)} id={titleId} size="2xl" wordBreak="break-word">
                {content.entityName}
              </Heading>
            </Stack>
            <DataList.Root orientation="vertical" size="md" gap="3" flexDirection="row" flexWrap="wrap" columnGap="8">
              {(
                [
                  ['Report number', <span translate="no">{meta.reportNumber}</span>],
                  ['Version', String(meta.version)],
                  ['Prepared', reportDate(meta.preparedOn)],
                  [reportLabelOf('loanReference'), content.loanReference || <NotStated>None given</NotStated>],
                  [reportLabelOf('reportType'), content.reportType],
                  [
                    reportLabelOf('riskLevel'),
                    <PaletteBadge palette={RISK_PALETTE[content.riskLevel]}>{content.riskLevel}</PaletteBadge>,
                  ],
                ] as const
              ).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>

        <Section level={section} title="Summary">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">Authority to borrow and encumber:</Text>
            <PaletteBadge palette={VERDICT_PALETTE[content.conclusion.verdict]}>
              {content.conclusion.verdict}
            </PaletteBadge>
          </HStack>
          <Text whiteSpace="pre-wrap">{content.conclusion.detail}</Text>
          <Text>
            Risk flags: {counts.High} high, {counts.Medium} medium, {counts.Low} low
            {counts.closingConditions > 0
              ? `; ${counts.closingConditions} to clear before closing.`
              : '; none is a closing condition.'}
          </Text>
        </Section>

        <Section level={section} title={reportLabelOf('documents')}>
          <ReflowTable
            caption={`Documents reviewed for ${content.entityName}`}
            columns={[
              { key: 'title', label: rowFieldReportLabel('documents', 'title') },
              { key: 'date', label: rowFieldReportLabel('documents', 'date') },
              { key: 'pages', label: rowFieldReportLabel('documents', 'pages'), numeric: true },
              { key: 'status', label: rowFieldReportLabel('documents', 'status') },
            ]}
            rows={content.documents.map((d, index) => ({
              key: `${index}-${d.title}`,
              cells: {
                title: d.title,
                date: d.date ? reportDate(d.date) : <NotStated>Undated</NotStated>,
                pages: String(d.pages),
                status: d.status || <NotStated />,
              },
            }))}
          />
          <Heading as={tag(sub)} size="sm">
            {reportLabelOf('missingDocuments')}
          </Heading>
          {content.missingDocuments.length > 0 ? (
            <List.Root gap="1.5" ps="5">
              {content.missingDocuments.map((d, index) => (
                <List.Item key={`${index}-${d}`}>{cite(`missingDocuments.${index}`, d)}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text>None: every document the review needs was supplied.</Text>
          )}
        </Section>

        <Section level={section} title="Entity details">
          <Facts
            rows={[
              [reportLabelOf('entityName'), cite('entityName', content.entityName)],
              [reportLabelOf('entityType'), cite('entityType', content.entityType)],
              [reportLabelOf('formationState'), cite('formationState', content.formationState)],
              [
                reportLabelOf('formationDate'),
                cite('formationDate', content.formationDate ? reportDate(content.formationDate) : ''),
              ],
              [reportLabelOf('fileNumber'), cite('fileNumber', content.fileNumber)],
              [reportLabelOf('propertyState'), content.propertyState || <NotStated>Same as formation state</NotStated>],
              [reportLabelOf('principalOffice'), cite('principalOffice', content.principalOffice)],
              [reportLabelOf('registeredAgent'), cite('registeredAgent', content.registeredAgent)],
              [reportLabelOf('purpose'), cite('purpose', content.purpose)],
              [reportLabelOf('managementType'), cite('managementType', content.managementType)],
            ]}
          />
        </Section>

        <Section level={section} title={reportLabelOf('ownership')}>
          <ReflowTable
            caption={`Owners of ${content.entityName} and their percentage interests`}
            columns={[
              { key: 'owner', label: rowFieldReportLabel('ownership', 'owner') },
              { key: 'interest', label: rowFieldReportLabel('ownership', 'interest') },
              { key: 'percentage', label: rowFieldReportLabel('ownership', 'percentage'), numeric: true },
            ]}
            rows={content.ownership.map((o, index) => ({
              key: `${index}-${o.owner}`,
              cells: {
                owner: cite(`ownership.${index}`, o.owner),
                interest: o.interest || <NotStated />,
                percentage: `${o.percentage}%`,
              },
            }))}
            footer={{ owner: 'Total', interest: '', percentage: `${ownershipTotal}%` }}
          />
        </Section>

        <Section level={section} title={reportLabelOf('authority')}>
          <Facts
            rows={[
              [reportLabelOf('managementType'), cite('managementType', content.managementType)],
              [reportLabelOf('authority.signers'), cite('authority.signers', content.authority.signers)],
              [reportLabelOf('authority.clause'), cite('authority.clause', content.authority.clause)],
            ]}
          />
          <Heading as={tag(sub)} size="sm">
            {reportLabelOf('authority.consents')}
          </Heading>
          {content.authority.consents.length > 0 ? (
            <List.Root gap="1.5" ps="5">
              {content.authority.consents.map((c, index) => (
                <List.Item key={`${index}-${c}`}>{cite(`authority.consents.${index}`, c)}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text>No further consent is needed for the loan.</Text>
          )}
        </Section>

        {corp && (
          <Section level={section} title={reportLabelOf('corporate')}>
            <Facts
              rows={[
                [reportLabelOf('corporate.principalOffice'), corp.principalOffice],
                [reportLabelOf('corporate.numberOfDirectors'), String(corp.numberOfDirectors)],
                [reportLabelOf('corporate.chairman'), corp.chairman],
                [reportLabelOf('corporate.viceChairman'), corp.viceChairman],
                [reportLabelOf('corporate.officers.presidentAndCeo'), corp.officers.presidentAndCeo],
                [reportLabelOf('corporate.officers.secretary'), corp.officers.secretary],
                [reportLabelOf('corporate.officers.treasurer'), corp.officers.treasurer],
              ]}
            />
          </Section>
        )}

        <Section level={section} title={reportLabelOf('signatureBlock')}>
          <chakra.pre
            fontFamily="mono"
            fontSize="sm"
            bg="bg.muted"
            borderWidth="1px"
            rounded="md"
            p="4"
            overflowX="auto"
            whiteSpace="pre"
            // Long lines scroll sideways on a phone: focusable so a keyboard can scroll it too.
            tabIndex={0}
            aria-label={`Suggested signature block for ${content.entityName}`}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
            css={{ breakInside: 'avoid', '@media print': { whiteSpace: 'pre-wrap', overflow: 'visible' } }}
          >
            {content.signatureBlock.lines.join('\n')}
          </chakra.pre>
          <Text fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {reportLabelOf('signatureBlock.supportingDeliverable')}:
            </Text>{' '}
            {content.signatureBlock.supportingDeliverable}
          </Text>
        </Section>

        <Section level={section} title={reportLabelOf('secretaryOfState')}>
          <SimpleGrid columns={{ base: 1, lg: content.secretaryOfState.length > 1 ? 2 : 1 }} gap="4">
            {content.secretaryOfState.map((check) => (
              <SosCheck key={`${check.role}-${check.state}`} check={check} level={sub} />
            ))}
          </SimpleGrid>
        </Section>

        <Section level={section} title={reportLabelOf('riskItems')}>
          {content.riskItems.length > 0 ? (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Risk flags">
              {content.riskItems.map((item, index) => (
                <RiskFlag key={`${index}-${item.id}`} item={item} level={sub} source={sources[`riskItems.${index}`]} />
              ))}
            </Stack>
          ) : (
            <Text>No risk flags: nothing in the documents or the state records needs mitigating.</Text>
          )}
        </Section>

        <Section level={section} title={reportLabelOf('closingChecklist')}>
          {content.closingChecklist.length > 0 ? (
            <List.Root as="ol" gap="1.5" ps="5">
              {content.closingChecklist.map((c, index) => (
                <List.Item key={`${index}-${c}`}>{c}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text>Nothing to clear before closing.</Text>
          )}
        </Section>

        {content.attorneyReview && (
          <Section level={section} title={reportLabelOf('attorneyReview')}>
            <Facts
              rows={[
                [reportLabelOf('attorneyReview.reviewer'), content.attorneyReview.reviewer],
                [reportLabelOf('attorneyReview.date'), reportDate(content.attorneyReview.date)],
                [reportLabelOf('attorneyReview.notes'), content.attorneyReview.notes],
              ]}
            />
          </Section>
        )}

        <Section level={section} title="Limitations">
          <List.Root gap="1.5" ps="5" fontSize="sm" color="fg.muted">
            {REPORT_LIMITATIONS.map((l) => (
              <List.Item key={l}>{l}</List.Item>
            ))}
          </List.Root>
        </Section>
      </Stack>
    </Box>
  );
}
