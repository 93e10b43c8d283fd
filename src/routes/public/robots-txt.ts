/** robots.txt, prerendered at build time: public pages indexable, signed-in areas not. */
export function loader() {
  const site = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') ?? '';
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth',
    'Disallow: /portal',
    'Disallow: /request',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    'Disallow: /secure-roles',
    'Disallow: /demo/',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
