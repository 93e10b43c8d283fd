import { Alert, Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { OrderRequest } from '@/backend';
import type { Source } from '@/lib/document-reader';

// pdf.js comes with the viewer, when a source is first shown: not in the editor's own chunk.
const PdfPageViewer = lazy(() => import('./pdf-page-viewer'));

/** The page a field's value came from, in the PDF viewer; a document no longer with the order is said so. */
export function SourceViewer({ order, source, label }: { order: OrderRequest; source: Source; label: string }) {
  const file = order.documents.find((d) => d.name === source.file);
  if (!file)
    return (
      <Alert.Root status="warning" role="note" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {source.file} is not among this order’s documents, so page {source.page} cannot be shown.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Suspense
      fallback={
        <HStack role="status" gap="2" p="3" borderWidth="1px" rounded="md">
          <Spinner size="sm" />
          <Text fontSize="sm">Loading the document viewer…</Text>
        </HStack>
      }
    >
      <Box>
        <PdfPageViewer
          document={{ name: file.name, storagePath: file.storage_path }}
          page={source.page}
          quote={source.quote}
          fieldLabel={label}
        />
      </Box>
    </Suspense>
  );
}
