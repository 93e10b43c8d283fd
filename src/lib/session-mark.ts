/**
 * Marks `<html data-session="true">` before first paint when a signed-in session is stored, so a prerendered
 * page shows the signed-in header (My Account) from its first frame: public pages hydrate only on the
 * visitor's first interaction, and the session is read after that. Root inlines it in <head>. Any key ending
 * in `-auth-token` holding a refresh token counts: supabase-js's `sb-<project ref>-auth-token` and the
 * in-browser build's key alike. Once the app has read the session, the header follows it instead.
 */
export const SESSION_MARK_BOOT_SCRIPT = `(function(){try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);\
if(k&&/-auth-token$/.test(k)){var v=JSON.parse(localStorage.getItem(k)||'null');\
if(v&&v.refresh_token){document.documentElement.dataset.session='true';return}}}}catch(e){}})()`;

/** Style for what shows only while the mark says signed in (before the app has read the session). */
export const whenMarkedSignedIn = { 'html:not([data-session="true"]) &': { display: 'none' } } as const;
/** Style for what shows only while the mark says signed out. */
export const whenMarkedSignedOut = { 'html[data-session="true"] &': { display: 'none' } } as const;
