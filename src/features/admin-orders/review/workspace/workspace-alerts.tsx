import { Alert, Button, chakra, Code, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { DemoReportDrafts } from '@/backend';
import { reportContradictions, type ContradictionInput } from '@/lib/report/contradictions';
import { reportFieldLabel } from '../editor/field-labels';
import { contentCandidate, editorFieldPath, type ReportFormValues } from '../editor/form-values';
import { listMessages } from '../editor/form-messages';
import type { ReportProblem } from './problems';
import type { EditorFills } from './use-editor-fills';
import type { Publishing } from './use-publishing';
import { DEMO_DRAFT_LABEL } from './workspace-labels';

/** Problems as a list: the path as the packet or server names it, the field's name in words, the message. */
function ProblemList({ problems, label }: { problems: readonly ReportProblem[]; label: string }) {
  return (
    <List.Root as="ul" aria-label={label} gap="1" ps="4" fontSize="sm">
      {problems.map((p) => (
        <List.Item key={`${p.path}: ${p.message}`} wordBreak="break-word">
          <Code size="sm" translate="no">
            {p.path || '(the whole file)'}
          </Code>{' '}
          {p.path && reportFieldLabel(p.path) !== p.path ? `(${reportFieldLabel(p.path)}) ` : ''}
          {p.message}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A blank report has a few dozen problems: the summary lists this many until asked for all. */
const SUMMARY_SHORT_LIST = 8;

/** After a check: the problems in the editor, each a button that opens its section and focuses its field. */
export function ErrorSummary({ onReveal }: { onReveal: (path: string) => void }) {
  const { errors, submitCount } = useFormState<ReportFormValues>();
  const [showAll, setShowAll] = useState(false);
  const messages = listMessages(errors);
  if (submitCount === 0 || messages.length === 0) return null;
  const shown = showAll ? messages : messages.slice(0, SUMMARY_SHORT_LIST);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {messages.length === 1 ? '1 problem' : `${messages.length} problems`} to fix before previewing or publishing
        </Alert.Title>
        <List.Root as="ul" gap="1" ps="4" aria-label="Problems in the report">
          {shown.map(({ path, message }) => (
            <List.Item key={path}>
              <chakra.button
                type="button"
                textAlign="start"
                textDecoration="underline"
                color="fg.error"
                cursor="pointer"
                onClick={() => onReveal(path)}
              >
                {reportFieldLabel(path)}: {message}
              </chakra.button>
            </List.Item>
          ))}
        </List.Root>
        {messages.length > shown.length && (
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setShowAll(true)}>
            Show all {messages.length} problems
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * After a check: what in the report does not fit together (issue 46 §3), kept up to date as the reviewer edits.
 * Each links to the fields it is between; publishing the report as it stands needs a written override.
 */
export function ContradictionSummary({ publishing }: { publishing: Publishing }) {
  const { submitCount } = useFormState<ReportFormValues>();
  const values = useWatch<ReportFormValues>() as ReportFormValues;
  const contradictions = useMemo(
    () => reportContradictions(contentCandidate(values) as unknown as ContradictionInput),
    [values],
  );
  if (submitCount === 0 || contradictions.length === 0) return null;
  return (
    <Alert.Root status="warning" role="region" aria-label="Contradictions in the report">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {contradictions.length === 1 ? '1 contradiction' : `${contradictions.length} contradictions`} in the report:
          fix {contradictions.length === 1 ? 'it' : 'them'}, or publish with a written override
        </Alert.Title>
        <List.Root as="ul" gap="2" ps="4">
          {contradictions.map((c) => (
            <List.Item key={`${c.rule}: ${c.paths.join(' ')}`}>
              <Text>{c.message}</Text>
              <HStack gap="3" flexWrap="wrap">
                {c.paths.map((path) => (
                  <chakra.button
                    key={path}
                    type="button"
                    textAlign="start"
                    textDecoration="underline"
                    cursor="pointer"
                    fontSize="sm"
                    onClick={() => publishing.reveal(c.paths, editorFieldPath(path))}
                  >
                    Go to {reportFieldLabel(path)}
                  </chakra.button>
                ))}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Sales run the demo with known outcomes: the reserved words in an entity name, and what they give. */
export function DemoOutcomesNote({ drafts, entityName }: { drafts: DemoReportDrafts; entityName: string }) {
  const matched = drafts.outcomesFor(entityName);
  return (
    <Alert.Root status="info" role="note">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Demo: reserved entity names</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>An entity name containing one of these words gives a known outcome with {DEMO_DRAFT_LABEL}:</Text>
            <List.Root as="ul" gap="1" ps="4">
              {drafts.outcomes.map((outcome) => (
                <List.Item key={outcome.name}>
                  <strong>{outcome.name}</strong>: {outcome.description}
                </List.Item>
              ))}
            </List.Root>
            <Text>
              {matched.length > 0
                ? `This order’s entity name contains: ${matched.join(', ')}.`
                : 'This order’s entity name contains none of them: the fictional draft is a clean report.'}
            </Text>
            <Text>
              The Secretary of State sandbox finds any other name active, with a file number and a formation date of its
              own. These words give its other answers:
            </Text>
            <List.Root as="ul" gap="1" ps="4" aria-label="Secretary of State sandbox words">
              {drafts.sandboxWords.map((word) => (
                <List.Item key={word.name}>
                  <strong>{word.name}</strong>: {word.description}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Why the editor was not filled (the draft failed, the packet had problems), or why nothing was published. */
export function WorkspaceErrors({ fills, publishing }: { fills: EditorFills; publishing: Publishing }) {
  const { actionError, uploadProblems } = fills;
  const publishError = publishing.error;
  return (
    <>
      {actionError && (
        <ErrorAlert>
          <Alert.Title>The report could not be drafted</Alert.Title>
          <Alert.Description>{actionError}</Alert.Description>
        </ErrorAlert>
      )}

      {uploadProblems && (
        <ErrorAlert gap="2">
          <Alert.Title>
            {uploadProblems.fileName} was not loaded: the editor is unchanged.{' '}
            {uploadProblems.problems.length === 1 ? '1 problem' : `${uploadProblems.problems.length} problems`}:
          </Alert.Title>
          <ProblemList problems={uploadProblems.problems} label="Problems in the packet" />
        </ErrorAlert>
      )}

      <ContradictionSummary publishing={publishing} />

      {publishError && (
        <ErrorAlert gap="2">
          <Alert.Title>The report was not published</Alert.Title>
          <Alert.Description>{publishError.message}</Alert.Description>
          {publishError.problems.length > 0 && (
            <ProblemList problems={publishError.problems} label="Problems the server found" />
          )}
        </ErrorAlert>
      )}
    </>
  );
}

/** An error about the last action, announced at once. */
function ErrorAlert({ gap, children }: { gap?: string; children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap={gap}>{children}</Alert.Content>
    </Alert.Root>
  );
}
