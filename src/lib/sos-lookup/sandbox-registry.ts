import { stateCode } from '../document-reader/states.ts';
import type { CobaltBusiness } from './cobalt.ts';

/**
 * What the sandbox (sandbox.ts) answers for a name that is not a seeded order's: a registry record as a real state
 * shows one (active, a file number, a formation date, an agent), the same for the same name and state, so a demo
 * order of any ordinary name is found as a lender would expect (issue 47 §5). Only the reserved words below give
 * the other outcomes; the demo shows them beside the report editor.
 */

/** The sandbox's reserved words: anywhere in the name (any case), or "Trust" at its end, and what they give. */
export const SANDBOX_WORDS = [
  { name: 'Unregistered', description: 'No record found under the name in the state searched.' },
  { name: 'Trust', description: 'At the end of the name: no record found (a trust is not registered with the state).' },
  { name: 'Dissolved', description: 'Found, "Administratively Dissolved".' },
  { name: 'Forfeited', description: 'Found, "Tax Forfeited" (suspended for unpaid franchise tax).' },
  { name: 'Revoked', description: 'Found, "Revoked".' },
  { name: 'Unknown', description: 'Found, but the state publishes no status.' },
  { name: 'Slow', description: 'The state answers late: pending at first, then found, "Active".' },
  {
    name: 'Similar',
    description: 'Three close matches to choose from ("Active", "Not in Good Standing", "Cancelled").',
  },
  { name: 'Uncovered', description: 'The state is not available for search: nothing is looked up or stored.' },
] as const;

/** A business in Cobalt's wire format, as the sandbox writes every answer. */
export function business(
  name: string,
  state: string,
  formedIn: string,
  status: string,
  extra: {
    type: string;
    filed: string;
    id: string;
    agent: string;
    confidence?: number;
    normalized?: string;
    /** The newest filing on record; an annual report of March 2026 by default. */
    filing?: { name: string; date: string };
  },
): CobaltBusiness {
  const code = stateCode(state)!.toLowerCase();
  return {
    title: name,
    status,
    normalizedStatus:
      extra.normalized ?? (/^(active|good standing|in existence)$/i.test(status) ? 'active' : 'inactive'),
    sosId: extra.id,
    entityType: extra.type,
    filingDate: extra.filed,
    normalizedFilingDate: `${extra.filed}T00:00:00.000Z`,
    stateOfFormation: stateCode(formedIn)!,
    agentName: extra.agent,
    url: `https://sos-sandbox.example/${code}/entity/${extra.id}`,
    screenshotUrl: `https://sos-sandbox.example/${code}/screenshots/${extra.id}.png`,
    confidenceLevel: extra.confidence ?? 1,
    documents: [
      {
        ...(extra.filing ?? { name: 'Annual Report', date: '2026-03-15' }),
        url: `https://sos-sandbox.example/${code}/filings/${extra.id}-1`,
      },
    ],
  };
}

/** FNV-1a, 32 bits: a stable number from a string, the same in the browser, Node and Deno. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const AGENTS = [
  'Registered Agent Solutions, Inc.',
  'Northwind Registered Agents, Inc.',
  'Keystone Agent Services, LLC',
  'Statewide Corporate Agents LLC',
];

/** The registry's entity type, read from the name's ending as a state's search result shows it. */
function entityTypeOf(normalizedName: string): string {
  if (/\b(llc|l l c|limited liability company)$/.test(normalizedName)) return 'Limited Liability Company';
  if (/\b(lllp|llp)$/.test(normalizedName)) return 'Limited Liability Partnership';
  if (/\b(lp|l p|limited partnership)$/.test(normalizedName)) return 'Limited Partnership';
  if (/\b(partners|partnership|gp)$/.test(normalizedName)) return 'General Partnership';
  return 'Corporation';
}

const FIRST_FORMATION = Date.UTC(1998, 0, 1);
const FORMATION_SPAN_DAYS = 25 * 365;

/**
 * An ordinary name's record: active, with a seven-digit file number, a formation date between 1998 and 2022 and
 * an agent, all derived from the name (its case, punctuation and "L.L.C." aside) and the state.
 */
export function registryRecord(name: string, normalizedName: string, state: string): CobaltBusiness {
  const seed = fnv1a(`${normalizedName}|${state}`);
  const fileNumber = String(1_000_000 + (seed % 9_000_000));
  const formed = new Date(FIRST_FORMATION + (fnv1a(`formed|${seed}`) % FORMATION_SPAN_DAYS) * 86_400_000);
  return business(name, state, state, 'Active', {
    type: entityTypeOf(normalizedName),
    filed: formed.toISOString().slice(0, 10),
    id: fileNumber,
    agent: AGENTS[seed % AGENTS.length]!,
  });
}
