import { z } from 'zod';
import { US_STATES } from './order';
import { NORMALIZED_SOS_STATUSES, REGISTRATION_KINDS } from './report';

/**
 * A Secretary of State lookup (issue 31): the registrations a provider found for a name in one state, each with
 * the state's own status wording beside its normalized bucket, and the evidence of where and when it was read.
 * The provider's own wire format (Cobalt Intelligence's, or the offline sandbox's copy of it) is parsed into
 * this shape by src/lib/sos-lookup; the browser, the twin and the Edge Function all speak this one.
 */
export const SOS_PROVIDERS = ['cobalt', 'sandbox'] as const;
export type SosProvider = (typeof SOS_PROVIDERS)[number];

/** 'found': one or more candidates; 'not_found': the state has no record under that name. */
export const SOS_LOOKUP_OUTCOMES = ['found', 'not_found'] as const;
export type SosLookupOutcome = (typeof SOS_LOOKUP_OUTCOMES)[number];

export const SOS_CANDIDATES_MAX = 20;

const text = (max: number) => z.string().max(max);

export const sosCandidateSchema = z.object({
  /** The name as the state registers it. */
  name: text(300).min(1),
  state: z.enum(US_STATES),
  fileNumber: text(100),
  /** The state's entity type wording ("Limited Liability Company - Domestic"). */
  entityType: text(200),
  /** '' when the state does not say. */
  registration: z.enum(['', ...REGISTRATION_KINDS]),
  /** The state's own status wording, verbatim; '' when the state publishes no status. */
  stateStatus: text(300),
  /** 'Unknown' when the state publishes no status. */
  normalizedStatus: z.enum(NORMALIZED_SOS_STATUSES),
  /** YYYY-MM-DD or ''. */
  formationDate: z.union([z.iso.date(), z.literal('')]),
  registeredAgent: text(300),
  lastFiling: text(300),
  /** The state page the record was read from ('' when the provider gives none). */
  sourceUrl: text(1000),
  /** A timestamped screenshot of that page, when the provider keeps one. */
  screenshotUrl: text(1000),
  /** When the provider read the state's record. */
  capturedAt: z.iso.datetime({ offset: true }),
  /** The provider's match confidence for the searched name, 0 to 1. */
  confidence: z.number().min(0).max(1),
});
export type SosCandidate = z.infer<typeof sosCandidateSchema>;

/** A stored lookup, as staff read it back (public.order_sos_lookups): append-only, newest wins per state. */
export const storedSosLookupSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  state: z.enum(US_STATES),
  /** The name searched for. */
  query_name: z.string(),
  provider: z.enum(SOS_PROVIDERS),
  outcome: z.enum(SOS_LOOKUP_OUTCOMES),
  candidates: z.array(sosCandidateSchema).max(SOS_CANDIDATES_MAX),
  looked_up_at: z.string(),
  looked_up_by: z.uuid().nullable(),
});
export type StoredSosLookup = z.infer<typeof storedSosLookupSchema>;

export const checkSecretaryOfStateInputSchema = z.object({
  orderId: z.uuid({ message: 'Order is required' }),
  state: z.enum(US_STATES, { message: 'Please choose a state' }),
  /** The name to search for; the order's entity legal name when left out. */
  name: z
    .string({ message: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(300, 'Name must be at most 300 characters')
    .optional(),
});
export type CheckSecretaryOfStateInput = z.infer<typeof checkSecretaryOfStateInputSchema>;
