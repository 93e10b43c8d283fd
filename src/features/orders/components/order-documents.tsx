import { Button, HStack, List, Text } from '@chakra-ui/react';
import { errorMessage, type OrderRequest } from '@/backend';
import { orderDate } from '@/components/orders/dates';
import { fileSize } from '@/components/orders/pdf-file-picker';
import { notify } from '@/components/ui/toaster';
import { useDownloadDocument } from '@/lib/order-queries';

export const DOCUMENTS_PURGED = 'Documents removed after the retention period';

/** The order's PDFs with a download each, or the note that they were removed after the retention period. */
export function OrderDocuments({ order }: { order: OrderRequest }) {
  const download = useDownloadDocument();

  if (order.documents_purged_at)
    return (
      <Text color="fg.muted" fontSize="sm">
        {DOCUMENTS_PURGED} (on {orderDate(order.documents_purged_at)}). We keep uploaded PDFs for at least 90 days after
        an order is submitted.
      </Text>
    );
  if (order.documents.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No documents on this order.
      </Text>
    );

  return (
    <List.Root listStyleType="none" gap="2" aria-label="Documents">
      {order.documents.map((doc) => {
        const busy = download.isPending && download.variables?.storagePath === doc.storage_path;
        return (
          <List.Item key={doc.storage_path} minW="0">
            <HStack justify="space-between" gap="3" borderWidth="1px" rounded="md" px="3" py="2">
              <Text fontSize="sm" minW="0" overflowWrap="anywhere">
                {doc.name}{' '}
                <Text as="span" color="fg.muted" fontSize="xs">
                  ({fileSize(doc.size)})
                </Text>
              </Text>
              <Button
                size="xs"
                variant="outline"
                flexShrink={0}
                aria-label={`Download ${doc.name}`}
                loading={busy}
                loadingText="Downloading..."
                onClick={() =>
                  download.mutate(
                    { storagePath: doc.storage_path, name: doc.name },
                    { onError: (error) => notify.error('Download failed', errorMessage(error)) },
                  )
                }
              >
                Download
              </Button>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
