// The in-browser backend's service worker: MSW's own worker (mockServiceWorker.js, written by `msw init`)
// plus one static route. Only requests to /mock-api start this worker; everything else (pages, scripts,
// styles, images) goes straight to the network and the HTTP cache. Without the route, each script of a page
// load waits its turn in the worker, and once the page is active MSW sends every request to the page's main
// thread and back to decide it is not its own. Browsers without static routing (addRoutes) skip it.
importScripts('./mockServiceWorker.js');

addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { not: { urlPattern: { pathname: '/mock-api/*' } } }, source: 'network' })
      .catch(() => undefined),
  );
});
