import { saveBlobAsFile } from '@/lib/save-file';
import { drawLogo, type LogoText } from './draw-logo';
import { logoFileName, type LogoVariant } from './logo-variants';

/** Draws a variant on a fresh canvas of its exact size and encodes it as PNG (browser only). */
export async function renderLogoPng(variant: LogoVariant, text: LogoText): Promise<Blob> {
  // The system font is already there, but waiting costs nothing and avoids a fallback font on first use.
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  canvas.width = variant.width;
  canvas.height = variant.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images (no 2D canvas).');
  ctx.imageSmoothingQuality = 'high';
  drawLogo(ctx, variant, text);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded as PNG.'))),
      'image/png',
    );
  });
}

export async function downloadLogo(variant: LogoVariant, text: LogoText): Promise<string> {
  const fileName = logoFileName(text.productName, variant);
  saveBlobAsFile(await renderLogoPng(variant, text), fileName);
  return fileName;
}
