import { Box, Button, chakra, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import type { DemoReportDrafts, OrderRequest, PublishedReport } from '@/backend';
import { DraftStatusLine } from './draft-status';
import type { EditorFills } from './use-editor-fills';
import type { Publishing } from './use-publishing';
import type { ReportDraft } from './use-report-draft';
import { DEMO_DRAFT_LABEL, READ_DOCUMENTS_LABEL } from './workspace-labels';

interface ReportActionsProps {
  order: OrderRequest;
  latest: PublishedReport | null;
  draft: ReportDraft;
  fills: EditorFills;
  publishing: Publishing;
  /** The demo's fictional draft, offered only when the demo tools are there. */
  demoDrafts: DemoReportDrafts | null;
}

/** Above the editor: the ways to fill it, Preview and Publish, and where the draft is kept. */
export function ReportActions({ order, latest, draft, fills, publishing, demoDrafts }: ReportActionsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const uploadHelpId = useId();
  return (
    <Stack gap="2">
      <Wrap gap="2" align="center" role="group" aria-label="Report actions">
        {demoDrafts && (
          <Button variant="outline" size="sm" onClick={() => fills.fillWithDemoDraft(demoDrafts)}>
            {DEMO_DRAFT_LABEL}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void fills.readDocuments()}
          loading={fills.documentReading.running}
          loadingText="Reading documents"
          disabled={order.documents.length === 0}
        >
          {READ_DOCUMENTS_LABEL}
        </Button>
        <Box rounded="l2" _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}>
          <chakra.input
            ref={fileInput}
            id={uploadId}
            type="file"
            accept=".json,application/json"
            aria-label="Upload JSON packet"
            aria-describedby={uploadHelpId}
            srOnly
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // The same file chosen again is a new upload.
              e.currentTarget.value = '';
              void fills.uploadPacket(file);
            }}
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
        <PreviewAndPublish publishing={publishing} />
      </Wrap>
      <Text id={uploadHelpId} fontSize="xs" color="fg.muted">
        A JSON packet is a report exported from this service (legal-entity-report, schema version 1): it replaces what
        is in the editor once it passes every check.
      </Text>
      <DraftStatusLine draft={draft} latest={latest} />
    </Stack>
  );
}

function PreviewAndPublish({ publishing }: { publishing: Publishing }) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={publishing.showPreview}>
        Preview
      </Button>
      <Button colorPalette="blue" size="sm" onClick={publishing.askToPublish} loading={publishing.submitting}>
        {publishing.correction ? 'Publish correction' : 'Publish'}
      </Button>
    </>
  );
}

/** Below the editor: Preview and Publish again, where a long report ends. */
export function EndActions({ publishing }: { publishing: Publishing }) {
  return (
    <HStack justify="flex-end" gap="2" flexWrap="wrap" role="group" aria-label="Report actions at the end">
      <PreviewAndPublish publishing={publishing} />
    </HStack>
  );
}
