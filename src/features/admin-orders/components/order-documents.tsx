import { Alert, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { OrderRequest } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { useDownloadDocument } from '@/lib/order-queries';
import { serverMessage } from '../api/orders-api';
import { formatDate } from './shared';

export const DOCUMENTS_PURGED = 'Documents removed after the retention period';

/** "820 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The order's PDFs: staff download them (moderators check drafts against them, issue 46 §2). */
export function OrderDocuments({ order }: { order: OrderRequest }) {
  const download = useDownloadDocument();

  const fetchDocument = (storagePath: string, name: string) => {
    download.mutate(
      { storagePath, name },
      {
        onError: (error) => {
          console.error('Error downloading an order document', error);
          notify.error('The document could not be downloaded', serverMessage(error));
        },
      },
    );
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Documents</Card.Title>
      </Card.Header>
      <Card.Body>
        {order.documents_purged_at ? (
          <Alert.Root status="info" role="note">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{DOCUMENTS_PURGED}</Alert.Title>
              <Alert.Description>
                The {order.documents.length === 1 ? 'document was' : `${order.documents.length} documents were`} deleted
                on {formatDate(order.documents_purged_at)}, as the Terms allow 90 days after submission.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : order.documents.length === 0 ? (
          <Text color="fg.muted">No documents were uploaded with this order.</Text>
        ) : (
          <Stack gap="3">
            <List.Root variant="plain" gap="2">
              {order.documents.map((doc) => (
                <List.Item key={doc.storage_path}>
                  <HStack justify="space-between" gap="3" width="full">
                    <Stack gap="0" minW="0" flex="1">
                      <Text fontWeight="medium" wordBreak="break-all">
                        {doc.name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        PDF, {fileSize(doc.size)}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Download ${doc.name}`}
                      loading={download.isPending && download.variables?.storagePath === doc.storage_path}
                      loadingText="Downloading..."
                      onClick={() => fetchDocument(doc.storage_path, doc.name)}
                    >
                      Download
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
