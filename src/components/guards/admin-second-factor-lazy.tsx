import { lazyNamed } from '@/lib/lazy-named';

/**
 * What a staff screen shows when it refused the caller (./admin-second-factor), loaded only then: the staff who
 * get in never need it or the enrolment it may show.
 */
export const AdminSecondFactorOr = lazyNamed(() => import('./admin-second-factor'), 'AdminSecondFactorOr');
