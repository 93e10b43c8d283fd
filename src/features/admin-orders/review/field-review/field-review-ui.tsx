import { Badge, Box, Button, chakra, HStack, Input, Kbd, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useId, useState, useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import type { OrderRequest } from '@/backend';
import type { Source } from '@/lib/document-reader';
import { reportFieldLabel } from '../editor/field-labels';
import {
  decisionOf,
  markedUndecided,
  reviewItems,
  textAt,
  valueText,
  type AddedSource,
  type ReviewDecision,
  type ReviewMark,
  type ReviewState,
} from './field-review';
import { editorFieldPath, type ReportFormValues } from '../editor/form-values';
import { SourceViewer } from '../page-viewer/source-viewer';

/** Side by side from this width (Chakra's lg): the viewer sticks beside the editor; below it, over the field. */
const SIDE_BY_SIDE = '(min-width: 1024px)';
export function useSideBySide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(SIDE_BY_SIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(SIDE_BY_SIDE).matches,
    () => true,
  );
}

/** Fields the reader drafts: when it did not, the reviewer can give the page a value is on. */
export const CITABLE_FIELDS = [
  'entityName',
  'entityType',
  'managementType',
  'formationState',
  'formationDate',
  'fileNumber',
  'registeredAgent',
  'principalOffice',
  'purpose',
  'authority.signers',
  'authority.clause',
];

export const NEXT_FIELD_LABEL = 'Next field to review';
/** The mark beside a field drafted from a page with text addressed to an automated reader. */
export const MARKED_FOR_REVIEW = 'Marked for review';
export const PREVIOUS_FIELD_LABEL = 'Previous field to review';

export interface FieldReviewControls {
  order: OrderRequest;
  state: ReviewState;
  blank: ReportFormValues;
  /** The field whose source the viewer shows. */
  current: string | null;
  sideBySide: boolean;
  /** The viewer over the field is folded away (phones). */
  viewerCollapsed: boolean;
  setViewerCollapsed: (collapsed: boolean) => void;
  /** null clears the mark (the field is to be reviewed again). */
  setMark: (path: string, mark: ReviewMark | null) => void;
  /** Rejects (puts the blank report's value back) or, when rejected, restores the drafted value. */
  toggleReject: (path: string) => void;
  edit: (path: string) => void;
  show: (path: string) => void;
  setAdded: (path: string, source: AddedSource | null) => void;
}

const ReviewContext = createContext<FieldReviewControls | null>(null);
export const FieldReviewProvider = ReviewContext.Provider;
const useReview = () => useContext(ReviewContext);

export const DECISION_TEXT: Record<ReviewDecision, string> = {
  undecided: 'To review',
  verified: 'Verified',
  edited: 'Edited',
  rejected: 'Rejected',
  added: 'Added by you',
};
const DECISION_PALETTE: Record<ReviewDecision, string> = {
  undecided: 'orange',
  verified: 'green',
  edited: 'blue',
  rejected: 'red',
  added: 'purple',
};

/** The source of a field: the review's drafted source, or the page the reviewer added. */
export function sourceOf(review: FieldReviewControls, path: string): Source | null {
  const drafted = review.state.drafted.find((f) => f.path === path);
  if (drafted) return drafted.source;
  const added = review.state.added[path];
  return added ? { ...added, quote: '' } : null;
}

/** The viewer as it sits over a field on a phone, with a button that folds it away. */
function StackedViewer({ review, path, label }: { review: FieldReviewControls; path: string; label: string }) {
  const source = sourceOf(review, path);
  const id = useId();
  if (review.sideBySide || review.current !== path || !source) return null;
  return (
    <Stack gap="1" mb="2">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        aria-expanded={!review.viewerCollapsed}
        aria-controls={id}
        onClick={() => review.setViewerCollapsed(!review.viewerCollapsed)}
      >
        {review.viewerCollapsed ? `Show page ${source.page}` : `Hide page ${source.page}`}
      </Button>
      <Box id={id} hidden={review.viewerCollapsed}>
        {!review.viewerCollapsed && <SourceViewer order={review.order} source={source} label={label} />}
      </Box>
    </Stack>
  );
}

