import { stateCode, STATE_NAMES } from '../document-reader/states.ts';
import { parseCobaltAnswer, type CobaltBusiness, type CobaltResponseBody } from './cobalt.ts';
import type { SosProvider } from './provider.ts';
import { business, registryRecord } from './sandbox-registry.ts';

/**
 * The offline sandbox: answers in Cobalt's wire format (cobalt.ts) with known outcomes, so the demo, the twin
 * and the tests go through the same parser as production. Keyed on the searched name (case, punctuation and
 * "L.L.C."/"LLC" aside) and the state. The seeded demo orders (mocks/seed/seed-data.ts):
 *
 * | name                         | state           | answer                                                        |
 * | ---------------------------- | --------------- | ------------------------------------------------------------- |
 * | Cedar Ridge Apartments LLC   | Delaware        | found, no status published (Delaware shows it only for a fee)  |
 * |                              | Texas           | slow: pending first, then "In Existence" (foreign)             |
 * | Maple Street Holdings, Inc.  | Nevada          | "Active" (domestic)                                            |
 * |                              | California      | "Active" (foreign)                                             |
 * | Lakeview Family Trust        | Florida         | no match (a trust is not registered with the state)           |
 * | Brightwater Partners LP      | Illinois        | "Active" (domestic)                                            |
 * |                              | Wisconsin       | "Active" (foreign)                                             |
 * | Summit Peak Ventures LLC     | Colorado        | three close matches: "Good Standing" 0.97, "Delinquent" 0.84,  |
 * |                              |                 | "Voluntarily Dissolved" 0.61                                   |
 * | Oak Hollow Development Corp. | Georgia         | "Admin. Dissolved" (its documents hold the notice)            |
 * |                              | South Carolina  | no match (never registered there)                             |
 * | Riverbend Storage LLC        | Ohio, Kentucky  | "Active" (domestic; foreign)                                  |
 * | Pacific Crest Holdings LLC   | California      | "FTB Suspended" (powers suspended by the Franchise Tax Board)  |
 * |                              | Oregon          | "Active" (foreign)                                             |
 * | Golden Gate Bakery Co.       | California      | "Active" (domestic)                                            |
 *
 * Any other name, in any state, by the first reserved word it contains (SANDBOX_WORDS, listed in the demo):
 * "Unregistered", or "Trust" at the end → no match; "Dissolved" → "Administratively Dissolved"; "Forfeited" →
 * "Tax Forfeited"; "Revoked" → "Revoked"; "Unknown" → found with no status; "Slow" → pending, then "Active";
 * "Similar" → three close matches; "Uncovered" → the state is not available for search. Every other name is
 * found as a real registry shows it: active, with a file number and formation date derived from the name
 * (sandbox-registry.ts), where it used to be "no match", which made every ordinary demo name a High flag.
 */

type Outcome =
  | { kind: 'found'; businesses: CobaltBusiness[] }
  | { kind: 'slow'; businesses: CobaltBusiness[] }
  | { kind: 'none' }
  | { kind: 'not_covered' };

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const found = (...businesses: CobaltBusiness[]): Outcome => ({ kind: 'found', businesses });
const NONE: Outcome = { kind: 'none' };

const LLC = 'Limited Liability Company';
const CORP = 'Corporation';

