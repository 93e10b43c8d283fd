import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';

/** One row of public.outbound_emails, the production mail queue (migration 0900), as the contract reads it. */
export interface QueuedMail {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  order_id: string | null;
  report_id: string | null;
  attachments: unknown[];
}

/** supabase-js builds a realtime client even when no channel is opened; Node 20 has no WebSocket. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('Reading the mail queue opens no realtime channel');
  }
}

/**
 * The mails queued about one order, oldest first, read with the service-role key (which only a harness
 * holds, never the app): public.outbound_emails on a real project, its twin on the emulators.
 */
export async function queuedMailsFor(url: string, serviceRoleKey: string, orderId: string): Promise<QueuedMail[]> {
  const service = createClient(url, serviceRoleKey, {
    realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await service
    .from('outbound_emails')
    .select('kind, recipient, subject, body, order_id, report_id, attachments, created_at')
    .eq('order_id', orderId)
    .order('created_at', { ascending: true });
  if (error) throw new Error(`outbound_emails: ${error.message}`);
  return (data as Array<QueuedMail & { created_at: string }>).map(({ created_at: _created, ...mail }) => mail);
}
