import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ReviewSource } from '@/backend';
import { citation, type ReportSourceMap } from '@/lib/report/sources';

export type ReportSources = ReportSourceMap;

/**
 * "Source: operating-agreement.pdf, p. 2" under a fact. The quote opens on demand in a native disclosure
 * (<details>: focusable, Enter/Space toggle, announced as expanded or collapsed), so the report stays short and
 * the evidence is one keystroke away. A source without a quote is the citation alone.
 */
export function SourceNote({ source }: { source: ReviewSource }) {
  const cited = (
    <>
      Source: <span translate="no">{citation(source)}</span>
    </>
  );
  if (!source.quote.trim())
    return (
      <Text fontSize="xs" color="fg.muted" whiteSpace="normal" data-source-note="">
        {cited}
      </Text>
    );
  return (
    <chakra.details fontSize="xs" color="fg.muted" whiteSpace="normal" data-source-note="">
      <chakra.summary
        cursor="pointer"
        width="fit-content"
        rounded="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      >
        {cited}
        <Box as="span" srOnly>
          {' '}
          (show the quote)
        </Box>
      </chakra.summary>
      <chakra.blockquote mt="1" ps="3" borderStartWidth="2px" color="fg" fontStyle="italic" whiteSpace="pre-wrap">
        “{source.quote}”
      </chakra.blockquote>
    </chakra.details>
  );
}

/** The value with its source under it; the value alone when there is no source or nothing to cite. */
export function withSource(value: ReactNode, source: ReviewSource | undefined): ReactNode {
  if (!source || value === '' || value === null || value === undefined) return value;
  return (
    <Box as="span" display="flex" flexDirection="column" gap="0.5">
      <span>{value}</span>
      <SourceNote source={source} />
    </Box>
  );
}
