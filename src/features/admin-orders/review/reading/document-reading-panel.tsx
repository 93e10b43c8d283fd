import { Alert, Badge, Box, Button, chakra, Heading, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { BUILT_IN_READER, languageName, LOW_OCR_CONFIDENCE, type Source } from '@/lib/document-reader';
import type { DocumentDraft } from '@/lib/document-reader/report-draft';
import { lowOcrConfidence, type DocumentReadState, type DocumentReading } from './use-read-documents';
import { reportFieldLabel } from '../editor/field-labels';
import { MARKED_FOR_REVIEW } from '../field-review/field-review-ui';
import { ReviewerChecks } from './reviewer-checks';
import { readerName } from './reader-name';

/**
 * The fields the reader did not find. Not "not stated": the reader knows some wordings, not all, so a field it did
 * not find may well be on a page (only positive evidence that a field is absent could say the documents omit it).
 */
export const NOT_FOUND_HEADING = 'Not found by the reader';
export const NOT_FOUND_TEXT =
  'The reader did not find these in the documents, which may still state them in words it does not know. Check the pages, then fill them in:';
/** Said of every drafted value: grounding shows where a value came from, not that it was read right. */
export const QUOTED_TEXT = 'Each value is quoted from its page. Check it there: a quoted value can still be misread.';
export const NONE_FOUND_TITLE = 'The reader found none of the report’s fields';
export const NONE_FOUND_TEXT =
  'Nothing was filled: the editor is unchanged. The documents may still state them in words the reader does not know.';

/** A document in another language than English: the built-in reader did not read it (the AI reader did). */
export function notEnglishText(language: string, reader: string): { title: string; description: string } {
  const name = languageName(language);
  return reader === BUILT_IN_READER
    ? {
        title: 'Not read: not in English',
        description: `It is in ${name}, and the built-in reader reads English only: nothing was taken from it. Read it yourself or ask for an English translation.`,
      }
    : {
        title: `In ${name}`,
        description: `${readerName(reader).replace(/^the /, 'The ')} read it; its title, date, signature and exhibits were not looked for (the rules read English only).`,
      };
}

function DocumentProgress({
  document,
  notEnglish,
}: {
  document: DocumentReadState;
  /** What to say when the reading found the document is not in English. */
  notEnglish: { title: string; description: string } | null;
}) {
  const { name, status, read, total } = document;
  const valueText =
    status === 'waiting'
      ? 'Waiting'
      : total === null
        ? status === 'reading'
          ? 'Opening'
          : status === 'cancelled'
            ? 'Cancelled'
            : ''
        : `${read} of ${total} ${total === 1 ? 'page' : 'pages'}`;
  if (status === 'failed')
    return (
      <Alert.Root status="error" role="alert" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title wordBreak="break-word">{name} was not read</Alert.Title>
          <Alert.Description>{document.error}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Stack gap="1">
      <Progress.Root
        value={status === 'read' ? 1 : total ? read : 0}
        max={status === 'read' ? 1 : (total ?? 1)}
        size="sm"
        colorPalette={status === 'read' ? 'green' : 'blue'}
      >
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Progress.Label wordBreak="break-word">{name}</Progress.Label>
          <Progress.ValueText>
            {status === 'read' ? `${document.kept ? 'Read earlier' : 'Read'}: ${valueText}` : valueText}
          </Progress.ValueText>
        </HStack>
        <Progress.Track aria-label={`Reading ${name}`} aria-valuetext={valueText}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {document.ocrPages.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          Scanned: {document.ocrPages.length === 1 ? 'page' : 'pages'} {document.ocrPages.join(', ')} read by OCR
          {document.ocrConfidence !== null ? ` (confidence ${document.ocrConfidence}%)` : ''}.
        </Text>
      )}
      {notEnglish && (
        <Alert.Root status="warning" role="note" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title wordBreak="break-word">
              {name}: {notEnglish.title}
            </Alert.Title>
            <Alert.Description>{notEnglish.description}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {lowOcrConfidence(document) && (
        <Alert.Root status="warning" role="note" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Low OCR confidence in {name}</Alert.Title>
            <Alert.Description>
              The scan was read with {document.ocrConfidence}% confidence (below {LOW_OCR_CONFIDENCE}%): check each
              value taken from it against the document.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

const cite = (source: Source) => `${source.file}, page ${source.page}`;

/** Each filled field, with the document and page it came from and the quote behind it. */
function SourceList({ draft }: { draft: DocumentDraft }) {
  const entries = Object.entries(draft.sources);
  return (
    <List.Root as="ul" gap="2" ps="0" listStyle="none" aria-label="Filled from the documents">
      {entries.map(([path, source]) => (
        <List.Item key={path} fontSize="sm">
          <chakra.details>
            <chakra.summary cursor="pointer" wordBreak="break-word">
              <strong>{reportFieldLabel(path)}</strong>: {cite(source)}
              {draft.forReview[path] && (
                <Badge colorPalette="red" variant="outline" size="sm" ms="1.5">
                  {MARKED_FOR_REVIEW}
                </Badge>
              )}
            </chakra.summary>
            <chakra.blockquote
              mt="1"
              ps="3"
              borderStartWidth="3px"
              borderColor="border.emphasized"
              color="fg.muted"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
            >
              “{source.quote}”
            </chakra.blockquote>
          </chakra.details>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Why the built-in reader drafted instead of the AI reader. */
export const aiUnavailableText = (message: string) => `The AI reader is unavailable: ${message}`;

/** The AI reader's proposed values that grounding dropped. */
export function ungroundedText(count: number): string {
  return count === 1
    ? '1 value the AI reader proposed was left out: its quote is not on the cited page.'
    : `${count} values the AI reader proposed were left out: their quotes are not on the cited page.`;
}

export interface DocumentReadingPanelProps {
  documents: readonly DocumentReadState[];
  running: boolean;
  /** The texts are read and the AI reader is reading them. */
  askingAi: boolean;
  reading: DocumentReading | null;
  /** Whether the editor was filled from this reading (false: nothing found, or the reviewer kept their work). */
  filled: boolean;
  onCancel: () => void;
}

/**
 * Progress while the order's documents are read (and which were not read, for their language); then what the
 * reviewer must look at, what was filled, from where, and what the reader did not find.
 */
export function DocumentReadingPanel({
  documents,
  running,
  askingAi,
  reading,
  filled,
  onCancel,
}: DocumentReadingPanelProps) {
  if (documents.length === 0) return null;
  const draft = reading?.draft ?? null;
  const stated = draft ? Object.keys(draft.sources).length : 0;
  const notEnglish = (name: string) => {
    const language = reading?.result.documents.find((d) => d.file === name)?.language;
    return reading && language && language !== 'en' ? notEnglishText(language, reading.result.reader) : null;
  };
  return (
    <Box
      as="section"
      aria-labelledby="document-reading-heading"
      borderWidth="1px"
      rounded="l2"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="4">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h3" size="sm" id="document-reading-heading">
            {running ? 'Reading the documents' : 'Read from the documents'}
          </Heading>
          {running && (
            <Button size="xs" variant="outline" onClick={onCancel}>
              Cancel reading
            </Button>
          )}
        </HStack>
        <Stack gap="3" aria-live="polite">
          {documents.map((d) => (
            <DocumentProgress key={d.name} document={d} notEnglish={notEnglish(d.name)} />
          ))}
          {askingAi && <Text fontSize="sm">The AI reader is reading the documents…</Text>}
        </Stack>
        {draft && (
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette="purple" variant="subtle">
                Drafted by {readerName(draft.reader)}
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                {QUOTED_TEXT}
              </Text>
            </HStack>
            {reading?.aiUnavailable && (
              <Alert.Root status={reading.aiUnavailable.notConfigured ? 'info' : 'warning'} role="note" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{aiUnavailableText(reading.aiUnavailable.message)}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {reading && reading.ungrounded > 0 && (
              <Alert.Root status="info" role="note" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{ungroundedText(reading.ungrounded)}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {reading?.keepError && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The reading could not be kept with the order</Alert.Title>
                  <Alert.Description>
                    {reading.keepError}. The editor is filled all the same; the next reviewer will read the documents
                    again.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <ReviewerChecks
              checks={reading?.result.checks ?? []}
              riskItems={draft.content.riskItems ?? []}
              filled={filled}
            />
            {stated === 0 ? (
              <Alert.Root status="info" role="status">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{NONE_FOUND_TITLE}</Alert.Title>
                  <Alert.Description>{NONE_FOUND_TEXT}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <Stack gap="2">
                <Heading as="h4" size="xs">
                  {filled
                    ? `${stated} ${stated === 1 ? 'value' : 'values'} filled from the documents`
                    : `${stated} ${stated === 1 ? 'value' : 'values'} found (the editor was not replaced)`}
                </Heading>
                <Text fontSize="xs" color="fg.muted">
                  Open a value to see the words it was taken from.
                </Text>
                <SourceList draft={draft} />
              </Stack>
            )}
            {draft.notFound.length > 0 && (
              <Alert.Root status="warning" role="note">
                <Alert.Indicator />
                <Alert.Content gap="1">
                  <Alert.Title>{NOT_FOUND_HEADING}</Alert.Title>
                  <Alert.Description>
                    {NOT_FOUND_TEXT}
                    <List.Root as="ul" ps="4" mt="1" aria-label={NOT_FOUND_HEADING}>
                      {draft.notFound.map((label) => (
                        <List.Item key={label}>{label}</List.Item>
                      ))}
                    </List.Root>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