function SourceButton({
  review,
  path,
  label,
  source,
}: {
  review: FieldReviewControls;
  path: string;
  label: string;
  source: Source;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={`${source.file}, page ${source.page}: show the source of ${label}`}
      aria-current={review.current === path ? 'true' : undefined}
      onClick={() => review.show(path)}
      maxW="full"
      whiteSpace="normal"
      textAlign="start"
      h="auto"
      minH="6"
      py="1"
    >
      <chakra.span wordBreak="break-word">
        {source.file}, page {source.page}
      </chakra.span>
    </Button>
  );
}

/** A drafted field's source and the reviewer's Verify / Edit / Reject. */
function DraftedBar({ review, path, label }: { review: FieldReviewControls; path: string; label: string }) {
  const value = useWatch<ReportFormValues>({ name: editorFieldPath(path) as never });
  const field = review.state.drafted.find((f) => f.path === path)!;
  const mark = review.state.marks[path];
  const decision = decisionOf(mark, field.draftedValue, valueText(value), textAt(review.blank, path));
  const reasonId = useId();
  return (
    <Stack
      gap="1.5"
      mt="1"
      ps="2"
      borderStartWidth="3px"
      borderColor={`${DECISION_PALETTE[decision]}.solid`}
      data-review-field={path}
    >
      <HStack gap="2" flexWrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          From
        </Text>
        <SourceButton review={review} path={path} label={label} source={field.source} />
        <Badge colorPalette={DECISION_PALETTE[decision]} variant="subtle" size="sm" data-decision={decision}>
          {DECISION_TEXT[decision]}
        </Badge>
      </HStack>
      {field.forReview && (
        <Text id={reasonId} fontSize="xs" wordBreak="break-word" data-for-review>
          <Badge colorPalette="red" variant="outline" size="sm" me="1.5">
            {MARKED_FOR_REVIEW}
          </Badge>
          <chakra.span srOnly>:</chakra.span> {field.forReview}
        </Text>
      )}
      {decision !== 'undecided' && decision !== 'verified' && (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          Drafted: {field.draftedValue || '(empty)'}
        </Text>
      )}
      <HStack gap="1" flexWrap="wrap" role="group" aria-label={`Review ${label}`}>
        <Button
          size="xs"
          variant={mark === 'checked' ? 'subtle' : 'outline'}
          colorPalette="green"
          aria-label={`Verify ${label}`}
          aria-describedby={field.forReview ? reasonId : undefined}
          aria-pressed={mark === 'checked'}
          onClick={() => review.setMark(path, mark === 'checked' ? null : 'checked')}
        >
          Verify
        </Button>
        <Button size="xs" variant="outline" aria-label={`Edit ${label}`} onClick={() => review.edit(path)}>
          Edit
        </Button>
        <Button
          size="xs"
          variant={mark === 'rejected' ? 'subtle' : 'outline'}
          colorPalette="red"
          aria-label={`Reject ${label}`}
          aria-pressed={mark === 'rejected'}
          onClick={() => review.toggleReject(path)}
        >
          Reject
        </Button>
      </HStack>
    </Stack>
  );
}

