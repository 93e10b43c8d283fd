import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { brand } from '@/content/brand';
import type { SampleReport } from '@/content/sample-reports';
import { saveBlobAsFile } from '@/lib/save-file';

/**
 * Download Full Report: builds the PDF in the browser. The builder and jsPDF are imported only
 * when the button is pressed, so they never weigh on the landing page's first load.
 */
export function DownloadReportButton({ report }: { report: SampleReport }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { buildReportPdf, reportPdfFileName } = await import('@/lib/report/pdf');
      const meta = {
        reportNumber: report.reportId,
        preparedOn: report.preparedOn,
        illustrative: true,
        productName: brand.productName,
        companyName: brand.companyName,
      };
      const bytes = await buildReportPdf(report.content, meta);
      saveBlobAsFile(
        new Blob([bytes as BlobPart], { type: 'application/pdf' }),
        reportPdfFileName(report.content, meta),
      );
    } catch (error) {
      console.error(error);
      notify.error('Download failed', 'The sample report could not be generated. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      colorPalette="blue"
      onClick={download}
      loading={busy}
      loadingText="Preparing PDF..."
      flexShrink={0}
      aria-label={`Download Full Report for ${report.content.entityName} (PDF)`}
    >
      Download Full Report
    </Button>
  );
}
