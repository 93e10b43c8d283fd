/**
 * Stands in for `@supabase/realtime-js` in the app's bundles (vite.config.ts aliases it here): the app opens no
 * realtime channel, but supabase-js imports and constructs a RealtimeClient anyway, and with its Phoenix socket
 * that is about 15 kB gzip on every signed-in page. The client only hands it the session's token; anything that
 * would open a channel fails loudly rather than silently doing nothing. Tests run the real package.
 */
export class RealtimeClient {
  constructor(_endpoint: string, _options?: unknown) {}

  /** supabase-js forwards each new access token (and none at sign-out); there is no socket to authorise. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error('This app does not use Supabase Realtime');
  }

  getChannels(): [] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
}
