import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackend } from './render';

/**
 * The prerender renders every page in one process; the browser hydrates one page with a fresh start.
 * The markup (emotion class names included) must not depend on what rendered before, or hydration
 * mismatches. Each case loads the app's modules afresh, as a browser does.
 */
async function freshRenderer() {
  vi.resetModules();
  const { AppProviders } = await import('@/app/providers');
  const { SiteLayout } = await import('@/components/layout/site-layout');
  return (Page: ComponentType) =>
    renderToString(
      <AppProviders backend={fakeBackend().adapter}>
        <MemoryRouter>
          <SiteLayout>
            <Page />
          </SiteLayout>
        </MemoryRouter>
      </AppProviders>,
    );
}

const page = async (path: string) =>
  ((await import(`@/routes/public/${path}.tsx`)) as { default: ComponentType }).default;

describe('render order', () => {
  it('a page renders the same markup alone and after other pages', async () => {
    const alone = (await freshRenderer())(await page('legacy-login'));

    const render = await freshRenderer();
    for (const other of ['home', 'features', 'about', 'contact']) render(await page(other));
    expect(render(await page('legacy-login'))).toBe(alone);
  });
});