/** The seeded orders' names → state → outcome. */
const SEEDED: Readonly<Record<string, Readonly<Record<string, Outcome>>>> = {
  [key('Cedar Ridge Apartments LLC')]: {
    Delaware: found(
      business('Cedar Ridge Apartments LLC', 'Delaware', 'Delaware', '', {
        type: LLC,
        filed: '2019-04-02',
        id: '7421196',
        agent: 'Corporation Service Company',
        normalized: '',
      }),
    ),
    Texas: {
      kind: 'slow',
      businesses: [
        business('Cedar Ridge Apartments LLC', 'Texas', 'Delaware', 'In Existence', {
          type: 'Foreign Limited Liability Company',
          filed: '2019-06-18',
          id: '0803392114',
          agent: 'CT Corporation System',
        }),
      ],
    },
  },
  [key('Maple Street Holdings, Inc.')]: {
    Nevada: found(
      business('Maple Street Holdings, Inc.', 'Nevada', 'Nevada', 'Active', {
        type: 'Domestic Corporation',
        filed: '2016-09-12',
        id: 'E0451232016-4',
        agent: 'Nevada Registered Agent LLC',
      }),
    ),
    California: found(
      business('Maple Street Holdings, Inc.', 'California', 'Nevada', 'Active', {
        type: 'Stock Corporation - Out of State',
        filed: '2017-02-01',
        id: '3987712',
        agent: 'Incorp Services, Inc.',
      }),
    ),
  },
  [key('Lakeview Family Trust')]: { Florida: NONE },
  [key('Brightwater Partners LP')]: {
    Illinois: found(
      business('Brightwater Partners LP', 'Illinois', 'Illinois', 'Active', {
        type: 'Limited Partnership',
        filed: '2014-05-20',
        id: 'L1408823',
        agent: 'Illinois Corporation Service Company',
      }),
    ),
    Wisconsin: found(
      business('Brightwater Partners LP', 'Wisconsin', 'Illinois', 'Active', {
        type: 'Foreign Limited Partnership',
        filed: '2015-01-09',
        id: 'B063118',
        agent: 'Registered Agents Inc.',
      }),
    ),
  },
  [key('Summit Peak Ventures LLC')]: {
    Colorado: found(
      business('Summit Peak Ventures LLC', 'Colorado', 'Colorado', 'Good Standing', {
        type: LLC,
        filed: '2021-08-03',
        id: '20211584420',
        agent: 'Dana Whitfield',
        confidence: 0.97,
      }),
      business('Summit Peak Ventures II LLC', 'Colorado', 'Colorado', 'Delinquent', {
        type: LLC,
        filed: '2022-11-14',
        id: '20221902215',
        agent: 'Dana Whitfield',
        confidence: 0.84,
      }),
      business('Summit Peak Venture Group, Inc.', 'Colorado', 'Colorado', 'Voluntarily Dissolved', {
        type: CORP,
        filed: '2009-03-30',
        id: '20091175006',
        agent: 'Front Range Agents LLC',
        confidence: 0.61,
      }),
    ),
  },
  [key('Oak Hollow Development Corp.')]: {
    Georgia: found(
      business('Oak Hollow Development Corp.', 'Georgia', 'Georgia', 'Admin. Dissolved', {
        type: 'Domestic Profit Corporation',
        filed: '2012-07-11',
        id: '12061745',
        agent: 'Marcus Bell',
        filing: { name: 'Certificate of Administrative Dissolution', date: '2025-09-02' },
      }),
    ),
    'South Carolina': NONE,
  },
  [key('Riverbend Storage LLC')]: {
    Ohio: found(
      business('Riverbend Storage LLC', 'Ohio', 'Ohio', 'Active', {
        type: 'Domestic Limited Liability Company',
        filed: '2018-02-27',
        id: '4149870',
        agent: 'Statutory Agent Corporation',
      }),
    ),
    Kentucky: found(
      business('Riverbend Storage LLC', 'Kentucky', 'Ohio', 'Active', {
        type: 'Foreign Limited Liability Company',
        filed: '2018-10-05',
        id: '1041187',
        agent: 'Kentucky Registered Agents LLC',
      }),
    ),
  },
  [key('Pacific Crest Holdings LLC')]: {
    California: found(
      business('Pacific Crest Holdings LLC', 'California', 'California', 'FTB Suspended', {
        type: LLC,
        filed: '2017-05-16',
        id: '201713610244',
        agent: 'Harbor Registered Agents, Inc.',
      }),
    ),
    Oregon: found(
      business('Pacific Crest Holdings LLC', 'Oregon', 'California', 'Active', {
        type: 'Foreign Limited Liability Company',
        filed: '2018-03-22',
        id: '1425593-95',
        agent: 'Cascade Agent Services LLC',
      }),
    ),
  },
  [key('Golden Gate Bakery Co.')]: {
    California: found(
      business('Golden Gate Bakery Co.', 'California', 'California', 'Active', {
        type: 'Stock Corporation - CA - General',
        filed: '2011-10-04',
        id: '3412208',
        agent: 'Laura Chen',
      }),
    ),
  },
};

