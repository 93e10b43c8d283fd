import type { SosProvider } from '@/backend';

/**
 * The words a Secretary of State record is shown and filled with. Apart from fill-from-lookup.ts, so that showing a
 * stored lookup (sos-candidate.tsx, on the order page before the editor loads) does not bring the editor's rules.
 */
export const PROVIDER_NAMES: Record<SosProvider, string> = {
  cobalt: 'Cobalt Intelligence',
  sandbox: 'the sandbox provider (demo data)',
};

export const NO_STATUS_PUBLISHED = 'No status published by the state';
export const ACTIVE_GOOD_STANDING = 'Active - good standing';
