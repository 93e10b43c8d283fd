import { Alert, Box, Button, chakra, Code, Grid, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import {
  reportNumber,
  type DemoReportDrafts,
  type OrderRequest,
  type PublishedReport,
  type ReportContent,
} from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { useDemoTools } from '@/lib/demo-tools-context';
import type { Source } from '@/lib/document-reader';
import { parseReportPacketUpload } from '@/lib/report/packet';
import { usePublishReport } from '../../api/reports-api';
import { formValuesFromDocumentDraft } from '../reading/draft-values';
import { useReadDocuments } from '../reading/use-read-documents';
import { serverMessage } from '../../api/orders-api';
import { formatDateTime } from '../../components/shared';
import { DocumentReadingPanel, readerName } from '../reading/document-reading-panel';
import { clearReportDraft, readReportDraft, writeReportDraft } from './draft-storage';
import { REPORT_SECTIONS, reportFieldLabel, sectionOf, type ReportSectionId } from '../editor/field-labels';
import {
  blankValueAt,
  fieldReviews,
  focusNameOf,
  markedUndecided,
  mustReviewMessage,
  reviewItems,
  reviewPathOfInput,
  startReview,
  textAt,
  undecidedItems,
  valueAt,
  type AddedSource,
  type ReviewMark,
  type ReviewState,
} from '../field-review/field-review';
import {
  FieldReviewProvider,
  ReviewToolbar,
  sourceOf,
  useSideBySide,
  type FieldReviewControls,
} from '../field-review/field-review-ui';
import { publishProblems, type ReportProblem } from './problems';
import type { StoredReview } from '../field-review/review-draft';
import { SourceViewer } from '../page-viewer/source-viewer';
import {
  blankOwner,
  blankReportValues,
  blankRisk,
  editorFieldPath,
  formValuesFromContent,
  reportFormResolver,
  sameFormValues,
  type ReportFormValues,
} from '../editor/form-values';
import { PublishDialog, ReportPreviewDialog, type PreviewTarget, type PublishRequest } from './report-dialogs';
import { ReportEditor, focusSection, listMessages, type SectionsState } from '../editor/report-editor';
import { SosLookupPanel } from '../sos-lookup/sos-lookup-panel';
import { useSosLookup } from '../sos-lookup/use-sos-lookup';

/** The demo's invented report: labelled as fiction wherever it is offered. */
export const DEMO_DRAFT_LABEL = 'Fictional demo draft';
export const DEMO_DRAFT_FILLED = 'Fictional demo draft filled in: invented, not read from the documents';

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
function ErrorSummary({ onReveal }: { onReveal: (path: string) => void }) {
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

/** Sales run the demo with known outcomes: the reserved words in an entity name, and what they give. */
function DemoOutcomesNote({ drafts, entityName }: { drafts: DemoReportDrafts; entityName: string }) {
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
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type Replacement = {
  values: ReportFormValues;
  source: 'draft' | 'upload' | 'documents';
  fileName?: string;
  reader?: string;
  /** A reading's sources by field path: the fields the reviewer then decides on. */
  sources?: Record<string, Source>;
  /** The reading's fields marked for review, by path, with why. */
  forReview?: Record<string, string>;
};

/** What rejecting a list entry the blank report has not puts in it: an empty row or text. */
const emptyEntryOf = (path: string) =>
  path.startsWith('ownership.') ? blankOwner() : path.startsWith('riskItems.') ? blankRisk() : '';

export const READ_DOCUMENTS_LABEL = 'Read documents';

const AUTOSAVE_DELAY_MS = 300;
const REVALIDATE_DELAY_MS = 200;

export interface ReportWorkspaceProps {
  order: OrderRequest;
  /** The newest published version (a correction starts from it), or null. */
  latest: PublishedReport | null;
  /** Called after a publication, once the toast is up (the page moves focus). */
  onPublished: (report: PublishedReport) => void;
}

/**
 * The admin's report editor for one order: filled from a JSON packet or by hand (in the demo also with a
 * fictional draft); kept in this browser until published; previewed as the customer will see it; published as the next
 * version (a correction, with its note, once the order is Report ready).
 */
export function ReportWorkspace({ order, latest, onPublished }: ReportWorkspaceProps) {
  // The in-browser demo's fictional draft (with its reserved entity names), through its demo tools: the
  // production build has none, as its people, addresses, dates and file numbers are invented.
  const demoDrafts = useDemoTools()?.reportDrafts ?? null;
  const correction = order.status === 'Report ready';
  const nextVersion = (latest?.version ?? 0) + 1;
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
  const [openSections, setOpenSections] = useState<ReadonlySet<ReportSectionId>>(() => new Set(['entity']));
  const sections = useMemo<SectionsState>(
    () => ({
      open: openSections,
      setOpen: (id, open) =>
        setOpenSections((previous) => {
          const next = new Set(previous);
          if (open) next.add(id);
          else next.delete(id);
          return next;
        }),
      setAll: (open) => setOpenSections(new Set(open ? REPORT_SECTIONS.map((s) => s.id) : [])),
    }),
    [openSections],
  );
  /** A field to focus once its section is open (rendered). */
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(start.stored?.savedAt ?? null);
  const [saveRefused, setSaveRefused] = useState(false);
  const [restored, setRestored] = useState(Boolean(start.stored));
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [uploadProblems, setUploadProblems] = useState<{ fileName: string; problems: ReportProblem[] } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [publishRequest, setPublishRequest] = useState<PublishRequest | null>(null);
  const [note, setNote] = useState('');
  const [publishError, setPublishError] = useState<{ message: string; problems: ReportProblem[] } | null>(null);
  const publish = usePublishReport();
  const documentReading = useReadDocuments(order);
  /** Whether the editor holds the last reading (it stays as it was when nothing was found or work is kept). */
  const [filledFromDocuments, setFilledFromDocuments] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const uploadHelpId = useId();
  /** Set once published or discarded: nothing may save the old draft again. */
  const finished = useRef(false);
  /** The reviewer's pass over the fields the last reading filled (null when the editor was not filled by one). */
  const [review, setReview] = useState<StoredReview | null>(start.stored?.review ?? null);
  /** The review as the draft saves it (the autosave runs outside React's render). */
  const reviewRef = useRef(review);
  /** The drafted field whose page the viewer shows. */
  const [currentField, setCurrentField] = useState<string | null>(null);
  const [viewerCollapsed, setViewerCollapsed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sideBySide = useSideBySide();
  const sosLookup = useSosLookup(order, form, documentReading.reading?.draft.content.entityName ?? null);
  const sosPanel = useMemo(() => <SosLookupPanel controls={sosLookup} />, [sosLookup]);

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

  const apply = (values: ReportFormValues, message: string) => {
    form.reset(values);
    persist();
    setRestored(false);
    setUploadProblems(null);
    setActionError(null);
    setPublishError(null);
    notify.success(message);
  };

  /** Fills the editor, asking first when that would replace work in it. */
  const replaceWith = (next: Replacement) => {
    if (sameFormValues(form.getValues(), start.blank)) applyReplacement(next);
    else setReplacement(next);
  };
  const applyReplacement = (next: Replacement) => {
    setFilledFromDocuments(next.source === 'documents');
    setReview(
      next.source === 'documents' && next.sources
        ? { state: startReview(next.sources, next.values, next.reader ?? '', next.forReview), filled: next.values }
        : null,
    );
    setCurrentField(null);
    apply(
      next.values,
      next.source === 'draft'
        ? DEMO_DRAFT_FILLED
        : next.source === 'documents'
          ? `Filled from the documents by ${readerName(next.reader ?? '')}`
          : `Packet ${next.fileName ?? ''} loaded into the editor`,
    );
  };

  const onReadDocuments = async () => {
    setActionError(null);
    setFilledFromDocuments(false);
    const reading = await documentReading.start();
    // A reading that finds nothing fills nothing (the panel says so).
    if (!reading || Object.keys(reading.draft.sources).length === 0) return;
    replaceWith({
      values: formValuesFromDocumentDraft(order, reading.draft),
      source: 'documents',
      reader: reading.draft.reader,
      sources: reading.draft.sources,
      forReview: reading.draft.forReview,
    });
  };

  const onDraft = (drafts: DemoReportDrafts) => {
    let content: ReportContent;
    try {
      content = drafts.draft(order);
    } catch (error) {
      console.error('Error drafting a report', error);
      setActionError(error instanceof Error ? error.message : 'The report could not be drafted from this order.');
      return;
    }
    replaceWith({ values: formValuesFromContent(content), source: 'draft' });
  };

  const onUpload = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setActionError(null);
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      console.error('Error reading an uploaded packet', error);
      setUploadProblems({ fileName: file.name, problems: [{ path: '', message: 'The file could not be read.' }] });
      return;
    }
    const result = parseReportPacketUpload(text);
    if (!result.ok) {
      setUploadProblems({ fileName: file.name, problems: result.errors });
      return;
    }
    setUploadProblems(null);
    replaceWith({ values: formValuesFromContent(result.content), source: 'upload', fileName: file.name });
  };

  /** Opens the sections of these fields, and focuses the field at `focus` once it is on screen. */
  const reveal = useCallback((paths: readonly string[], focus?: string) => {
    setOpenSections((previous) => new Set([...previous, ...paths.map(sectionOf)]));
    if (focus !== undefined) setFocusPath(focus);
  }, []);

  const updateReview = useCallback((change: (state: ReviewState) => ReviewState) => {
    setReview((previous) => previous && { ...previous, state: change(previous.state) });
  }, []);

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

  const reviewControls = useMemo<FieldReviewControls | null>(() => {
    if (!review) return null;
    return {
      order,
      state: review.state,
      blank: start.blank,
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
          const blank = blankValueAt(start.blank, path, () => emptyEntryOf(path));
          form.setValue(name, structuredClone(blank) as never, { shouldDirty: true });
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
    start.blank,
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
      const open = new Set(
        undecidedItems(reviewItems(review.state, form.getValues(), start.blank)).map((item) => item.path),
      );
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
    [review, form, start.blank, currentField, goToField],
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

  useEffect(() => {
    if (focusPath === null) return;
    const name = focusPath.replace(/\.root$/, '');
    const field = document.querySelector<HTMLElement>(`[name="${name}"]`);
    if (field) {
      field.focus();
      field.scrollIntoView({ block: 'center' });
    } else focusSection(sectionOf(name));
    setFocusPath(null);
  }, [focusPath]);

  const check = (onValid: (content: ReportContent) => void) => () => {
    setPublishError(null);
    void form.handleSubmit(onValid, (errors) => {
      const messages = listMessages(errors);
      reveal(
        messages.map((m) => m.path),
        messages[0]?.path,
      );
    })();
  };

  const onPreview = check((content) =>
    setPreview({
      content,
      meta: {
        reportNumber: reportNumber(order.id, nextVersion),
        preparedOn: new Date().toISOString(),
        version: nextVersion,
      },
      label: `draft of version ${nextVersion}`,
    }),
  );
  const onPublishClick = () => {
    // A value drafted from a page addressed to an automated reader is never published without a decision.
    const marked = review ? markedUndecided(reviewItems(review.state, form.getValues(), start.blank)) : [];
    if (marked.length > 0) {
      setPublishError({ message: mustReviewMessage(marked.map((item) => item.label)), problems: [] });
      goToField(marked[0]!.path);
      return;
    }
    check((content) =>
      setPublishRequest({
        content,
        version: nextVersion,
        notReviewed: review
          ? undecidedItems(reviewItems(review.state, form.getValues(), start.blank)).map((item) => item.label)
          : [],
      }),
    )();
  };

  const onConfirmPublish = async (confirmedNote: string) => {
    if (!publishRequest) return;
    let report: PublishedReport;
    try {
      report = await publish.mutateAsync({
        orderId: order.id,
        content: publishRequest.content,
        note: confirmedNote,
        ...(review
          ? { reviews: fieldReviews(reviewItems(review.state, form.getValues(), start.blank), review.state.reader) }
          : {}),
      });
    } catch (error) {
      console.error('Error publishing a report', error);
      const problems = publishProblems(error);
      for (const p of problems) {
        form.setError(editorFieldPath(p.path) as never, { type: 'server', message: p.message });
      }
      reveal(problems.map((p) => p.path));
      setPublishRequest(null);
      setPublishError({ message: serverMessage(error), problems });
      return;
    }
    finished.current = true;
    clearReportDraft(order.id);
    setPublishRequest(null);
    setNote('');
    notify.success(
      correction ? 'Correction published' : 'Report published',
      `Version ${report.version} of the report for ${order.entity_legal_name} is on the customer’s order page.`,
    );
    onPublished(report);
  };

  return (
    <FormProvider {...form}>
      <Stack gap="5">
        {demoDrafts && <DemoOutcomesNote drafts={demoDrafts} entityName={order.entity_legal_name} />}

        {restored && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Unpublished draft restored</Alert.Title>
              <Alert.Description>
                Kept in this browser{savedAt ? ` since ${formatDateTime(savedAt)}` : ''}. It is not on the server until
                you publish it.
              </Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" alignSelf="center" onClick={() => setConfirmDiscard(true)}>
              Discard draft
            </Button>
          </Alert.Root>
        )}

        <Stack gap="2">
          <Wrap gap="2" align="center" role="group" aria-label="Report actions">
            {demoDrafts && (
              <Button variant="outline" size="sm" onClick={() => onDraft(demoDrafts)}>
                {DEMO_DRAFT_LABEL}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={() => void onReadDocuments()}
              loading={documentReading.running}
              loadingText="Reading documents"
              disabled={order.documents.length === 0}
            >
              {READ_DOCUMENTS_LABEL}
            </Button>
            <Box
              rounded="l2"
              _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
            >
              <chakra.input
                ref={fileInput}
                id={uploadId}
                type="file"
                accept=".json,application/json"
                aria-label="Upload JSON packet"
                aria-describedby={uploadHelpId}
                srOnly
                onChange={(e) => void onUpload(e.currentTarget.files?.[0])}
              />
              <Button
                variant="outline"
                size="sm"
                aria-hidden="true"
                tabIndex={-1}
                onClick={() => fileInput.current?.click()}
              >
                Upload JSON packet
              </Button>
            </Box>
            <Button variant="outline" size="sm" onClick={onPreview}>
              Preview
            </Button>
            <Button colorPalette="blue" size="sm" onClick={onPublishClick} loading={publish.isPending}>
              {correction ? 'Publish correction' : 'Publish'}
            </Button>
          </Wrap>
          <Text id={uploadHelpId} fontSize="xs" color="fg.muted">
            A JSON packet is a report exported from this service (legal-entity-report, schema version 1): it replaces
            what is in the editor once it passes every check.
          </Text>
          <Text fontSize="sm" color={saveRefused ? 'fg.error' : 'fg.muted'}>
            {saveRefused
              ? 'This browser refused to keep the draft: publish it before leaving the page.'
              : savedAt
                ? `Draft kept in this browser (saved ${formatDateTime(savedAt)}).`
                : latest
                  ? `The editor holds version ${latest.version} as published; your changes are kept in this browser.`
                  : 'Your changes are kept in this browser until you publish.'}
          </Text>
        </Stack>

        <DocumentReadingPanel
          documents={documentReading.documents}
          running={documentReading.running}
          askingAi={documentReading.askingAi}
          reading={documentReading.reading}
          filled={filledFromDocuments}
          onCancel={documentReading.cancel}
        />

        {actionError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The report could not be drafted</Alert.Title>
              <Alert.Description>{actionError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {uploadProblems && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>
                {uploadProblems.fileName} was not loaded: the editor is unchanged.{' '}
                {uploadProblems.problems.length === 1 ? '1 problem' : `${uploadProblems.problems.length} problems`}:
              </Alert.Title>
              <ProblemList problems={uploadProblems.problems} label="Problems in the packet" />
            </Alert.Content>
          </Alert.Root>
        )}

        {publishError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>The report was not published</Alert.Title>
              <Alert.Description>{publishError.message}</Alert.Description>
              {publishError.problems.length > 0 && (
                <ProblemList problems={publishError.problems} label="Problems the server found" />
              )}
            </Alert.Content>
          </Alert.Root>
        )}

        <ErrorSummary onReveal={(path) => reveal([path], path)} />

        <FieldReviewProvider value={reviewControls}>
          <Grid
            templateColumns={review && sideBySide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)'}
            gap="4"
            alignItems="start"
          >
            <Stack gap="3" minW="0">
              {review && <ReviewToolbar onStep={step} />}
              <chakra.form
                aria-label="Report editor"
                noValidate
                onSubmit={(e) => e.preventDefault()}
                onFocus={(e) => {
                  // Side by side, the viewer follows the field being worked on.
                  if (!review || !sideBySide) return;
                  const name = (e.target as HTMLElement).getAttribute('name');
                  const path =
                    name &&
                    reviewPathOfInput(
                      name,
                      review.state.drafted.map((f) => f.path),
                    );
                  if (path && path !== currentField) setCurrentField(path);
                }}
              >
                <ReportEditor sections={sections} sosLookup={sosPanel} />
              </chakra.form>
            </Stack>
            {review && sideBySide && (
              <Box position="sticky" top="4" minW="0">
                {reviewControls && currentField && sourceOf(reviewControls, currentField) ? (
                  <SourceViewer
                    order={order}
                    source={sourceOf(reviewControls, currentField)!}
                    label={reportFieldLabel(currentField)}
                  />
                ) : (
                  <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="4">
                    <Text fontSize="sm" color="fg.muted">
                      The page a value came from shows here: choose its document and page under the field, or go to the
                      next field to review.
                    </Text>
                  </Box>
                )}
              </Box>
            )}
          </Grid>
        </FieldReviewProvider>
        <Box srOnly role="status" aria-live="polite">
          {announcement}
        </Box>

        <HStack justify="flex-end" gap="2" flexWrap="wrap" role="group" aria-label="Report actions at the end">
          <Button variant="outline" size="sm" onClick={onPreview}>
            Preview
          </Button>
          <Button colorPalette="blue" size="sm" onClick={onPublishClick} loading={publish.isPending}>
            {correction ? 'Publish correction' : 'Publish'}
          </Button>
        </HStack>
      </Stack>

      <ReportPreviewDialog target={preview} onClose={() => setPreview(null)} />
      <PublishDialog
        request={publishRequest}
        correction={correction}
        afterLegalReview={order.status === 'Escalated'}
        entityName={order.entity_legal_name}
        note={note}
        onNoteChange={setNote}
        submitting={publish.isPending}
        onConfirm={(n) => void onConfirmPublish(n)}
        onCancel={() => setPublishRequest(null)}
      />
      <ConfirmDialog
        open={replacement !== null}
        title="Replace the report in the editor?"
        confirmLabel={
          replacement?.source === 'upload'
            ? 'Replace with the packet'
            : replacement?.source === 'documents'
              ? 'Replace with what the documents state'
              : 'Replace with the fictional draft'
        }
        cancelLabel="Keep my work"
        onOpenChange={(open) => !open && setReplacement(null)}
        onConfirm={() => {
          const next = replacement;
          setReplacement(null);
          if (next) applyReplacement(next);
        }}
      >
        {replacement?.source === 'upload'
          ? `Everything in the editor is replaced by the report in ${replacement.fileName ?? 'the packet'}.`
          : replacement?.source === 'documents'
            ? 'Everything in the editor is replaced by the values read from the documents; what they do not state is left empty.'
            : 'Everything in the editor is replaced by a fresh draft from the order.'}{' '}
        This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard the unpublished draft?"
        confirmLabel="Discard draft"
        cancelLabel="Keep draft"
        onOpenChange={setConfirmDiscard}
        onConfirm={() => {
          setConfirmDiscard(false);
          clearReportDraft(order.id);
          form.reset(start.baseline);
          setReview(null);
          setCurrentField(null);
          setSavedAt(null);
          setRestored(false);
          notify.success('Draft discarded');
        }}
      >
        {latest
          ? `The editor goes back to version ${latest.version} as published.`
          : 'The editor goes back to what the order says.'}{' '}
        This cannot be undone.
      </ConfirmDialog>
    </FormProvider>
  );
}
