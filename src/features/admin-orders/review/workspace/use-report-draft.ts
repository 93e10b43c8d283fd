import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OrderRequest, PublishedReport, ReportContent } from '@/backend';
import {
  blankReportValues,
  formValuesFromContent,
  reportFormResolver,
  sameFormValues,
  type ReportFormValues,
} from '../editor/form-values';
import type { StoredReview } from '../field-review/review-draft';
import { clearReportDraft, readReportDraft, writeReportDraft } from './draft-storage';

const AUTOSAVE_DELAY_MS = 300;
const REVALIDATE_DELAY_MS = 200;

/**
 * The report being written and its saving: the form (from the latest version, or the draft this browser kept), the
 * reviewer's pass over a reading (saved with it), and every change kept in this browser until published.
 */
export function useReportDraft(order: OrderRequest, latest: PublishedReport | null) {
  // Fixed at mount: the page remounts the workspace when a new version is published.
  const [start] = useState(() => {
    const baseline = latest ? formValuesFromContent(latest.content) : blankReportValues(order);
    return { baseline, blank: blankReportValues(order), stored: readReportDraft(order.id, baseline) };
  });
  const form = useForm<ReportFormValues, unknown, ReportContent>({
    resolver: reportFormResolver,
    defaultValues: start.stored?.values ?? start.baseline,
    // Once checked, the whole report is checked again after each change (below): a list's own rules (the
    // ownership total, the Secretary of State checks) depend on several fields.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Closed sections render no fields: the workspace opens the sections at fault and focuses the first field.
    shouldFocusError: false,
  });
  const [savedAt, setSavedAt] = useState<string | null>(start.stored?.savedAt ?? null);
  const [saveRefused, setSaveRefused] = useState(false);
  const [restored, setRestored] = useState(Boolean(start.stored));
  /** The reviewer's pass over the fields the last reading filled (null when the editor was not filled by one). */
  const [review, setReview] = useState<StoredReview | null>(start.stored?.review ?? null);
  /** The review as the draft saves it (the autosave runs outside React's render). */
  const reviewRef = useRef(review);
  /** Set once published: nothing may save the old draft again. */
  const finished = useRef(false);

  const persist = useCallback(() => {
    if (finished.current) return;
    const values = form.getValues();
    if (sameFormValues(values, start.baseline)) {
      clearReportDraft(order.id);
      setSavedAt(null);
      setSaveRefused(false);
      return;
    }
    const at = writeReportDraft(order.id, values, reviewRef.current);
    setSaveRefused(at === null);
    if (at) setSavedAt(at);
  }, [form, order.id, start.baseline]);

  // Every change is saved in this browser shortly after it is made (and at once when the page goes away).
  useEffect(() => {
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    let checkTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (saveTimer === undefined) return;
      clearTimeout(saveTimer);
      saveTimer = undefined;
      persist();
    };
    const subscription = form.watch((_values, { name }) => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        saveTimer = undefined;
        persist();
      }, AUTOSAVE_DELAY_MS);
      // A person's change (not a reset) after the first check.
      if (name !== undefined && form.formState.submitCount > 0) {
        clearTimeout(checkTimer);
        checkTimer = setTimeout(() => void form.trigger(), REVALIDATE_DELAY_MS);
      }
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      clearTimeout(checkTimer);
      flush();
    };
  }, [form, persist]);

  // A decision changes the review, not always the values (Verify): the draft is saved with it then too.
  useEffect(() => {
    if (review === reviewRef.current) return;
    reviewRef.current = review;
    persist();
  }, [review, persist]);

  return {
    form,
    /** What the editor starts from: the latest version, or the order's blank report. */
    baseline: start.baseline,
    /** The blank report for this order: what a rejected value goes back to. */
    blank: start.blank,
    savedAt,
    saveRefused,
    /** Whether the editor holds a draft restored from this browser (until something replaces it). */
    restored,
    review,
    setReview,
    /** Puts new values in the editor and saves them. */
    load(values: ReportFormValues) {
      form.reset(values);
      persist();
      setRestored(false);
    },
    /** Forgets the draft: the editor goes back to the baseline. */
    discard() {
      clearReportDraft(order.id);
      form.reset(start.baseline);
      setReview(null);
      setSavedAt(null);
      setRestored(false);
    },
    /** After publishing: the draft is gone, and nothing saves it again. */
    finish() {
      finished.current = true;
      clearReportDraft(order.id);
    },
  };
}

export type ReportDraft = ReturnType<typeof useReportDraft>;
