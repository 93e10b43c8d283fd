/** SPEC §2 /admin: the tab comes from the `tab` query parameter; create carries no parameter. */
export const ADMIN_TABS = ['create', 'update', 'manage'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Any value other than update or manage (or none) falls back to create. */
export function parseAdminTab(value: string | null): AdminTab {
  return value === 'update' || value === 'manage' ? value : 'create';
}

/** The query string for a tab: create has none; only update carries the user's email. */
export function adminTabSearch(tab: AdminTab, userEmail?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (tab === 'create') return params;
  params.set('tab', tab);
  if (tab === 'update' && userEmail) params.set('user', userEmail);
  return params;
}
