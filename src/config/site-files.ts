import { publicPaths } from './paths';

/**
 * sitemap.xml for the public pages. The sitemap protocol requires absolute URLs, so it needs the site's
 * origin; the build writes it only when VITE_SITE_URL is set (react-router.config.ts).
 */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[] = publicPaths): string {
  const urls = pagePaths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: public pages indexable, signed-in areas not; it names the sitemap only when there is one. */
export function robotsTxt(siteUrl: string | undefined): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth',
    'Disallow: /portal',
    'Disallow: /request',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    'Disallow: /secure-roles',
    'Disallow: /demo/',
    ...(siteUrl ? [`Sitemap: ${siteUrl}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
