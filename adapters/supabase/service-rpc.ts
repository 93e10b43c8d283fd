import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';

/** What PostgREST answered a function call: its result, or its error's SQLSTATE and message. */
export interface ServiceRpcAnswer {
  data: unknown;
  error: { code: string; message: string } | null;
}

/** supabase-js builds a realtime client even when no channel is opened; Node 20 has no WebSocket. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('A service-role function call opens no realtime channel');
  }
}

/**
 * Calls a database function with the service-role key, as an Edge Function does (record_sos_lookup after its
 * admin check): the key only a harness or a function holds, never the app.
 */
export async function serviceRpc(
  url: string,
  serviceRoleKey: string,
  fn: string,
  args: Record<string, unknown>,
): Promise<ServiceRpcAnswer> {
  const service = createClient(url, serviceRoleKey, {
    realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await service.rpc(fn, args);
  return { data, error: error ? { code: error.code, message: error.message } : null };
}
