import { Badge, Box, Button, chakra, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Source } from '@/lib/document-reader';
import { reportFieldLabel } from '../editor/field-labels';
import { decisionOf, textAt, valueText } from './field-review';
import { editorFieldPath, type ReportFormValues } from '../editor/form-values';
import { SourceViewer } from '../page-viewer/source-viewer';
import {
  CITABLE_FIELDS,
  DECISION_PALETTE,
  DECISION_TEXT,
  MARKED_FOR_REVIEW,
  sourceOf,
  useReview,
  type FieldReviewControls,
} from './field-review-ui';

/**
 * The review at each field of the editor: the page a value came from, the reviewer's decision on a drafted value,
 * and citing a page for a value the reviewer wrote.
 */

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
