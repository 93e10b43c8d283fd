import type { SosFailure } from './use-sos-lookup';

/** Said after every failure: the lookup wrote nothing, and the check can be filled by hand. */
export const NOTHING_FILLED =
  'Nothing was filled in the report: the check below is as it was and can be filled by hand.';

/**
 * A failed lookup in words, by the port's error code (issue 31 §3): what happened and what staff can do. The
 * provider's own message is shown only where it is the useful part (a refused input).
 */
export function failureText(state: string, failure: SosFailure): { title: string; description: string } {
  switch (failure.code) {
    case 'sos_provider_unavailable':
    case 'network':
      return {
        title: `${state}: the Secretary of State provider is not answering`,
        description:
          'The lookup service could not be reached or is down. Try again in a few minutes, or read the record on the state’s website.',
      };
    case 'sos_rate_limited':
    case 'rate_limited':
      return {
        title: `${state}: too many lookups for now`,
        description:
          'The provider’s rate limit or this account’s usage cap was reached. Try again later (a cap resets with the billing period), or read the record on the state’s website.',
      };
    case 'sos_lookup_timeout':
      return {
        title: `${state}: the state’s site did not answer in time`,
        description:
          'Slow states can take a minute or two; this one took longer and the lookup was stopped. Check again later, or read the record on the state’s website.',
      };
    case 'sos_provider_malformed':
      return {
        title: `${state}: the provider’s answer could not be read`,
        description:
          'The answer did not have the expected form, so none of it was used. Check again, or read the record on the state’s website.',
      };
    case 'sos_provider_failed':
      return {
        title: `${state}: the provider could not complete the lookup`,
        description:
          'The provider reported an error for this search. Check again, or read the record on the state’s website.',
      };
    case 'sos_state_not_covered':
      return {
        title: `${state} is not covered by the provider`,
        description: `The provider does not look up ${state}: read the record on the ${state} Secretary of State’s website and fill the check by hand.`,
      };
    case 'forbidden':
      return {
        title: `${state}: only admins can check the Secretary of State`,
        description: 'Your account is not allowed to buy lookups. Ask an admin to check, or fill the check by hand.',
      };
    case 'session_missing':
      return {
        title: `${state}: you are signed out`,
        description: 'Your session ended. Sign in again, then check again.',
      };
    case 'not_found':
      return {
        title: `${state}: the order was not found`,
        description: 'It may have been removed, or you may no longer see it. Reload the page.',
      };
    case 'validation_failed':
      return { title: `${state}: the lookup was refused`, description: failure.message };
    default:
      return {
        title: `${state}: the lookup failed`,
        description: failure.message
          ? `${failure.message} Check again, or read the record on the state’s website.`
          : 'Check again, or read the record on the state’s website.',
      };
  }
}
