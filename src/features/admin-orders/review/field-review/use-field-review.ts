import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderRequest, ReportContent } from '@/backend';
import { reportFieldLabel } from '../editor/field-labels';
import { blankOwner, blankRisk, editorFieldPath, type ReportFormValues } from '../editor/form-values';
import type { RevealFields } from '../editor/use-editor-sections';
import {
  blankValueAt,
  focusNameOf,
  reviewItems,
  reviewPathOfInput,
  textAt,
  undecidedItems,
  valueAt,
  type AddedSource,
  type ReviewMark,
  type ReviewState,
} from './field-review';
import { useSideBySide, type FieldReviewControls } from './field-review-ui';
import type { StoredReview } from './review-draft';

/** What rejecting a list entry the blank report has not puts in it: an empty row or text. */
const emptyEntryOf = (path: string) =>
  path.startsWith('ownership.') ? blankOwner() : path.startsWith('riskItems.') ? blankRisk() : '';

interface FieldReviewOptions {
  order: OrderRequest;
  form: UseFormReturn<ReportFormValues, unknown, ReportContent>;
  /** The blank report for the order: what a rejected value goes back to. */
  blank: ReportFormValues;
  review: StoredReview | null;
  setReview: Dispatch<SetStateAction<StoredReview | null>>;
  reveal: RevealFields;
}

/**
 * The reviewer's pass over the fields a reading filled: each field's decision, the field whose page the viewer
 * shows, stepping to the next field to review (also Alt+ArrowDown / Alt+ArrowUp), and what is announced.
 */
export function useFieldReview({ order, form, blank, review, setReview, reveal }: FieldReviewOptions) {
  /** The drafted field whose page the viewer shows. */
  const [currentField, setCurrentField] = useState<string | null>(null);
  const [viewerCollapsed, setViewerCollapsed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sideBySide = useSideBySide();

  const updateReview = useCallback(
    (change: (state: ReviewState) => ReviewState) => {
      setReview((previous) => previous && { ...previous, state: change(previous.state) });
    },
    [setReview],
  );

  const setMark = useCallback(
    (path: string, mark: ReviewMark | null) => {
      updateReview((state) => {
        const marks = { ...state.marks };
        if (mark) marks[path] = mark;
        else delete marks[path];
        return { ...state, marks };
      });
      const label = reportFieldLabel(path);
      const drafted = review?.state.drafted.find((f) => f.path === path);
      const changed = drafted ? textAt(form.getValues(), path) !== drafted.draftedValue : false;
      if (mark === 'checked') setAnnouncement(`${label}: ${changed ? 'edited value accepted' : 'verified'}`);
      else if (mark === null) setAnnouncement(`${label}: to review again`);
    },
    [updateReview, review, form],
  );

  const showSource = useCallback((path: string) => {
    setCurrentField(path);
    setViewerCollapsed(false);
  }, []);

  const goToField = useCallback(
    (path: string) => {
      showSource(path);
      reveal([path], focusNameOf(path));
    },
    [showSource, reveal],
  );

  const controls = useMemo<FieldReviewControls | null>(() => {
    if (!review) return null;
    return {
      order,
      state: review.state,
      blank,
      current: currentField,
      sideBySide,
      viewerCollapsed,
      setViewerCollapsed,
      setMark,
      toggleReject: (path) => {
        const name = editorFieldPath(path) as never;
        const label = reportFieldLabel(path);
        if (review.state.marks[path] === 'rejected') {
          form.setValue(name, structuredClone(valueAt(review.filled, path)) as never, { shouldDirty: true });
          setMark(path, null);
          setAnnouncement(`${label}: rejection undone, the drafted value is back`);
        } else {
          const blankValue = blankValueAt(blank, path, () => emptyEntryOf(path));
          form.setValue(name, structuredClone(blankValue) as never, { shouldDirty: true });
          setMark(path, 'rejected');
          setAnnouncement(`${label}: rejected, the field is back to what the order says`);
        }
      },
      edit: (path) => {
        setMark(path, 'editing');
        goToField(path);
      },
      show: showSource,
      setAdded: (path: string, source: AddedSource | null) => {
        updateReview((state) => {
          const added = { ...state.added };
          if (source) added[path] = source;
          else delete added[path];
          return { ...state, added };
        });
        if (source) showSource(path);
        setAnnouncement(
          source
            ? `${reportFieldLabel(path)}: ${source.file}, page ${source.page} cited`
            : `${reportFieldLabel(path)}: cited page removed`,
        );
      },
    };
  }, [
    review,
    order,
    blank,
    currentField,
    sideBySide,
    viewerCollapsed,
    setMark,
    form,
    goToField,
    showSource,
    updateReview,
  ]);

  /** Moves to the next (or previous) drafted field still to review, from the one the viewer shows. */
  const step = useCallback(
    (direction: 1 | -1) => {
      if (!review) return;
      const paths = review.state.drafted.map((f) => f.path);
      const open = new Set(undecidedItems(reviewItems(review.state, form.getValues(), blank)).map((item) => item.path));
      if (open.size === 0) {
        setAnnouncement('Every drafted field is reviewed.');
        return;
      }
      const at = currentField === null ? -1 : paths.indexOf(currentField);
      for (let k = 1; k <= paths.length; k += 1) {
        const index =
          at === -1
            ? direction === 1
              ? k - 1
              : paths.length - k
            : (at + direction * k + paths.length * 2) % paths.length;
        const path = paths[index]!;
        if (open.has(path)) {
          goToField(path);
          return;
        }
      }
    },
    [review, form, blank, currentField, goToField],
  );

  // Alt+ArrowDown / Alt+ArrowUp step through the fields to review from anywhere on the page but a dialog.
  useEffect(() => {
    if (!review) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      step(event.key === 'ArrowDown' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [review, step]);

  /** Side by side, the viewer follows the field being worked on (the input named `name` gets focus). */
  const follow = (name: string | null) => {
    if (!review || !sideBySide) return;
    const path =
      name &&
      reviewPathOfInput(
        name,
        review.state.drafted.map((f) => f.path),
      );
    if (path && path !== currentField) setCurrentField(path);
  };

  /** The review's items as the editor now stands (none without a review). */
  const items = () => (review ? reviewItems(review.state, form.getValues(), blank) : []);

  return {
    review,
    controls,
    currentField,
    setCurrentField,
    sideBySide,
    announcement,
    step,
    goToField,
    follow,
    items,
  };
}

export type FieldReviewSession = ReturnType<typeof useFieldReview>;
