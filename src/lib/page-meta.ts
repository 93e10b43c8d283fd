import { brand } from '@/content/brand';

/** Title, description and Open Graph tags for a route's meta export. */
export function pageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const fullTitle = `${title} | ${brand.productName}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.productName },
    { property: 'og:url', content: path },
    { name: 'twitter:card', content: 'summary' },
  ];
}
