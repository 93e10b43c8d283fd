import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PublishedReport } from '@/backend';
import { formatDateTime } from '../../components/shared';

/**
 * The order's published versions, newest first: the number, when, by whom and what a correction changed, with
 * a way to read each as the customer sees it.
 */
export function PublishedVersions({
  versions,
  emails,
  onView,
}: {
  versions: readonly PublishedReport[];
  /** Publishers' emails (admins read every profile); without them, "staff". */
  emails?: ReadonlyMap<string, string | null>;
  onView: (report: PublishedReport) => void;
}) {
  if (versions.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No version published yet.
      </Text>
    );
  }
  return (
    <Stack as="ol" aria-label="Published versions" gap="0" m="0" p="0" borderWidth="1px" rounded="md">
      {versions.map((report, index) => {
        const who = (report.published_by && emails?.get(report.published_by)) || 'staff';
        return (
          <Box
            as="li"
            key={report.id}
            listStyleType="none"
            px={{ base: '3', md: '4' }}
            py="3"
            borderTopWidth={index === 0 ? '0' : '1px'}
          >
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
              <Stack gap="1" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">Version {report.version}</Text>
                  {index === 0 && (
                    <Badge colorPalette="green" variant="subtle">
                      Current
                    </Badge>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={report.published_at}>{formatDateTime(report.published_at)}</time> by {who}
                  </Text>
                </HStack>
                {report.note && (
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    <Text as="span" color="fg.muted">
                      Correction:{' '}
                    </Text>
                    {report.note}
                  </Text>
                )}
              </Stack>
              <Button
                size="xs"
                variant="outline"
                alignSelf={{ base: 'flex-start', sm: 'center' }}
                flexShrink={0}
                onClick={() => onView(report)}
              >
                View version {report.version}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
