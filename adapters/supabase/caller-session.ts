import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, SESSION_MISSING_MESSAGE, type Session } from '@/backend';
import { functionErrorToBackendError, toBackendError } from './map-error';
import { toSession } from './mappers';

/** The session supabase-js keeps for the caller, or null when nobody is signed in. */
export type CurrentSession = () => Promise<Session | null>;
/** The caller's session; session_missing when nobody is signed in. */
export type RequireSession = () => Promise<Session>;
/** Calls an Edge Function as the signed-in caller; failures leave as BackendError with the function's code. */
export type InvokeAsCaller = (name: string, body: Record<string, unknown>) => Promise<unknown>;

export interface CallerSession {
  currentSession: CurrentSession;
  requireSession: RequireSession;
  invokeAsCaller: InvokeAsCaller;
}

/**
 * The signed-in caller as the capabilities ask for it: the session the client keeps, and Edge Function calls made
 * with its access token. One per client, handed to each capability that needs it.
 */
export function callerSession(client: SupabaseClient): CallerSession {
  async function currentSession(): Promise<Session | null> {
    const { data, error } = await client.auth.getSession();
    if (error) throw toBackendError(error);
    return data.session ? toSession(data.session) : null;
  }

  async function requireSession(): Promise<Session> {
    const session = await currentSession();
    if (!session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
    return session;
  }

  /** Calls an Edge Function as the signed-in caller (the function checks that caller's rights). */
  async function invokeAsCaller(name: string, body: Record<string, unknown>): Promise<unknown> {
    const session = await requireSession();
    const { data, error } = await client.functions.invoke(name, {
      body,
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    if (error) throw await functionErrorToBackendError(error);
    return data;
  }

  return { currentSession, requireSession, invokeAsCaller };
}
