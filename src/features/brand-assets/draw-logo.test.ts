import { describe, expect, it } from 'vitest';
import { drawLogo, LOGO_COLORS, type LogoCanvasContext } from './draw-logo';
import { LOGO_VARIANTS, logoFileName, slugify, type LogoVariant } from './logo-variants';

interface TextCall {
  text: string;
  x: number;
  y: number;
  font: string;
  align: CanvasTextAlign;
  fill: unknown;
  width: number;
  size: number;
}

/** A context that records what is drawn; text is as wide as 0.6 em per character, like a sans-serif bold. */
class RecordingContext implements LogoCanvasContext {
  fillStyle: string | CanvasGradient | CanvasPattern = '#000000';
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000000';
  lineWidth = 1;
  lineCap: CanvasLineCap = 'butt';
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  calls: string[] = [];
  points: Array<[number, number]> = [];
  texts: TextCall[] = [];
  rects: Array<{ kind: 'fill' | 'clear'; x: number; y: number; w: number; h: number; fill: unknown }> = [];
  fills = 0;
  strokes = 0;
  depth = 0;

  get size() {
    return Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
  }
  clearRect(x: number, y: number, w: number, h: number) {
    this.calls.push('clearRect');
    this.rects.push({ kind: 'clear', x, y, w, h, fill: null });
  }
  fillRect(x: number, y: number, w: number, h: number) {
    this.calls.push('fillRect');
    this.rects.push({ kind: 'fill', x, y, w, h, fill: this.fillStyle });
  }
  beginPath() {
    this.calls.push('beginPath');
  }
  moveTo(x: number, y: number) {
    this.points.push([x, y]);
  }
  lineTo(x: number, y: number) {
    this.points.push([x, y]);
  }
  arc(x: number, y: number, r: number) {
    this.points.push([x - r, y - r], [x + r, y + r]);
  }
  arcTo(x1: number, y1: number, x2: number, y2: number) {
    this.points.push([x1, y1], [x2, y2]);
  }
  closePath() {}
  fill() {
    this.fills += 1;
  }
  stroke() {
    this.strokes += 1;
  }
  fillText(text: string, x: number, y: number) {
    this.texts.push({
      text,
      x,
      y,
      font: this.font,
      align: this.textAlign,
      fill: this.fillStyle,
      width: this.measureText(text).width,
      size: this.size,
    });
  }
  measureText(text: string) {
    return { width: [...text].length * this.size * 0.6 } as TextMetrics;
  }
  save() {
    this.depth += 1;
  }
  restore() {
    this.depth -= 1;
  }
  createLinearGradient() {
    const stops: Array<[number, string]> = [];
    return {
      stops,
      addColorStop: (offset: number, color: string) => void stops.push([offset, color]),
    } as unknown as CanvasGradient;
  }
}

const TEXT = { productName: 'EntityLens', tagline: 'Legal-entity document review for lenders' };

function draw(variant: LogoVariant, text = TEXT) {
  const ctx = new RecordingContext();
  drawLogo(ctx, variant, text);
  return ctx;
}

/** Horizontal extent of a text call, given its alignment. */
function span(t: TextCall): [number, number] {
  if (t.align === 'center') return [t.x - t.width / 2, t.x + t.width / 2];
  if (t.align === 'right' || t.align === 'end') return [t.x - t.width, t.x];
  return [t.x, t.x + t.width];
}

const variant = (id: string) => LOGO_VARIANTS.find((v) => v.id === id)!;

describe('logo variants', () => {
  it('cover every size of SPEC §9', () => {
    const sizes = new Set(LOGO_VARIANTS.map((v) => `${v.width}x${v.height}`));
    for (const size of ['3200x800', '600x600', '1250x1000', '250x200', '1920x512']) expect(sizes).toContain(size);
    expect(
      LOGO_VARIANTS.filter((v) => v.width === 3200)
        .map((v) => v.trademark)
        .sort(),
    ).toEqual([false, true]);
  });

  it('name files after the product and the size', () => {
    expect(logoFileName('EntityLens', variant('logo'))).toBe('entitylens-logo-3200x800.png');
    expect(logoFileName('EntityLens', variant('logo-tm'))).toBe('entitylens-logo-tm-3200x800.png');
    expect(logoFileName('EntityLens', variant('banner'))).toBe('entitylens-banner-1920x512.png');
    expect(new Set(LOGO_VARIANTS.map((v) => logoFileName('EntityLens', v))).size).toBe(LOGO_VARIANTS.length);
    for (const v of LOGO_VARIANTS) expect(logoFileName('X', v)).toMatch(new RegExp(`-${v.width}x${v.height}\\.png$`));
  });

  it('slugify product names for file names', () => {
    expect(slugify('EntityLens')).toBe('entitylens');
    expect(slugify('  Crédit Lens™ Pro! ')).toBe('credit-lens-pro');
    expect(logoFileName('™', variant('logo'))).toBe('logo-logo-3200x800.png');
  });
});

