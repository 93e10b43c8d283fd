/** Third-party form frames (SPEC §2, §9): 800px at 768px wide or narrower, else 625px (contact) / 615px (demo). */
export type InboundKind = 'contact' | 'demo';

export const NARROW_MAX_WIDTH_PX = 768;

export const FORM_FRAME_HEIGHTS: Record<InboundKind, { narrow: number; wide: number }> = {
  contact: { narrow: 800, wide: 625 },
  demo: { narrow: 800, wide: 615 },
};

/**
 * Exactly "wider than 768px". A CSS rule (not JS) so the prerendered HTML already has the right
 * height at any width: no layout shift on hydration, and it follows window resizes by itself.
 */
export const WIDE_VIEWPORT_MEDIA = `@media not all and (max-width: ${NARROW_MAX_WIDTH_PX}px)`;

export function frameHeightFor(kind: InboundKind, viewportWidth: number): number {
  const heights = FORM_FRAME_HEIGHTS[kind];
  return viewportWidth <= NARROW_MAX_WIDTH_PX ? heights.narrow : heights.wide;
}
