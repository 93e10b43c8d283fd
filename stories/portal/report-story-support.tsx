import type { Decorator } from '@storybook/react-vite';
import { Navigate, Route, Routes } from 'react-router';
import { portalOrderReportPath } from '@/config/paths';
import { createMockAdapter } from '../../adapters/mock';
import { memoryStorage } from '../../adapters/supabase/memory-storage';
import { PERSONAS, signInAsPersona, type PersonaKey } from '../../mocks/seed/personas';
import { MOCK_BASE_PATH } from '../support/mock-backend';
import type { ReportOrder } from './report-orders';

/**
 * The report page opens at the report of the order the story's loader placed (the index route sends it
 * there), or at `parameters.route` for the seeded orders.
 */
export const withReportRoute: Decorator = (Story, { loaded }) => {
  const placed = loaded.placed as ReportOrder | undefined;
  return (
    <Routes>
      {placed && <Route index element={<Navigate replace to={portalOrderReportPath(placed.order.id)} />} />}
      <Route path="portal/orders/:id/report" element={<Story />} />
    </Routes>
  );
};

let clients = 0;
/** A client of the story's backend signed in as the persona: a loader's, apart from the page's own. */
export async function signedIn(persona: PersonaKey) {
  clients += 1;
  const adapter = createMockAdapter({
    baseUrl: `${window.location.origin}${MOCK_BASE_PATH}`,
    storage: memoryStorage(),
    storageKey: `report-story-${persona}-${clients}`,
    autoRefreshToken: false,
  });
  await signInAsPersona(adapter.auth, PERSONAS[persona].email);
  return adapter;
}
