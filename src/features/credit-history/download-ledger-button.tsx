import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { CreditLedgerEntry } from '@/backend';
import { ledgerCsvColumns, ledgerLines } from '@/components/credits/ledger';
import { notify } from '@/components/ui/toaster';
import { saveBlobAsFile } from '@/lib/save-file';

export const DOWNLOAD_LEDGER_LABEL = 'Download CSV';

/**
 * The whole ledger as a CSV file (the rows on screen are already all of it), newest first with the balance
 * after each row. Starts with a byte order mark so spreadsheets read it as UTF-8.
 */
export function DownloadLedgerButton({
  entries,
  author,
}: {
  entries: readonly CreditLedgerEntry[];
  author: (entry: CreditLedgerEntry) => string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The CSV writer loads on the first download: the page's first view does not need it.
      const { csvLines, exportFileName } = await import('@/lib/csv-export');
      const text = csvLines(ledgerLines(entries), ledgerCsvColumns(author), true);
      saveBlobAsFile(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }), exportFileName('credit-history'));
    } catch (error) {
      console.error('Ledger download failed', error);
      notify.error('Download failed', 'The file could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} loading={busy} disabled={entries.length === 0}>
      {DOWNLOAD_LEDGER_LABEL}
    </Button>
  );
}