/** A field the reader did not draft: the reviewer may give the page its value is on. */
function CiteBar({ review, path, label }: { review: FieldReviewControls; path: string; label: string }) {
  const added = review.state.added[path];
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState(review.order.documents[0]?.name ?? '');
  const [page, setPage] = useState('1');
  const fileId = useId();
  const pageId = useId();
  if (review.order.documents.length === 0) return null;
  if (added)
    return (
      <HStack
        gap="2"
        flexWrap="wrap"
        mt="1"
        ps="2"
        borderStartWidth="3px"
        borderColor="purple.solid"
        data-review-field={path}
      >
        <Text fontSize="xs" color="fg.muted">
          You cited
        </Text>
        <SourceButton review={review} path={path} label={label} source={{ ...added, quote: '' }} />
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Remove the page cited for ${label}`}
          onClick={() => review.setAdded(path, null)}
        >
          Remove
        </Button>
      </HStack>
    );
  if (!open)
    return (
      <HStack gap="2" flexWrap="wrap" mt="1">
        <Text fontSize="xs" color="fg.muted">
          Not drafted from the documents.
        </Text>
        <Button size="xs" variant="ghost" aria-label={`Cite the page for ${label}`} onClick={() => setOpen(true)}>
          Cite the page
        </Button>
      </HStack>
    );
  const pageNumber = Number(page);
  const valid = file !== '' && Number.isInteger(pageNumber) && pageNumber >= 1;
  return (
    <Stack gap="1.5" mt="1" p="2" borderWidth="1px" rounded="md" role="group" aria-label={`Cite the page for ${label}`}>
      <HStack gap="2" flexWrap="wrap" align="flex-end">
        <Stack gap="0.5" flex="1" minW="40">
          <chakra.label htmlFor={fileId} fontSize="xs">
            Document
          </chakra.label>
          <NativeSelect.Root size="xs">
            <NativeSelect.Field id={fileId} value={file} onChange={(e) => setFile(e.currentTarget.value)}>
              {review.order.documents.map((d) => (
                <option key={d.storage_path} value={d.name}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="0.5" w="20">
          <chakra.label htmlFor={pageId} fontSize="xs">
            Page
          </chakra.label>
          <Input
            id={pageId}
            size="xs"
            type="number"
            min={1}
            value={page}
            onChange={(e) => setPage(e.currentTarget.value)}
          />
        </Stack>
      </HStack>
      <HStack gap="1">
        <Button
          size="xs"
          colorPalette="purple"
          disabled={!valid}
          onClick={() => {
            review.setAdded(path, { file, page: pageNumber });
            setOpen(false);
          }}
        >
          Add the page
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * What the review adds to a field of the editor (by its editor name): above it on a phone, the viewer of its
 * source; under it, its source and the reviewer's decision. Nothing when no reading drafted the report.
 */
export function FieldReviewSlot({ name, place }: { name: string; place: 'above' | 'below' }) {
  const review = useReview();
  if (!review) return null;
  const path = name.replace(/\.value$/, '');
  const drafted = review.state.drafted.some((f) => f.path === path);
  const citable = !drafted && CITABLE_FIELDS.includes(path);
  if (!drafted && !citable) return null;
  const label = reportFieldLabel(path);
  if (place === 'above') return <StackedViewer review={review} path={path} label={label} />;
  return drafted ? (
    <DraftedBar review={review} path={path} label={label} />
  ) : (
    <CiteBar review={review} path={path} label={label} />
  );
}

/** How far the review is, the buttons that step through what is left, and their keys. */
export function ReviewToolbar({ onStep }: { onStep: (direction: 1 | -1) => void }) {
  const review = useReview();
  const values = useWatch<ReportFormValues>() as ReportFormValues;
  if (!review) return null;
  const items = reviewItems(review.state, values, review.blank).filter((i) => i.decision !== 'added');
  const left = items.filter((i) => i.decision === 'undecided').length;
  const marked = markedUndecided(items).length;
  return (
    <Box as="section" aria-label="Review of the drafted fields" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {left === 0
            ? `All ${items.length} drafted fields reviewed.`
            : `${items.length - left} of ${items.length} drafted fields reviewed; ${left} to review.`}
        </Text>
        {marked > 0 && (
          <Text fontSize="sm" wordBreak="break-word">
            <Badge colorPalette="red" variant="outline" size="sm" me="1.5">
              {MARKED_FOR_REVIEW}
            </Badge>
            {marked === 1 ? '1 field was' : `${marked} fields were`} drafted from a page with text addressed to an
            automated reader: {marked === 1 ? 'it is' : 'they are'} published only once you verify, edit or reject{' '}
            {marked === 1 ? 'it' : 'each'}.
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onStep(-1)} disabled={left === 0}>
            ↑ {PREVIOUS_FIELD_LABEL}
          </Button>
          <Button size="xs" variant="outline" onClick={() => onStep(1)} disabled={left === 0}>
            ↓ {NEXT_FIELD_LABEL}
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Keys, from anywhere in the editor: <Kbd size="sm">Alt</Kbd> + <Kbd size="sm">↓</Kbd> next field to review,{' '}
          <Kbd size="sm">Alt</Kbd> + <Kbd size="sm">↑</Kbd> previous. The page viewer follows.
        </Text>
      </Stack>
    </Box>
  );
}
