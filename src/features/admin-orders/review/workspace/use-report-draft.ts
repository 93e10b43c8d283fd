import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  isBackendError,
  type OrderRequest,
  type PublishedReport,
  type ReportContent,
  type ReportDraftRecord,
} from '@/backend';
import { serverMessage } from '../../api/orders-api';
import { useReportDraftWrites } from '../../api/report-drafts-api';
import {
  blankReportValues,
  formValuesFromContent,
  reportFormResolver,
  sameFormValues,
  type ReportFormValues,
} from '../editor/form-values';
import type { StoredReview } from '../field-review/review-draft';
import type { SavedReading } from '../reading/saved-reading';
import { draftContent, restoredDraft } from './draft-content';

const AUTOSAVE_DELAY_MS = 500;
const REVALIDATE_DELAY_MS = 200;

/** Where the draft stands with the service. */
export type DraftSaveState =
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; version: number; savedAt: string }
  /** The save failed (the network, the service): it is tried again with the next change, or by hand. */
  | { kind: 'failed'; message: string }
  /** Someone else saved, published or discarded meanwhile: nothing more is saved until the page reloads it. */
  | { kind: 'conflict'; changedBy: string | null; changedAt: string | null };

/**
 * The report being written and its saving: the form (from the latest version, or the draft the service keeps),
 * the reviewer's pass over a reading and the reading's findings (saved with it), and every change saved to the
 * service shortly after it is made, over the version this editor last saw, until published (issue 46 §1).
 */
