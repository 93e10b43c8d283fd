import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';

/** What supabase-js answers for a count read with `head: true`: no data, the count from Content-Range. */
export interface HeadCountResult {
  status: number;
  count: number | null;
  data: unknown;
  error: { message: string; code?: string } | null;
}

/** supabase-js builds a realtime client even when no channel is opened; Node 20 has no WebSocket. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('Counting rows opens no realtime channel');
  }
}

/**
 * Counts a table's rows as any Supabase client does, outside the port: supabase-js's
 * `from(table).select('*', { count: 'exact', head: true })` (a HEAD request with `Prefer: count=exact`), with
 * `equals` as `.eq()` filters, as the holder of `accessToken` (null: the anonymous caller). For the contract
 * suite: the wire answers it as PostgREST does on every backend, whether or not the app sends it.
 */
export async function headCount(
  url: string,
  anonKey: string,
  accessToken: string | null,
  table: string,
  equals: Readonly<Record<string, string>> = {},
): Promise<HeadCountResult> {
  const client = createClient(url, anonKey, {
    realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken ?? anonKey}` } },
  });
  let query = client.from(table).select('*', { count: 'exact', head: true });
  for (const [column, value] of Object.entries(equals)) query = query.eq(column, value);
  const { status, count, data, error } = await query;
  return { status, count, data, error: error ? { message: error.message, code: error.code } : null };
}
