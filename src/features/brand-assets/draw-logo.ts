import type { LogoVariant } from './logo-variants';

/** The part of a 2D canvas context the logo needs; a recording fake implements it in tests. */
export type LogoCanvasContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'arcTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'measureText'
  | 'save'
  | 'restore'
  | 'createLinearGradient'
>;

export interface LogoText {
  productName: string;
  tagline: string;
}

export const LOGO_COLORS = {
  brand: '#1d4ed8',
  brandDeep: '#1e3a8a',
  ink: '#0f172a',
  inkMuted: '#475569',
  white: '#ffffff',
  paleBlue: '#bfdbfe',
  light: '#f8fafc',
} as const;

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const font = (weight: number, size: number) => `${weight} ${size}px ${FONT_STACK}`;
/** Below this the tagline would not be legible, so small files leave it out. */
const MIN_TAGLINE_PX = 12;

/** The app's mark (brand-logo.tsx, 32-unit grid): a rounded square with a lens. */
function drawMark(ctx: LogoCanvasContext, x: number, y: number, size: number, inverse = false) {
  const u = size / 32;
  const r = 7 * u;
  ctx.fillStyle = inverse ? LOGO_COLORS.white : LOGO_COLORS.brand;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + size, y, x + size, y + size, r);
  ctx.arcTo(x + size, y + size, x, y + size, r);
  ctx.arcTo(x, y + size, x, y, r);
  ctx.arcTo(x, y, x + size, y, r);
  ctx.closePath();
  ctx.fill();

  ctx.strokeStyle = inverse ? LOGO_COLORS.brand : LOGO_COLORS.white;
  ctx.lineWidth = 3 * u;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(x + 14 * u, y + 14 * u, 7 * u, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + 19 * u, y + 19 * u);
  ctx.lineTo(x + 25 * u, y + 25 * u);
  ctx.stroke();
}

/** The largest size (up to maxSize) at which text fits maxWidth. */
function fitSize(ctx: LogoCanvasContext, text: string, weight: number, maxSize: number, maxWidth: number): number {
  ctx.font = font(weight, maxSize);
  const width = ctx.measureText(text).width;
  if (width <= maxWidth) return maxSize;
  return Math.floor((maxSize * maxWidth) / width);
}

interface Wordmark {
  size: number;
  nameWidth: number;
  /** Total width including the ™. */
  width: number;
}

/** Sizes the product name (and ™) to fit maxWidth, at most maxSize tall. */
function measureWordmark(
  ctx: LogoCanvasContext,
  name: string,
  trademark: boolean,
  maxSize: number,
  maxWidth: number,
): Wordmark {
  // The ™ adds about a third of an em; reserve it before fitting the name.
  const reserve = trademark ? 0.42 : 0;
  ctx.font = font(700, maxSize);
  const atMax = ctx.measureText(name).width + reserve * maxSize;
  const size = atMax <= maxWidth ? maxSize : Math.floor((maxSize * maxWidth) / atMax);
  ctx.font = font(700, size);
  const nameWidth = ctx.measureText(name).width;
  return { size, nameWidth, width: nameWidth + reserve * size };
}

/** Draws the name at (x, middle) left-aligned, with a superscript ™ when asked. */
function drawWordmark(
  ctx: LogoCanvasContext,
  name: string,
  mark: Wordmark,
  trademark: boolean,
  x: number,
  middle: number,
  color: string,
) {
  ctx.fillStyle = color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = font(700, mark.size);
  ctx.fillText(name, x, middle);
  if (trademark) {
    ctx.font = font(600, Math.round(mark.size * 0.3));
    ctx.fillText('™', x + mark.nameWidth + mark.size * 0.04, middle - mark.size * 0.27);
  }
}

function drawCenteredText(
  ctx: LogoCanvasContext,
  text: string,
  weight: number,
  size: number,
  x: number,
  middle: number,
  color: string,
) {
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(weight, size);
  ctx.fillText(text, x, middle);
}

/** Mark on the left, name on the right, the pair centred: the 4:1 logo. */
function drawHorizontal(ctx: LogoCanvasContext, v: LogoVariant, text: LogoText) {
  const pad = Math.round(v.height * 0.1);
  const markSize = v.height - 2 * pad;
  const gap = Math.round(markSize * 0.22);
  const mark = measureWordmark(
    ctx,
    text.productName,
    v.trademark,
    Math.round(markSize * 0.6),
    v.width - 2 * pad - markSize - gap,
  );
  const left = Math.round((v.width - (markSize + gap + mark.width)) / 2);
  drawMark(ctx, left, pad, markSize);
  drawWordmark(ctx, text.productName, mark, v.trademark, left + markSize + gap, v.height / 2, LOGO_COLORS.ink);
}

