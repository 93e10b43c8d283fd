import type { SosProviderErrorKind } from './provider.ts';

/**
 * The Edge Function check-secretary-of-state's failure answers (and its twin's), one per way a lookup can fail:
 * each says what happened and what staff can do, and that nothing was stored. The provider's own text and the
 * key never appear; a provider's failure names only its HTTP status.
 */
export interface SosFailureAnswer {
  status: number;
  code:
    | 'sos_state_not_covered'
    | 'sos_provider_unavailable'
    | 'sos_rate_limited'
    | 'sos_provider_failed'
    | 'sos_provider_malformed'
    | 'sos_lookup_timeout';
  message: string;
}

const MANUAL = 'The check can still be filled in by hand.';

const seconds = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${s} second${s === 1 ? '' : 's'}`;
};

export function sosFailureAnswer(
  error: SosProviderErrorKind | 'timeout',
  details: { state: string; httpStatus?: number; timeoutMs: number },
): SosFailureAnswer {
  switch (error) {
    case 'state_not_covered':
      return {
        status: 422,
        code: 'sos_state_not_covered',
        message: `The Secretary of State provider does not search ${details.state}. Nothing was looked up or stored. ${MANUAL}`,
      };
    case 'not_configured':
      return {
        status: 503,
        code: 'sos_provider_unavailable',
        message: `The Secretary of State lookup is not configured (no provider key). Nothing was stored. ${MANUAL}`,
      };
    case 'unauthorized':
      return {
        status: 503,
        code: 'sos_provider_unavailable',
        message: `The Secretary of State provider refused the service's API key; an administrator needs to renew it. Nothing was stored. ${MANUAL}`,
      };
    case 'unavailable':
      return {
        status: 503,
        code: 'sos_provider_unavailable',
        message: `The Secretary of State provider cannot be reached right now. Nothing was stored; try again in a few minutes. ${MANUAL}`,
      };
    case 'rate_limited':
      return {
        status: 429,
        code: 'sos_rate_limited',
        message: `The Secretary of State provider is limiting how many lookups we make (rate limit). Nothing was stored; try again in a minute. ${MANUAL}`,
      };
    case 'usage_cap':
      return {
        status: 429,
        code: 'sos_rate_limited',
        message: `The Secretary of State provider's usage cap for our account is reached: no more lookups until the plan is upgraded. Nothing was stored. ${MANUAL}`,
      };
    case 'failed':
      return {
        status: 502,
        code: 'sos_provider_failed',
        message: `The Secretary of State provider could not complete the lookup${
          details.httpStatus === undefined ? '' : ` (HTTP ${details.httpStatus})`
        }. Nothing was stored; try again. ${MANUAL}`,
      };
    case 'malformed':
      return {
        status: 502,
        code: 'sos_provider_malformed',
        message: `The Secretary of State provider's answer could not be read. Nothing was stored; try again. ${MANUAL}`,
      };
    case 'timeout':
      return {
        status: 504,
        code: 'sos_lookup_timeout',
        message: `${details.state} did not answer within ${seconds(details.timeoutMs)}. Nothing was stored; try again later. ${MANUAL}`,
      };
  }
}