export function useReportDraft(order: OrderRequest, latest: PublishedReport | null, stored: ReportDraftRecord | null) {
  const writes = useReportDraftWrites();
  // Fixed at mount: the page remounts the workspace when a new version is published or the draft is reloaded.
  const [start] = useState(() => {
    const baseline = latest ? formValuesFromContent(latest.content) : blankReportValues(order);
    return { baseline, blank: blankReportValues(order), stored: stored ? restoredDraft(stored, baseline) : null };
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
  const [saveState, setShownState] = useState<DraftSaveState>(
    start.stored
      ? { kind: 'saved', version: start.stored.version, savedAt: start.stored.savedAt }
      : { kind: 'unsaved' },
  );
  /** What the line shows (read in the autosave, which must not re-render the editor on every keystroke). */
  const shownKind = useRef(saveState.kind);
  const setSaveState = useCallback((state: DraftSaveState) => {
    shownKind.current = state.kind;
    setShownState(state);
  }, []);
  const [restored, setRestored] = useState(Boolean(start.stored));
  /** The reviewer's pass over the fields the last reading filled (null when the editor was not filled by one). */
  const [review, setReview] = useState<StoredReview | null>(start.stored?.review ?? null);
  /** The last reading's findings, kept with the draft. */
  const [reading, setReading] = useState<SavedReading | null>(start.stored?.reading ?? null);
  /** What the saves send beside the values (the autosave runs outside React's render). */
  const kept = useRef({ review, reading });
  /** The version of the draft this editor last saw (0: none): each save names it. */
  const version = useRef(start.stored?.version ?? 0);
  /** Set once published, or once someone else changed the draft: nothing may save the old draft again. */
  const stopped = useRef(false);
  /** The save under way, and whether another change came in meanwhile. */
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** A refusal because someone else changed the draft: saving stops, and the editor says who and when. */
  const stoppedByConflict = useCallback(
    async (error: unknown): Promise<boolean> => {
      if (!isBackendError(error) || error.code !== 'conflict') return false;
      stopped.current = true;
      const current = await writes.get(order.id).catch(() => null);
      setSaveState({
        kind: 'conflict',
        changedBy: current?.saved_by_email ?? null,
        changedAt: current?.saved_at ?? null,
      });
      return true;
    },
    [order.id, writes, setSaveState],
  );

  const saveOnce = useCallback(async () => {
    const values = form.getValues();
    const { review: keptReview, reading: keptReading } = kept.current;
    setSaveState({ kind: 'saving' });
    try {
      // Back to where it started, with nothing read: there is no draft to keep.
      if (sameFormValues(values, start.baseline) && !keptReview && !keptReading) {
        if (version.current > 0) await writes.discard({ orderId: order.id, baseVersion: version.current });
        version.current = 0;
        setSaveState({ kind: 'unsaved' });
        return;
      }
      const saved = await writes.save({
        orderId: order.id,
        baseVersion: version.current,
        content: draftContent(values, keptReview, keptReading),
      });
      version.current = saved.version;
      setSaveState({ kind: 'saved', version: saved.version, savedAt: saved.saved_at });
    } catch (error) {
      if (stopped.current) return;
      if (await stoppedByConflict(error)) return;
      console.error('Error saving the report draft', error);
      setSaveState({ kind: 'failed', message: serverMessage(error) });
    }
  }, [form, order.id, start.baseline, writes, stoppedByConflict, setSaveState]);

  /** Saves now, one save at a time: a change made while one is under way is saved after it. */
  const persist = useCallback((): Promise<void> => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    if (stopped.current) return Promise.resolve();
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = (async () => {
      do {
        again.current = false;
        await saveOnce();
      } while (again.current && !stopped.current);
    })().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [saveOnce]);

  // Every change is saved shortly after it is made (and at once when the page goes away).
  useEffect(() => {
    let checkTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (saveTimer.current !== undefined) void persist();
    };
    const subscription = form.watch((_values, { name }) => {
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void persist(), AUTOSAVE_DELAY_MS);
      // A change waiting to be saved is not "saved" any more (said once, not at every keystroke).
      if (!stopped.current && shownKind.current !== 'saving') setSaveState({ kind: 'saving' });
      // A person's change (not a reset) after the first check.
      if (name !== undefined && form.formState.submitCount > 0) {
        clearTimeout(checkTimer);
        checkTimer = setTimeout(() => void form.trigger(), REVALIDATE_DELAY_MS);
      }
    });
    // Leaving the page (reload, close) while a change is not yet saved: the save starts, and the browser asks
    // first, as the request may not outlive the page.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (saveTimer.current === undefined && inFlight.current === null) return;
      flush();
      event.preventDefault();
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', beforeUnload);
      clearTimeout(checkTimer);
      flush();
    };
  }, [form, persist, setSaveState]);

  // A decision or a reading changes what is kept, not always the values (Verify): the draft is saved then too.
  useEffect(() => {
    if (review === kept.current.review && reading === kept.current.reading) return;
    kept.current = { review, reading };
    void persist();
  }, [review, reading, persist]);

  return {
    form,
    /** What the editor starts from: the latest version, or the order's blank report. */
    baseline: start.baseline,
    /** The blank report for this order: what a rejected value goes back to. */
    blank: start.blank,
    saveState,
    /** Who saved the draft the editor opened with, and when (null when it opened with none). */
    opened: start.stored ? { savedAt: start.stored.savedAt, savedByEmail: start.stored.savedByEmail } : null,
    /** Whether the editor holds the draft it opened with (until something replaces it). */
    restored,
    review,
    setReview,
    /** The reading the draft opened with (the reading panel starts from it). */
    openedReading: start.stored?.reading ?? null,
    /** Keeps a finished reading's findings with the draft. */
    setReading,
    /** Saves now (a failed save tried again by hand). */
    retry: () => void persist(),
    /** Puts new values in the editor and saves them. */
    load(values: ReportFormValues) {
      form.reset(values);
      void persist();
      setRestored(false);
    },
    /**
     * Forgets the draft (for everyone): the editor goes back to the baseline. False when someone else's change
     * stopped it (the editor says so); any other refusal is thrown.
     */
    async discard(): Promise<boolean> {
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
      await inFlight.current;
      if (stopped.current) return false;
      try {
        if (version.current > 0) await writes.discard({ orderId: order.id, baseVersion: version.current });
      } catch (error) {
        if (await stoppedByConflict(error)) return false;
        throw error;
      }
      version.current = 0;
      kept.current = { review: null, reading: null };
      form.reset(start.baseline);
      setReview(null);
      setReading(null);
      setSaveState({ kind: 'unsaved' });
      setRestored(false);
      return true;
    },
    /**
     * Before publishing: the last change is saved, so nothing saves after the version is published. False when
     * someone else changed the draft meanwhile (this editor's content is then not what the service holds).
     */
    async settle(): Promise<boolean> {
      // Only a change not yet saved is saved: saving the same values again would make a new version, which an
      // approval of the version saved no longer covers (issue 46 §2).
      if (saveTimer.current !== undefined || shownKind.current === 'failed') await persist();
      else await inFlight.current;
      return !stopped.current;
    },
    /** After publishing: the service ended the draft, and nothing saves it again. */
    finish() {
      stopped.current = true;
      clearTimeout(saveTimer.current);
      writes.forget(order.id);
    },
  };
}

export type ReportDraft = ReturnType<typeof useReportDraft>;
