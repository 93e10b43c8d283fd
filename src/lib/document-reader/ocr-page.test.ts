import { describe, expect, it } from 'vitest';
import {
  bandCuts,
  cropToInk,
  fitToPixels,
  luminance,
  MAX_OCR_PIXELS,
  recognizePage,
  toPgm,
  type GrayImage,
} from './ocr-page.ts';

/** A white page with black bars where text lines would be: [top, height, left, right] each. */
function page(width: number, height: number, bars: Array<[number, number, number, number]>): GrayImage {
  const gray = new Uint8Array(width * height).fill(255);
  for (const [top, h, left, right] of bars)
    for (let y = top; y < top + h; y += 1) gray.fill(0, y * width + left, y * width + right);
  return { width, height, gray };
}

/** Text lines 20 px high every 30 px from `top`, `count` of them, across the page's middle. */
const lines = (top: number, count: number, left = 50, right = 350): Array<[number, number, number, number]> =>
  Array.from({ length: count }, (_, i) => [top + i * 30, 20, left, right]);

/** A PGM's size and pixels. */
function parsePgm(pgm: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const header = new TextDecoder().decode(pgm.subarray(0, 20)).match(/^P5\n(\d+) (\d+)\n255\n/)!;
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

describe('OCR page images', () => {
  it('writes a binary PGM of the whole page or of a band of rows', () => {
    const image = { width: 3, height: 3, gray: Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]) };
    const whole = parsePgm(toPgm(image));
    expect([whole.width, whole.height, [...whole.pixels]]).toEqual([3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    const band = parsePgm(toPgm(image, 1, 2));
    expect([band.width, band.height, [...band.pixels]]).toEqual([3, 2, [4, 5, 6, 7, 8, 9]]);
  });

  it('turns RGB and RGBA pixels into luminance', () => {
    expect([...luminance([255, 255, 255, 0, 0, 0, 255, 0, 0], 3, 1, 3)]).toEqual([255, 0, 76]);
    expect([...luminance([255, 255, 255, 0, 0, 0, 0, 0, 0, 255, 0, 255], 3, 1, 4)]).toEqual([255, 0, 149]);
  });
});

describe('the OCR pixel limit', () => {
  it('reads letter, A4 and legal pages scanned at 150 to 300 dpi at their own size', () => {
    for (const [inches, dpi] of [
      [[8.5, 11], 300],
      [[8.27, 11.69], 300],
      [[8.5, 14], 300],
      [[8.5, 11], 150],
    ] as const) {
      const image = {
        width: Math.round(inches[0] * dpi),
        height: Math.round(inches[1] * dpi),
        gray: new Uint8Array(0),
      };
      expect(fitToPixels(image)).toBe(image);
    }
  });

  it('scales a larger page down under the limit, keeping its shape, each pixel the mean of those it covers', () => {
    const image = { width: 4, height: 2, gray: Uint8Array.from([0, 255, 10, 20, 255, 0, 30, 40]) };
    expect(fitToPixels(image, 2)).toEqual({ width: 2, height: 1, gray: Uint8Array.from([128, 25]) });
    // A 600 dpi legal page comes down to 16 megapixels, its shape kept.
    const big = fitToPixels({ width: 5100, height: 8400, gray: new Uint8Array(5100 * 8400) });
    expect(big.width * big.height).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(big.width * big.height).toBeGreaterThan(0.99 * MAX_OCR_PIXELS);
    expect(Math.abs(big.width / big.height - 5100 / 8400)).toBeLessThan(0.001);
  });
});

describe('cropping a page to its print', () => {
  it('drops the blank margins and keeps a white margin around the print', () => {
    const image = page(400, 800, lines(100, 3, 60, 300));
    // Lines at rows 100-119, 130-149, 160-179, columns 60-299; a 16 px margin.
    const cropped = cropToInk(image);
    expect([cropped.width, cropped.height]).toEqual([300 - 60 + 32, 180 - 100 + 32]);
    expect(cropped.gray[0]).toBe(255);
    expect(cropped.gray[16 * cropped.width + 16]).toBe(0);
  });

  it('keeps faint print (a grey stamp) and specks inside what it keeps, and keeps a page with nothing to crop', () => {
    const image = page(400, 800, lines(100, 3, 60, 300));
    image.gray.fill(200, 700 * 400 + 10, 700 * 400 + 50);
    expect(cropToInk(image).height).toBe(700 - 100 + 1 + 32);
    const blank = page(400, 800, []);
    expect(cropToInk(blank)).toBe(blank);
    const full = page(40, 80, [[0, 80, 0, 40]]);
    expect(cropToInk(full)).toBe(full);
  });
});

describe('cutting a page between the OCR workers', () => {
  it('cuts in the gap between paragraphs nearest the middle of the text, not between lines', () => {
    // Ten lines, a 60 px paragraph gap, ten lines (the gap starts at row 340).
    const image = page(400, 800, [...lines(50, 10), ...lines(400, 10)]);
    expect(bandCuts(image, 2)).toEqual([370]);
  });

  it('cuts between two lines when no paragraph gap is near the middle, with about half the text on each side', () => {
    const image = page(400, 800, lines(50, 20));
    const [cut] = bandCuts(image, 2);
    // In a 10 px gap between lines (rows 70-79 after line 0, …), so no line is cut.
    expect((cut! - 50) % 30).toBeGreaterThanOrEqual(20);
    expect(Math.abs(cut! - 350)).toBeLessThanOrEqual(0.15 * 600);
  });

  it('does not cut two columns side by side, nor a page with no blank row near the middle', () => {
    expect(bandCuts(page(400, 800, [...lines(50, 20, 20, 180), ...lines(50, 20, 220, 380)]), 2)).toEqual([]);
    // Lines near the middle touch one another: no blank row there.
    expect(bandCuts(page(400, 800, [...lines(50, 5), [200, 400, 50, 350], ...lines(650, 4)]), 2)).toEqual([]);
  });

  it('reads the bands at once, top to bottom, every row once, with the confidence of the words', async () => {
    const image = page(400, 800, [...lines(50, 10), ...lines(400, 10)]);
    const heights: number[] = [];
    let running = 0;
    let together = 0;
    const recognizer = (text: string, confidence: number) => async (pgm: Uint8Array) => {
      heights.push(parsePgm(pgm).height);
      running += 1;
      together = Math.max(together, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return { text, confidence };
    };
    const read = await recognizePage(image, [
      recognizer('one two three\nfour five six\n', 90),
      recognizer('seven\n', 50),
    ]);
    expect(read.text).toBe('one two three\nfour five six\nseven\n');
    expect(read.confidence).toBe((90 * 6 + 50) / 7);
    expect(together).toBe(2);
    // Every row of the page cropped to its print (rows 34 to 705: the lines and a 16 px margin) once.
    expect(heights).toEqual([336, 336]);
  });

  it('puts a blank line at the cut where the line above it ends a paragraph, as tesseract does', async () => {
    const image = page(400, 800, [...lines(50, 10), ...lines(400, 10)]);
    const read = await recognizePage(image, [
      async () => ({ text: '1. Formation. The Company was formed\non May 2.\n', confidence: 90 }),
      async () => ({ text: '2. Members. The members are listed\n', confidence: 90 }),
    ]);
    expect(read.text).toBe('1. Formation. The Company was formed\non May 2.\n\n2. Members. The members are listed\n');
  });

  it('reads the page whole in the first worker when it cannot be cut', async () => {
    const image = page(400, 800, [...lines(50, 20, 20, 180), ...lines(50, 20, 220, 380)]);
    const heights: number[] = [];
    const read = await recognizePage(image, [
      async (pgm) => (heights.push(parsePgm(pgm).height), { text: 'whole\n', confidence: 80 }),
      async () => ({ text: 'never\n', confidence: 0 }),
    ]);
    expect(read).toEqual({ text: 'whole\n', confidence: 80 });
    // Whole, cropped to its print: rows 34 to 655.
    expect(heights).toEqual([622]);
  });
});
