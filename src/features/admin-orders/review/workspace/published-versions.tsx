import { Badge, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { PublishedReport, StoredReportOverride, StoredReportSignoff } from '@/backend';
import { useReportOverrides, useReportSignoffs } from '../../api/reports-api';
import { formatDateTime, LoadingLine } from '../../components/shared';
import { FieldHistory } from '../field-history/field-history';

/** Loaded when a version's record is first opened: most visits never open one. */
const VersionReviews = lazy(() => import('./version-reviews').then((m) => ({ default: m.VersionReviews })));

/** A version's "who verified what", opened on demand under its line. */
function VersionRecord({ report, emails }: { report: PublishedReport; emails?: ReadonlyMap<string, string | null> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide' : 'Show'} who verified what
      </Button>
      <Box id={id} hidden={!open}>
        {open && (
          <Suspense fallback={<LoadingLine label="Loading..." />}>
            <VersionReviews reportId={report.id} version={report.version} emails={emails} />
          </Suspense>
        )}
        {open && (
          <Stack gap="1" mt="3">
            <Heading as="h4" size="xs">
              Field history of version {report.version}
            </Heading>
            <FieldHistory orderId={report.order_id} version={report.version} />
          </Stack>
        )}
      </Box>
    </>
  );
}

/** Why a version was published over its contradictions, and what they were (staff only; issue 46 §3). */
function OverrideNote({ override, version }: { override: StoredReportOverride; version: number }) {
  const count = override.contradictions.length;
  return (
    <Stack gap="1" fontSize="sm" borderStartWidth="3px" borderColor="orange.solid" ps="3">
      <Text wordBreak="break-word" whiteSpace="pre-wrap">
        <Text as="span" color="fg.muted">
          Published despite {count === 1 ? '1 contradiction' : `${count} contradictions`}. Override:{' '}
        </Text>
        {override.reason}
      </Text>
      <List.Root as="ul" ps="4" color="fg.muted" aria-label={`Contradictions overridden in version ${version}`}>
        {override.contradictions.map((c) => (
          <List.Item key={`${c.rule}: ${c.message}`} wordBreak="break-word">
            {c.message}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Who signed the version off: the colleague who approved its draft, or why it went out without one (issue 46 §2). */
function SignoffNote({ signoff }: { signoff: StoredReportSignoff }) {
  if (signoff.unapproved_reason !== null)
    return (
      <Text fontSize="sm" wordBreak="break-word" whiteSpace="pre-wrap">
        <Text as="span" color="fg.muted">
          Published without a checker’s approval. Reason:{' '}
        </Text>
        {signoff.unapproved_reason}
      </Text>
    );
  return (
    <Text fontSize="sm" color="fg.muted">
      Approved by {signoff.checker_email ?? 'a former staff member'}
      {signoff.approved_at ? ` (${formatDateTime(signoff.approved_at)})` : ''}; drafted by{' '}
      {signoff.maker_email ?? 'a former staff member'}.
    </Text>
  );
}

/**
 * The order's published versions, newest first: the number, when, by whom, what a correction changed and the
 * override of a version published over its contradictions (staff read it; the customer never does), with a way
 * to read each as the customer sees it and, for staff, who verified what in it.
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
  const overrides = useReportOverrides(versions[0]?.order_id ?? null);
  const overrideOf = new Map((overrides.data ?? []).map((o) => [o.version, o]));
  const signoffs = useReportSignoffs(versions[0]?.order_id ?? null);
  const signoffOf = new Map((signoffs.data ?? []).map((s) => [s.version, s]));
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
                {signoffOf.has(report.version) && <SignoffNote signoff={signoffOf.get(report.version)!} />}
                {overrideOf.has(report.version) && (
                  <OverrideNote override={overrideOf.get(report.version)!} version={report.version} />
                )}
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
            <VersionRecord report={report} emails={emails} />
          </Box>
        );
      })}
    </Stack>
  );
}
