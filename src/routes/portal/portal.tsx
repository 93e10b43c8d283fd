import { Suspense, useState } from 'react';
import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import type { PasswordDialogTab } from '@/features/auth/password-dialog';
import { LogoDownloadMenuOnDemand } from '@/features/brand-assets/logo-download-menu-on-demand';
import { PortalScreen } from '@/features/portal/portal-screen';
import { pageMeta } from '@/lib/page-meta';
import { lazyNamed } from '@/lib/lazy-named';

// Not part of the portal's first view: the dialog (its forms, tabs and focus trap, about 33 kB gzip) loads when
// first opened. So does the admin's logo menu (LogoDownloadMenuOnDemand).
const PasswordDialog = lazyNamed(() => import('@/features/auth/password-dialog'), 'PasswordDialog');

export const meta = () => [
  ...pageMeta({ title: 'Customer Portal', description: 'Your account and report requests.', path: paths.portal }),
  { name: 'robots', content: 'noindex' },
];

/** /portal: the customer portal, with the password dialog and (for admins) the logo downloads. */
export default function PortalRoute() {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from its first opening on, so that closing it runs its exit and gives focus back as usual.
  const [dialogWanted, setDialogWanted] = useState(false);
  const [tab, setTab] = useState<PasswordDialogTab>('update');
  return (
    <RequireAuth>
      <PortalScreen
        onChangePassword={() => {
          setTab('update');
          setDialogWanted(true);
          setDialogOpen(true);
        }}
        logoMenu={<LogoDownloadMenuOnDemand />}
      />
      {dialogWanted && (
        <Suspense fallback={null}>
          <PasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} tab={tab} onTabChange={setTab} />
        </Suspense>
      )}
    </RequireAuth>
  );
}
