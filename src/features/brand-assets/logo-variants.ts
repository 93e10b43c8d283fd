/**
 * The logo files admins can download from the portal (SPEC §2, sizes from SPEC §9). Logos that sit on
 * someone else's page have a transparent background; banners carry their own.
 */
export type LogoLayout = 'horizontal' | 'mark' | 'square' | 'stacked' | 'banner';

export interface LogoVariant {
  id: string;
  label: string;
  layout: LogoLayout;
  width: number;
  height: number;
  trademark: boolean;
  /** 'transparent', or the banner theme. */
  background: 'transparent' | 'brand' | 'light';
  /** File name without the product slug, e.g. 'logo-3200x800'. */
  fileStem: string;
}

export const LOGO_VARIANTS: readonly LogoVariant[] = [
  {
    id: 'logo-tm',
    label: 'Logo with ™',
    layout: 'horizontal',
    width: 3200,
    height: 800,
    trademark: true,
    background: 'transparent',
    fileStem: 'logo-tm-3200x800',
  },
  {
    id: 'logo',
    label: 'Logo without ™',
    layout: 'horizontal',
    width: 3200,
    height: 800,
    trademark: false,
    background: 'transparent',
    fileStem: 'logo-3200x800',
  },
  {
    id: 'square-icon',
    label: 'Square icon',
    layout: 'mark',
    width: 600,
    height: 600,
    trademark: false,
    background: 'transparent',
    fileStem: 'icon-600x600',
  },
  {
    id: 'square-logo',
    label: 'Square logo',
    layout: 'square',
    width: 600,
    height: 600,
    trademark: false,
    background: 'transparent',
    fileStem: 'square-logo-600x600',
  },
  {
    id: 'full-large',
    label: 'Full logo, large',
    layout: 'stacked',
    width: 1250,
    height: 1000,
    trademark: true,
    background: 'transparent',
    fileStem: 'full-logo-1250x1000',
  },
  {
    id: 'full-small',
    label: 'Full logo, small',
    layout: 'stacked',
    width: 250,
    height: 200,
    trademark: false,
    background: 'transparent',
    fileStem: 'full-logo-250x200',
  },
  {
    id: 'banner',
    label: 'Banner, brand blue',
    layout: 'banner',
    width: 1920,
    height: 512,
    trademark: false,
    background: 'brand',
    fileStem: 'banner-1920x512',
  },
  {
    id: 'banner-light',
    label: 'Banner, light',
    layout: 'banner',
    width: 1920,
    height: 512,
    trademark: false,
    background: 'light',
    fileStem: 'banner-light-1920x512',
  },
];

/** 'EntityLens Pro' -> 'entitylens-pro'. */
export function slugify(value: string): string {
  return (
    value
      // Marks first: NFKD would spell ™ as "TM".
      .replace(/[™®©]/g, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

export function logoFileName(productName: string, variant: LogoVariant): string {
  const slug = slugify(productName) || 'logo';
  return `${slug}-${variant.fileStem}.png`;
}
