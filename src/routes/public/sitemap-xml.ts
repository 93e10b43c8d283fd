import { publicPaths } from '@/config/paths';

/** sitemap.xml, prerendered at build time from the route table. Absolute URLs use SITE_URL when set. */
export function loader() {
  const site = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') ?? '';
  const urls = publicPaths.map((path) => `  <url><loc>${site}${path}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
