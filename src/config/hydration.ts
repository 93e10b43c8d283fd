/**
 * A sessionStorage flag: the next deferred public page load hydrates at once instead of waiting for an
 * interaction (docs/decisions/0008). The in-browser backend sets it when its service worker library is about
 * to reload the page (a page its worker does not control yet): the visitor has already interacted, and
 * the reloaded page must not wait for them to do it again.
 */
export const HYDRATE_AT_ONCE_KEY = 'entitylens:hydrate-at-once';
