import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  BackendError,
  SESSION_MISSING_MESSAGE,
  mfaFactorSchema,
  totpCodeSchema,
  totpEnrollmentSchema,
  type BackendAdapter,
} from '@/backend';
import type { CurrentSession } from './caller-session';
import { guard } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/** The name of the authenticator app factor (GoTrue wants the names of one user's factors unique). */
const TOTP_FRIENDLY_NAME = 'Authenticator app';

/**
 * The second factor (an authenticator app, TOTP) on GoTrue's MFA API through supabase-js: listing, enrolling and
 * verifying, which raises the session supabase-js keeps to aal2.
 */
export function mfaPort(client: SupabaseClient, currentSession: CurrentSession): BackendAdapter['auth']['mfa'] {
  return {
    factors: () =>
      guard(async () => {
        const { data, error } = await client.auth.mfa.listFactors();
        if (error) throw error;
        return parseResponse(z.array(mfaFactorSchema), data.totp, 'factors');
      }),

    enroll: (issuer) =>
      guard(async () => {
        // GoTrue refuses a second factor with the same name; an enrolment left half-way is dropped first.
        const { data: listed, error: listError } = await client.auth.mfa.listFactors();
        if (listError) throw listError;
        for (const factor of listed.all.filter((f) => f.status === 'unverified')) {
          const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
          if (error) throw error;
        }
        const { data, error } = await client.auth.mfa.enroll({
          factorType: 'totp',
          friendlyName: TOTP_FRIENDLY_NAME,
          issuer,
        });
        if (error) throw error;
        return parseResponse(
          totpEnrollmentSchema,
          { factor_id: data.id, qr_code: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri },
          'enrolment',
        );
      }),

    verify: (factorId, code) =>
      guard(async () => {
        const parsedCode = parseInput(totpCodeSchema, code);
        const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: parsedCode });
        if (error) throw error;
        // The raised session, as supabase-js has just stored it.
        const session = await currentSession();
        if (!session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
        return session;
      }),
  };
}
