import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReportContent } from '@/backend';
import { ReportDocument, type ReportDocumentMeta } from '@/components/report/report-document';

export interface PreviewTarget {
  content: ReportContent;
  meta: ReportDocumentMeta;
  /** "Draft of version 2", "Version 1". */
  label: string;
}

/** The report exactly as the customer will see it: the shared viewer, in a dialog over the editor. */
export function ReportPreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="top"
      scrollBehavior="outside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            {target && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
                  <Dialog.Title>Preview: {target.label}</Dialog.Title>
                  <Dialog.Description>Exactly as the customer will see it on their report page.</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body px={{ base: '3', md: '6' }}>
                  <ReportDocument content={target.content} meta={target.meta} headingLevel={3} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close preview</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export { PublishDialog, type PublishRequest } from './publish-dialog';
