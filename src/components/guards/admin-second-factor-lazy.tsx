import { lazy } from 'react';

/**
 * What a staff screen shows when it refused the caller (./admin-second-factor), loaded only then: the staff who
 * get in never need it or the enrolment it may show.
 */
export const AdminSecondFactorOr = lazy(() =>
  import('./admin-second-factor').then((m) => ({ default: m.AdminSecondFactorOr })),
);
