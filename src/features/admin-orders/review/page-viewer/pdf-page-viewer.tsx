import { Alert, Box, Button, chakra, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useBackend } from '@/lib/backend-context';
import { usePdfPageLoader, type LoadedPdf } from './pdf-page-loader';
import { quoteItems } from './quote-match';

export interface PdfPageViewerProps {
  /** The order document: its file name (as the sources cite it) and where it is stored. */
  document: { name: string; storagePath: string };
  /** The page the quote is on (1-based). */
  page: number;
  /** The words to mark on that page; '' for a page the reviewer cited without a quote. */
  quote: string;
  /** The field the page is the source of, for the region's name. */
  fieldLabel: string;
}

const ZOOMS = [0.75, 1, 1.25, 1.5, 2] as const;
const FIT = 1;

/**
 * One page of an order document as pdf.js draws it, with its text laid over the picture and the quote marked.
 * The quote is also given as text under the page (the picture says nothing to a screen reader).
 */
export default function PdfPageViewer({ document: file, page: sourcePage, quote, fieldLabel }: PdfPageViewerProps) {
  const backend = useBackend();
  const loader = usePdfPageLoader();
  const bytes = useQuery({
    queryKey: ['order-document-bytes', file.storagePath],
    queryFn: async () => new Uint8Array(await (await backend.orders.downloadDocument(file.storagePath)).arrayBuffer()),
    staleTime: Infinity,
    retry: false,
  });
  const [pdf, setPdf] = useState<LoadedPdf | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [page, setPage] = useState(sourcePage);
  const [zoom, setZoom] = useState<number>(FIT);
  const [width, setWidth] = useState(0);
  const [found, setFound] = useState<boolean | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const pageInputId = useId();

  // Another source: back to its page.
  useEffect(() => setPage(sourcePage), [sourcePage, quote, file.storagePath]);

  useEffect(() => {
    if (!bytes.data) return;
    let live = true;
    let opened: LoadedPdf | null = null;
    setOpenError(null);
    loader.open(bytes.data).then(
      (loaded) => {
        opened = loaded;
        if (live) setPdf(loaded);
        else loaded.destroy();
      },
      (error: unknown) => {
        console.error('Error opening an order document', error);
        if (live) setOpenError(`${file.name} could not be opened as a PDF.`);
      },
    );
    return () => {
      live = false;
      opened?.destroy();
      setPdf(null);
    };
  }, [bytes.data, loader, file.name]);

  // The page is drawn at the width of its frame (fit width), times the zoom.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, element.clientWidth - 2));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  useEffect(() => {
    if (!pdf || !canvas.current || !textLayer.current) return;
    let live = true;
    setFound(null);
    pdf
      .render(Math.min(page, pdf.pageCount), {
        canvas: canvas.current,
        textLayer: textLayer.current,
        width: Math.round((width || 600) * zoom),
      })
      .then(
        ({ spans, texts }) => {
          if (!live) return;
          const marked = page === sourcePage ? quoteItems(texts, quote) : [];
          for (const [index, span] of spans.entries()) {
            const on = marked.includes(index);
            span.classList.toggle('quote', on);
            if (on) span.dataset.quote = 'true';
            else delete span.dataset.quote;
          }
          setFound(marked.length > 0);
          const first = spans[marked[0] ?? -1];
          const frame = scroller.current;
          if (first && frame) frame.scrollTop = Math.max(0, first.offsetTop - frame.clientHeight / 3);
        },
        (error: unknown) => {
          // A newer drawing cancels this one: nothing to say.
          if (!live || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
          console.error('Error drawing a document page', error);
          setOpenError(`Page ${page} of ${file.name} could not be drawn.`);
        },
      );
    return () => {
      live = false;
    };
  }, [pdf, page, width, zoom, quote, sourcePage, file.name]);

  const count = pdf?.pageCount ?? null;
  const error =
    openError ??
    (bytes.isError ? `${file.name} could not be downloaded: it may have been removed from the order.` : null);
  const zoomIndex = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);

  return (
    <Box
      as="section"
      aria-label={`Source of ${fieldLabel}: ${file.name}, page ${page}${count ? ` of ${count}` : ''}`}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      data-pdf-viewer=""
    >
      <Stack gap="2" p="2">
        <HStack gap="2" flexWrap="wrap" justify="space-between">
          <Text fontSize="sm" fontWeight="medium" wordBreak="break-word" minW="0">
            {file.name}
          </Text>
          <HStack gap="1" flexWrap="wrap" role="group" aria-label="Page">
            <Button
              size="xs"
              variant="outline"
              aria-label="Previous page"
              disabled={page <= 1 || count === null}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              ‹ Prev
            </Button>
            <chakra.label htmlFor={pageInputId} fontSize="sm">
              Page
            </chakra.label>
            <Input
              id={pageInputId}
              type="number"
              size="xs"
              w="14"
              min={1}
              max={count ?? undefined}
              value={page}
              disabled={count === null}
              onChange={(e) => {
                const next = Number(e.currentTarget.value);
                if (Number.isInteger(next) && next >= 1 && (count === null || next <= count)) setPage(next);
              }}
            />
            <Text fontSize="sm" aria-live="polite">
              of {count ?? '…'}
            </Text>
            <Button
              size="xs"
              variant="outline"
              aria-label="Next page"
              disabled={count === null || page >= count}
              onClick={() => setPage((p) => (count ? Math.min(count, p + 1) : p))}
            >
              Next ›
            </Button>
          </HStack>
          <HStack gap="1" role="group" aria-label="Zoom">
            <Button
              size="xs"
              variant="ghost"
              aria-label="Zoom out"
              disabled={zoomIndex <= 0}
              onClick={() => setZoom(ZOOMS[Math.max(0, zoomIndex - 1)]!)}
            >
              −
            </Button>
            <Button size="xs" variant="ghost" aria-pressed={zoom === FIT} onClick={() => setZoom(FIT)}>
              Fit width
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label="Zoom in"
              disabled={zoomIndex >= ZOOMS.length - 1}
              onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, zoomIndex + 1)]!)}
            >
              +
            </Button>
          </HStack>
        </HStack>

        {error ? (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{error}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Box
            ref={scroller}
            tabIndex={0}
            role="group"
            aria-label={`Page ${page} of ${file.name}, as an image with its text`}
            overflow="auto"
            maxH={{ base: '55vh', lg: 'calc(100vh - 16rem)' }}
            minH="40"
            bg="bg.muted"
            rounded="sm"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          >
            {!pdf && (
              <HStack role="status" gap="2" p="4" fontSize="sm">
                <Spinner size="sm" />
                <Text>Opening {file.name}…</Text>
              </HStack>
            )}
            <Box
              position="relative"
              w="fit-content"
              mx="auto"
              bg="white"
              css={{
                '& .textLayer': {
                  position: 'absolute',
                  inset: 0,
                  overflow: 'clip',
                  lineHeight: 1,
                  textAlign: 'initial',
                  transformOrigin: '0 0',
                  textSizeAdjust: 'none',
                  forcedColorAdjust: 'none',
                },
                '& .textLayer :is(span, br)': {
                  color: 'transparent',
                  position: 'absolute',
                  whiteSpace: 'pre',
                  cursor: 'text',
                  transformOrigin: '0% 0%',
                },
                '& .textLayer span.markedContent': { top: 0, height: 0 },
                '& .textLayer .endOfContent': { display: 'none' },
                '& .textLayer span.quote': {
                  backgroundColor: 'rgb(250 204 21 / 0.45)',
                  outline: '2px solid rgb(202 138 4)',
                  borderRadius: '2px',
                },
              }}
            >
              <canvas ref={canvas} aria-hidden="true" style={{ display: 'block' }} />
              <div ref={textLayer} className="textLayer" />
            </Box>
          </Box>
        )}

        {quote && page === sourcePage && found !== null && (
          <Stack gap="1" fontSize="sm">
            <Text color="fg.muted">
              {found
                ? `Highlighted on page ${sourcePage}:`
                : `The quoted words were not found in the text of page ${sourcePage} (a scanned page has no text to mark):`}
            </Text>
            <chakra.blockquote
              ps="3"
              borderStartWidth="3px"
              borderColor="yellow.500"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
            >
              “{quote}”
            </chakra.blockquote>
          </Stack>
        )}
        {page !== sourcePage && (
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setPage(sourcePage)}>
            Back to page {sourcePage}, where the quote is
          </Button>
        )}
      </Stack>
    </Box>
  );
}
