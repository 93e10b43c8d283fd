import { Badge, Box, Button, HStack, Kbd, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import type { OrderRequest } from '@/backend';
import type { Source } from '@/lib/document-reader';
import {
  markedUndecided,
  reviewItems,
  type AddedSource,
  type ReviewDecision,
  type ReviewMark,
  type ReviewState,
} from './field-review';
import type { ReportFormValues } from '../editor/form-values';

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
/** The review's controls, or null when no reading drafted the report. */
export const useReview = () => useContext(ReviewContext);

export const DECISION_TEXT: Record<ReviewDecision, string> = {
  undecided: 'To review',
  verified: 'Verified',
  edited: 'Edited',
  rejected: 'Rejected',
  added: 'Added by you',
};
export const DECISION_PALETTE: Record<ReviewDecision, string> = {
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
