import { chakra } from '@chakra-ui/react';
import { FORM_FRAME_HEIGHTS, WIDE_VIEWPORT_MEDIA, type InboundKind } from '../embedded-form';

/** A third-party hosted form, full width, with its height reserved by CSS from the first paint. */
export function EmbeddedFormFrame({
  kind,
  src,
  title,
  lazy = false,
}: {
  kind: InboundKind;
  src: string;
  title: string;
  lazy?: boolean;
}) {
  const heights = FORM_FRAME_HEIGHTS[kind];
  return (
    <chakra.iframe
      src={src}
      title={title}
      loading={lazy ? 'lazy' : undefined}
      data-testid={`${kind}-form-frame`}
      display="block"
      width="100%"
      borderWidth="0"
      rounded="md"
      bg="bg"
      css={{ height: `${heights.narrow}px`, [WIDE_VIEWPORT_MEDIA]: { height: `${heights.wide}px` } }}
    />
  );
}
