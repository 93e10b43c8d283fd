import { env } from '@/config/env';
import { robotsTxt } from '@/config/site-files';

/** robots.txt, prerendered at build time (see site-files.ts). */
export function loader() {
  return new Response(robotsTxt(env.VITE_SITE_URL), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
