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

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadLogo(variant: LogoVariant, text: LogoText): Promise<string> {
  const fileName = logoFileName(text.productName, variant);
  saveBlob(await renderLogoPng(variant, text), fileName);
  return fileName;
}