function keywordOutcome(name: string, state: string): Outcome {
  const words = key(name);
  if (/\bunregistered\b/.test(words) || /\btrust$/.test(words)) return NONE;
  const one = (status: string, normalized?: string) =>
    found(
      business(name, state, state, status, {
        type: LLC,
        filed: '2020-01-15',
        id: 'SBX-1001',
        agent: 'Sandbox Registered Agent',
        ...(normalized === undefined ? {} : { normalized }),
      }),
    );
  if (/\bdissolved\b/.test(words)) return one('Administratively Dissolved');
  if (/\bforfeited\b/.test(words)) return one('Tax Forfeited');
  if (/\brevoked\b/.test(words)) return one('Revoked');
  if (/\bunknown\b/.test(words)) return one('', '');
  if (/\bslow\b/.test(words))
    return { kind: 'slow', businesses: (one('Active') as { businesses: CobaltBusiness[] }).businesses };
  if (/\bsimilar\b/.test(words))
    return found(
      ...[
        [name, 'Active', 0.95],
        [`${name} II`, 'Not in Good Standing', 0.82],
        [`${name} Group`, 'Cancelled', 0.58],
      ].map(([title, status, confidence], i) =>
        business(title as string, state, state, status as string, {
          type: LLC,
          filed: '2020-01-15',
          id: `SBX-200${i + 1}`,
          agent: 'Sandbox Registered Agent',
          confidence: confidence as number,
        }),
      ),
    );
  if (/\buncovered\b/.test(words)) return { kind: 'not_covered' };
  return found(registryRecord(name, words, state));
}

function outcomeFor(name: string, state: string): Outcome {
  return SEEDED[key(name)]?.[state] ?? keywordOutcome(name, state);
}

const RETRY_PREFIX = 'sandbox-';

/** A slow search's retryId: the sandbox keeps no state, so the id carries what was searched. */
function retryIdFor(name: string, state: string): string {
  return `${RETRY_PREFIX}${encodeURIComponent(stateCode(state) ?? state)}-${encodeURIComponent(name)}`;
}

function searchOf(retryId: string): { name: string; state: string } | null {
  const m = /^sandbox-([^-]+)-(.+)$/.exec(retryId);
  if (!m) return null;
  const code = decodeURIComponent(m[1]!);
  return { state: STATE_NAMES[code] ?? code, name: decodeURIComponent(m[2]!) };
}

export interface CobaltWireAnswer {
  status: number;
  body: CobaltResponseBody;
}

const complete = (businesses: CobaltBusiness[]): CobaltWireAnswer => ({
  status: 200,
  body: { status: 'Complete', statusCode: 200, message: 'Business found.', results: businesses },
});

/** The sandbox's answer to a search, as Cobalt's API would send it. */
export function sandboxSearchAnswer(name: string, state: string): CobaltWireAnswer {
  const outcome = outcomeFor(name, state);
  switch (outcome.kind) {
    case 'found':
      return complete(outcome.businesses);
    case 'slow':
      return {
        status: 202,
        body: {
          status: 'Incomplete',
          statusCode: 202,
          retryId: retryIdFor(name, state),
          message: `${state} is taking a longer time to acquire the data. Use this retryId to check back in for your data.`,
        },
      };
    case 'not_covered':
      return {
        status: 200,
        body: {
          status: 'Bad request',
          statusCode: 400,
          message: `${state} currently not available for search. The state parameter must be camelCased, such as northCarolina, or abbreviated, such as nc.`,
        },
      };
    case 'none':
      return {
        status: 200,
        body: {
          status: 'Complete',
          statusCode: 200,
          message: 'No business found in database. Try with liveData=true to search the registry in real time.',
          results: [],
        },
      };
  }
}

/** The sandbox's answer to a poll: a slow search's businesses, or Cobalt's "Retry Id invalid". */
export function sandboxPollAnswer(retryId: string): CobaltWireAnswer {
  const search = searchOf(retryId);
  const outcome = search ? outcomeFor(search.name, search.state) : null;
  if (!search || outcome?.kind !== 'slow')
    return { status: 200, body: { status: 'Retry Id invalid', statusCode: 400, message: 'Retry Id invalid.' } };
  return complete(outcome.businesses);
}

/** The sandbox behind SosProvider: its Cobalt-format answers read by Cobalt's parser. */
export function sandboxProvider(options: { now?: () => Date } = {}): SosProvider {
  const now = options.now ?? (() => new Date());
  return {
    id: 'sandbox',
    search: async (name, state) => {
      const { status, body } = sandboxSearchAnswer(name, state);
      return parseCobaltAnswer(status, body, { searched: name, state, capturedAt: now().toISOString() });
    },
    poll: async (retryId) => {
      const { status, body } = sandboxPollAnswer(retryId);
      const search = searchOf(retryId);
      return parseCobaltAnswer(status, body, {
        searched: search?.name ?? '',
        state: search?.state ?? '',
        capturedAt: now().toISOString(),
      });
    },
  };
}
