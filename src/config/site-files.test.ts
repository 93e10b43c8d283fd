import { describe, expect, it } from 'vitest';
import { publicPaths } from './paths';
import { robotsTxt, sitemapXml } from './site-files';

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page by absolute URL, and nothing behind sign-in', () => {
    const xml = sitemapXml('https://entitylens.example');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs).toEqual(publicPaths.map((path) => `https://entitylens.example${path}`));
    for (const loc of locs) expect(new URL(loc).origin).toBe('https://entitylens.example');
    expect(xml).not.toContain('/portal');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('robots.txt names the sitemap by absolute URL only when the site URL is known', () => {
    expect(robotsTxt('https://entitylens.example')).toContain('Sitemap: https://entitylens.example/sitemap.xml\n');
    const withoutSite = robotsTxt(undefined);
    expect(withoutSite).not.toContain('Sitemap');
    expect(withoutSite).toContain('Disallow: /admin\n');
  });
});