describe.each(LOGO_VARIANTS.map((v) => [v.id, v] as const))('drawLogo %s', (_id, v) => {
  it('starts from a cleared canvas of its exact size and balances save/restore', () => {
    const ctx = draw(v);
    expect(ctx.calls[0]).toBe('clearRect');
    expect(ctx.rects[0]).toMatchObject({ kind: 'clear', x: 0, y: 0, w: v.width, h: v.height });
    expect(ctx.depth).toBe(0);
  });

  it('draws the mark inside the canvas', () => {
    const ctx = draw(v);
    expect(ctx.fills).toBeGreaterThan(0);
    expect(ctx.strokes).toBeGreaterThanOrEqual(2);
    for (const [x, y] of ctx.points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(v.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(v.height);
    }
  });

  it('keeps every piece of text inside the canvas', () => {
    const ctx = draw(v);
    for (const t of ctx.texts) {
      const [left, right] = span(t);
      expect(left, t.text).toBeGreaterThanOrEqual(0);
      expect(right, t.text).toBeLessThanOrEqual(v.width);
      expect(t.y - t.size / 2, t.text).toBeGreaterThanOrEqual(0);
      expect(t.y + t.size / 2, t.text).toBeLessThanOrEqual(v.height);
    }
  });

  it('shrinks a long product name to fit instead of clipping it', () => {
    const ctx = draw(v, { ...TEXT, productName: 'Extraordinarily Long Product Name Incorporated' });
    for (const t of ctx.texts) {
      const [left, right] = span(t);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(v.width);
    }
  });

  it(v.trademark ? 'adds the ™ after the name' : 'has no ™', () => {
    const ctx = draw(v);
    const tm = ctx.texts.filter((t) => t.text === '™');
    expect(tm).toHaveLength(v.trademark ? 1 : 0);
    if (v.trademark) {
      const name = ctx.texts.find((t) => t.text === TEXT.productName)!;
      expect(tm[0]!.x).toBeGreaterThanOrEqual(name.x + name.width);
      expect(tm[0]!.y).toBeLessThan(name.y);
    }
  });
});

describe('drawLogo layouts', () => {
  it('leaves logos transparent: nothing paints the whole background', () => {
    for (const v of LOGO_VARIANTS.filter((x) => x.background === 'transparent')) {
      expect(
        draw(v).rects.filter((r) => r.kind === 'fill'),
        v.id,
      ).toEqual([]);
    }
  });

  it('paints banners edge to edge, with white text on brand blue and dark text on light', () => {
    const brand = draw(variant('banner'));
    expect(brand.rects.find((r) => r.kind === 'fill')).toMatchObject({ x: 0, y: 0, w: 1920, h: 512 });
    expect(brand.texts.find((t) => t.text === TEXT.productName)?.fill).toBe(LOGO_COLORS.white);
    const light = draw(variant('banner-light'));
    expect(light.rects.find((r) => r.kind === 'fill')).toMatchObject({
      x: 0,
      y: 0,
      w: 1920,
      h: 512,
      fill: LOGO_COLORS.light,
    });
    expect(light.texts.find((t) => t.text === TEXT.productName)?.fill).toBe(LOGO_COLORS.ink);
    expect(light.texts.map((t) => t.text)).toContain(TEXT.tagline);
  });

  it('draws the name large on the 3200x800 logo (crisp at full resolution)', () => {
    const name = draw(variant('logo')).texts.find((t) => t.text === TEXT.productName)!;
    expect(name.size).toBeGreaterThanOrEqual(300);
  });

  it('shows the tagline on the large full logo and leaves it out where it would be illegible', () => {
    expect(draw(variant('full-large')).texts.map((t) => t.text)).toContain(TEXT.tagline);
    const small = draw(variant('full-small')).texts;
    expect(small.map((t) => t.text)).toEqual([TEXT.productName]);
    expect(small[0]!.size).toBeGreaterThanOrEqual(20);
  });

  it('draws only the mark on the square icon', () => {
    const ctx = draw(variant('square-icon'));
    expect(ctx.texts).toEqual([]);
    const xs = ctx.points.map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(500);
  });
});