/** Mark above name (and tagline when legible), the group centred: the full logo and the square logo. */
function drawStacked(ctx: LogoCanvasContext, v: LogoVariant, text: LogoText, markShare: number) {
  const maxTextWidth = v.width * 0.86;
  const markSize = Math.round(Math.min(v.height * markShare, v.width * 0.6));
  const mark = measureWordmark(ctx, text.productName, v.trademark, Math.round(v.height * 0.13), maxTextWidth);
  const taglineSize = fitSize(ctx, text.tagline, 500, Math.round(mark.size * 0.42), maxTextWidth);
  const showTagline = Boolean(text.tagline) && taglineSize >= MIN_TAGLINE_PX;
  const gap = Math.round(mark.size * 0.45);
  const total = markSize + gap + mark.size + (showTagline ? gap * 0.6 + taglineSize : 0);
  let y = Math.round((v.height - total) / 2);
  drawMark(ctx, Math.round((v.width - markSize) / 2), y, markSize);
  y += markSize + gap;
  drawWordmark(
    ctx,
    text.productName,
    mark,
    v.trademark,
    Math.round((v.width - mark.width) / 2),
    y + mark.size / 2,
    LOGO_COLORS.ink,
  );
  if (showTagline) {
    y += mark.size + gap * 0.6;
    drawCenteredText(ctx, text.tagline, 500, taglineSize, v.width / 2, y + taglineSize / 2, LOGO_COLORS.inkMuted);
  }
}

/** A wide banner with its own background: mark, name and tagline on the left third. */
function drawBanner(ctx: LogoCanvasContext, v: LogoVariant, text: LogoText) {
  const onBrand = v.background === 'brand';
  if (onBrand) {
    const gradient = ctx.createLinearGradient(0, 0, v.width, v.height);
    gradient.addColorStop(0, LOGO_COLORS.brandDeep);
    gradient.addColorStop(1, LOGO_COLORS.brand);
    ctx.fillStyle = gradient;
  } else {
    ctx.fillStyle = LOGO_COLORS.light;
  }
  ctx.fillRect(0, 0, v.width, v.height);

  const pad = Math.round(v.height * 0.2);
  const markSize = Math.round(v.height * 0.36);
  const gap = Math.round(markSize * 0.3);
  const textLeft = pad + markSize + gap;
  const maxTextWidth = v.width - textLeft - pad;
  const mark = measureWordmark(ctx, text.productName, v.trademark, Math.round(markSize * 0.62), maxTextWidth);
  const taglineSize = fitSize(ctx, text.tagline, 500, Math.round(markSize * 0.22), maxTextWidth);
  const middle = v.height / 2;
  drawMark(ctx, pad, Math.round(middle - markSize / 2), markSize, onBrand);
  const nameMiddle = text.tagline ? middle - taglineSize * 0.75 : middle;
  drawWordmark(
    ctx,
    text.productName,
    mark,
    v.trademark,
    textLeft,
    nameMiddle,
    onBrand ? LOGO_COLORS.white : LOGO_COLORS.ink,
  );
  if (text.tagline) {
    ctx.fillStyle = onBrand ? LOGO_COLORS.paleBlue : LOGO_COLORS.inkMuted;
    ctx.textAlign = 'left';
    ctx.font = font(500, taglineSize);
    ctx.fillText(text.tagline, textLeft, nameMiddle + mark.size * 0.5 + taglineSize * 0.9);
  }
}

/**
 * Draws one logo variant onto a context of exactly variant.width x variant.height. Pure apart from the
 * context: no DOM, so tests run it against a recording fake.
 */
export function drawLogo(ctx: LogoCanvasContext, variant: LogoVariant, text: LogoText): void {
  ctx.save();
  ctx.clearRect(0, 0, variant.width, variant.height);
  switch (variant.layout) {
    case 'horizontal':
      drawHorizontal(ctx, variant, text);
      break;
    case 'mark': {
      const pad = Math.round(variant.width * 0.04);
      drawMark(ctx, pad, pad, Math.min(variant.width, variant.height) - 2 * pad);
      break;
    }
    case 'square':
      drawStacked(ctx, variant, text, 0.5);
      break;
    case 'stacked':
      drawStacked(ctx, variant, text, 0.42);
      break;
    case 'banner':
      drawBanner(ctx, variant, text);
      break;
  }
  ctx.restore();
}
