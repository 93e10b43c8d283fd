import type { Decorator } from '@storybook/react-vite';
import { SiteLayout } from '@/components/layout/site-layout';

/** Public page stories render inside the real header, main landmark and footer. */
export const withSiteLayout: Decorator = (Story) => (
  <SiteLayout>
    <Story />
  </SiteLayout>
);

/**
 * Stands in for a third-party hosted form in frame stories: a data URL, so the catalogue never
 * contacts another host. A query appended to a data URL becomes part of its page (the request
 * screen appends the prefill), so the page ends in an open comment that keeps it out of sight.
 */
export const EXAMPLE_FORM_URL =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent(
    '<!doctype html><html lang="en"><title>Hosted form</title><body style="font-family:system-ui;margin:0;padding:24px;background:#f8fafc;color:#111827"><h1 style="font-size:18px">Hosted form</h1><p>The third-party form service renders here when its URL is configured.</p></body></html><!--',
  );
