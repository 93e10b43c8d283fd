import { parseCobaltAnswer, sandboxSearchAnswer } from '@/lib/sos-lookup/index.ts';
import type { OrderSosLookupRecord } from '../db';
import { PERSONAS } from './personas';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from './seed-data';

/**
 * The Secretary of State lookups already bought (issue 31): Oak Hollow (In review) checked in Georgia by the
 * admin persona 2 days 18 hours ago, the sandbox's answer (administratively dissolved), so staff see it checked
 * without buying it again. supabase/seed.sql writes the same row (seed-sos-lookups).
 */
export const SEED_SOS_LOOKUP_ID = '00000000-0000-4000-8000-000000000501';

export function seedSosLookups(now: Date): OrderSosLookupRecord[] {
  const i = SEED_ORDER_SPECS.findIndex((s) => s.ref === '7d2a9f31');
  const spec = SEED_ORDER_SPECS[i]!;
  const at = new Date(now.getTime() - (2 * 24 + 18) * 3600_000).toISOString();
  const state = spec.formation as OrderSosLookupRecord['state'];
  const { status, body } = sandboxSearchAnswer(spec.entity, state);
  const answer = parseCobaltAnswer(status, body, { searched: spec.entity, state, capturedAt: at });
  if (answer.kind !== 'ready') throw new Error(`The sandbox has no registration of ${spec.entity} in ${state}`);
  return [
    {
      id: SEED_SOS_LOOKUP_ID,
      order_id: SEED_ORDER_IDS[i]!,
      state,
      query_name: spec.entity,
      provider: 'sandbox',
      outcome: 'found',
      candidates: answer.candidates as OrderSosLookupRecord['candidates'],
      looked_up_at: at,
      looked_up_by: PERSONAS.admin.id,
    },
  ];
}
