import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import type { ReviewSource } from '@/backend';
import { citation, type ReportSourceMap } from '@/lib/report/sources';

export type ReportSources = ReportSourceMap;

/**
 * "Source: operating-agreement.pdf, p. 2" under a fact. The quote opens on demand (the disclosure pattern: a
 * button with aria-expanded controlling the quote), so the report stays short and the evidence is one Enter or
 * Space away. A source without a quote is the citation alone.
 */
export function SourceNote({ source }: { source: ReviewSource }) {
  const [open, setOpen] = useState(false);
  const quoteId = useId();
  const cited = (
    <>
      Source: <span translate="no">{citation(source)}</span>
    </>
  );
  if (!source.quote.trim())
    return (
      <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="normal" data-source-note="">
        {cited}
      </Text>
    );
  return (
    <Box as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="normal" data-source-note="">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={quoteId}
        onClick={() => setOpen((o) => !o)}
        textAlign="start"
        cursor="pointer"
        rounded="sm"
        textDecoration="underline"
        textDecorationStyle="dotted"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      >
        {cited}
        <Box as="span" srOnly>
          {open ? ' (hide the quote)' : ' (show the quote)'}
        </Box>
      </chakra.button>
      <Box
        as="span"
        id={quoteId}
        hidden={!open}
        display={open ? 'block' : 'none'}
        mt="1"
        ps="3"
        borderStartWidth="2px"
        color="fg"
        fontStyle="italic"
        whiteSpace="pre-wrap"
      >
        “{source.quote}”
      </Box>
    </Box>
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
