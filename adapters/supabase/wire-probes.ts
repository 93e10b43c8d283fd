import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';

/** What supabase-js answered: its status where it gives one, the data, and the error's message and code. */
export interface WireAnswer<T> {
  status?: number;
  data: T;
  error: { message: string; code?: string; statusCode?: string } | null;
}

/**
 * Requests any Supabase client may send that the app's port does not, for the contract suite: the wire must answer
 * them as PostgREST and Storage do on every backend (issue 42: the emulator answered them otherwise).
 */
export interface WireProbes {
  /** `rpc(fn, args, { head: true })` or `{ get: true }`: a read-only function called with HEAD or GET. */
  rpcRead(fn: string, args: Record<string, unknown>, method: 'HEAD' | 'GET'): Promise<WireAnswer<unknown>>;
  /** storage-js's `exists(path)` in a bucket: HEAD /storage/v1/object/<bucket>/<path>. */
  exists(bucket: string, path: string): Promise<WireAnswer<boolean>>;
  /** storage-js's `move(from, to)` in a bucket: POST /storage/v1/object/move. */
  move(bucket: string, from: string, to: string): Promise<WireAnswer<{ message: string } | null>>;
}

/** supabase-js builds a realtime client even when no channel is opened; Node 20 has no WebSocket. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('A wire probe opens no realtime channel');
  }
}

function errorOf(error: unknown): WireAnswer<unknown>['error'] {
  if (!error) return null;
  const e = error as { message?: unknown; code?: unknown; statusCode?: unknown };
  return {
    message: String(e.message ?? ''),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'string' ? { statusCode: e.statusCode } : {}),
  };
}

/** The probes as the holder of `bearer` (a user's access token, the service-role key) or, with null, as anon. */
export function wireProbes(url: string, anonKey: string, bearer: string | null): WireProbes {
  const client = createClient(url, anonKey, {
    realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${bearer ?? anonKey}` } },
  });
  return {
    async rpcRead(fn, args, method) {
      const { status, data, error } = await client.rpc(fn, args, method === 'HEAD' ? { head: true } : { get: true });
      return { status, data, error: errorOf(error) };
    },
    async exists(bucket, path) {
      const { data, error } = await client.storage.from(bucket).exists(path);
      return { data, error: errorOf(error) };
    },
    async move(bucket, from, to) {
      const { data, error } = await client.storage.from(bucket).move(from, to);
      return { data, error: errorOf(error) };
    },
  };
}
