// The Secretary of State lookup (issue 31): a name and a state in, the state's registrations out, through one
// provider interface (Cobalt Intelligence in production, the sandbox offline). No framework, no browser-only or
// Node-only API, relative imports with explicit .ts extensions: the app, Node and Deno import this same file.
export {
  lookUpSos,
  SOS_CANDIDATES_MAX,
  type LookUpOptions,
  type SosCandidate,
  type SosLookupResult,
  type SosProvider,
  type SosProviderErrorKind,
  type SosSearchAnswer,
} from './provider.ts';
export { normalizeSosStatus, wordingKey, type NormalizedSosStatus } from './statuses.ts';
export {
  COBALT_BASE_URL,
  cobaltCandidate,
  cobaltProvider,
  cobaltStateParam,
  nameSimilarity,
  parseCobaltAnswer,
  type CobaltBusiness,
  type CobaltOptions,
  type CobaltResponseBody,
  type CobaltStatus,
} from './cobalt.ts';
export { sandboxPollAnswer, sandboxProvider, sandboxSearchAnswer, type CobaltWireAnswer } from './sandbox.ts';
export { SANDBOX_WORDS } from './sandbox-registry.ts';
export { sosFailureAnswer, type SosFailureAnswer } from './answers.ts';
