import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { isBackendError, GENERIC_ERROR_MESSAGE, type ExportView, type ListPage } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend-context';
import type { CsvColumn, ExportProgress } from '@/lib/csv-export';
import { saveBlobAsFile } from '@/lib/save-file';

export const EXPORT_FAILED = 'Export failed';

/** The filters as the screen applied them, without the unset ones (what the audit trail records). */
function appliedFilters(filters: Record<string, string | number | boolean | null | undefined>) {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number | boolean | null
  >;
}

/** "1,000 of 4,210 rows": what an export running has read so far. */
export function exportProgressText({ done, total }: ExportProgress): string {
  return `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;
}

/**
 * Export CSV: reads the list page by page exactly as filtered on screen, records the export in the staff audit
 * trail, then hands the file over (a failed record means no file). While it runs it shows how far it got and
 * can be cancelled.
 */
export function ExportCsvButton<T>({
  view,
  filters,
  fetchPage,
  columns,
  total,
}: {
  view: ExportView;
  filters: Record<string, string | number | boolean | null | undefined>;
  fetchPage: (page: number, pageSize: number) => Promise<ListPage<T>>;
  columns: readonly CsvColumn<T>[];
  /** The number of rows the screen reports for these filters (nothing to export at zero). */
  total?: number;
}) {
  const backend = useBackend();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // The running state replaces the button; when it ends, focus that was inside it comes back to the button.
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const running = progress !== null;
  useEffect(() => {
    // The button that started it is gone: a keyboard user lands on Cancel instead of the page's start.
    if (running && (document.activeElement === document.body || document.activeElement === null))
      cancel.current?.focus();
  }, [running]);
  useEffect(() => {
    if (progress || !hadFocus.current) return;
    hadFocus.current = false;
    button.current?.focus();
  }, [progress]);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: total ?? 0 });
    try {
      // The CSV writer loads on the first export: the list's first view does not need it.
      const { buildCsv, exportFileName } = await import('@/lib/csv-export');
      const { file, rows } = await buildCsv({ fetchPage, columns, onProgress: setProgress, signal: abort.signal });
      // Once recorded, the file is handed over even if Cancel was pressed meanwhile.
      await backend.audit.recordExport({ view, filters: appliedFilters(filters), rows });
      saveBlobAsFile(file, exportFileName(view));
      notify.success('Export ready', `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} exported`);
    } catch (error) {
      if (abort.signal.aborted) return;
      console.error('Export failed', error);
      notify.error(
        EXPORT_FAILED,
        isBackendError(error) && error.message && error.message !== GENERIC_ERROR_MESSAGE
          ? error.message
          : 'The file could not be made. Please try again.',
      );
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        const active = document.activeElement;
        hadFocus.current = active === document.body || Boolean(group.current?.contains(active));
        setProgress(null);
      }
    }
  };

  if (progress) {
    return (
      <HStack ref={group} gap="2" role="status" aria-live="polite" flexWrap="wrap">
        <Button size="sm" variant="outline" loading loadingText="Exporting..." disabled>
          Export CSV
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {exportProgressText(progress)}
        </Text>
        <Button ref={cancel} size="sm" variant="ghost" onClick={() => controller.current?.abort()}>
          Cancel export
        </Button>
      </HStack>
    );
  }
  return (
    <Button ref={button} size="sm" variant="outline" onClick={() => void run()} disabled={total === 0}>
      Export CSV
    </Button>
  );
}
