// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { deferHydration, holdAndReplay, parseBootScript } from './defer-hydration.mjs';

// The shape React Router 7 prerenders (checked against the real build by the e2e byte budgets and journeys).
const BOOT =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; import * as route1 from "/assets/home-3.js";      ' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};  import("/assets/entry.client-4.js");';
const PAGE =
  '<html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
  '<script>window.__reactRouterContext = {};</script></head><body><main>Content</main>' +
  `<script type="module" async="">${BOOT}</script></body></html>`;

describe('deferHydration', () => {
  test("takes React Router's boot script apart", () => {
    expect(parseBootScript(BOOT)).toEqual({
      sideEffects: ['/assets/manifest-1.js'],
      routes: [
        { name: 'route0', href: '/assets/root-2.js' },
        { name: 'route1', href: '/assets/home-3.js' },
      ],
      routeModules: '{"root":route0,"routes/public/home":route1}',
      entry: '/assets/entry.client-4.js',
    });
  });

  test('refuses a boot script of another shape instead of shipping a page that never hydrates', () => {
    expect(() => parseBootScript(`${BOOT} window.somethingNew = 1;`)).toThrow(/Unknown statement/);
    expect(() => parseBootScript('import "/assets/manifest-1.js";')).toThrow(/lacks/);
    expect(() => deferHydration('<html><body>No scripts</body></html>', 'key')).toThrow(/No React Router boot script/);
  });

  test('the page keeps its content and inline context, loses its modulepreloads and static imports', () => {
    const html = deferHydration(PAGE, 'the-key');
    expect(html).toContain('<main>Content</main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('async=""');
    expect(html).not.toMatch(/import \* as|import "/);
    // The modules are named only inside hydrate(), which the first interaction (or the flag) calls.
    expect(html).toContain('import("/assets/root-2.js")');
    expect(html).toContain('["/assets/manifest-1.js","/assets/entry.client-4.js"]');
    expect(html).toContain('"the-key"');
  });

  test('hydrates on the first interaction, once; holds clicks and submits, keeps typed text, replays them after', async () => {
    document.body.innerHTML =
      '<form><input name="n" value=""><button type="submit">Send</button></form>' +
      '<button type="button" id="open">Open</button><a href="#x" id="link">Link</a>';
    const open = document.getElementById('open')!;
    const form = document.querySelector('form')!;
    const field = document.querySelector('input')!;
    const seen: string[] = [];
    let hydrations = 0;
    new Function('hydrate', holdAndReplay('k'))(() => {
      hydrations += 1;
      return Promise.resolve();
    });
    expect(document.documentElement.dataset.hydration).toBe('deferred');
    expect(hydrations).toBe(0);

    // Before hydration: the page's own handlers (React's, later) see nothing of a held click or submit.
    document.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    open.click();
    expect(hydrations).toBe(1);
    field.value = 'Dana';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    form.requestSubmit();
    document.getElementById('link')!.click();
    expect(seen).toEqual(['click link']);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(hydrations).toBe(1);

    // Hydrating resets the field; once <html data-hydrated> appears, the text comes back and the held actions run.
    field.value = '';
    const inputs: string[] = [];
    field.addEventListener('input', () => inputs.push(field.value));
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field.value).toBe('Dana');
    expect(inputs).toEqual(['Dana']);
    expect(seen).toEqual(['click link', 'click open', 'submit']);

    // After hydration nothing is held.
    open.click();
    expect(seen.at(-1)).toBe('click open');
  });

  test('the flag left by a reload hydrates at once, and is used once', () => {
    sessionStorage.setItem('flag', 'true');
    let hydrations = 0;
    new Function('hydrate', holdAndReplay('flag'))(() => {
      hydrations += 1;
      return Promise.resolve();
    });
    expect(hydrations).toBe(1);
    expect(sessionStorage.getItem('flag')).toBeNull();
  });
});
