import { useState } from 'react';
import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { PasswordDialog, type PasswordDialogTab } from '@/features/auth/password-dialog';
import { LogoDownloadMenu } from '@/features/brand-assets/logo-download-menu';
import { PortalScreen } from '@/features/portal/portal-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({ title: 'Customer Portal', description: 'Your account and report requests.', path: paths.portal }),
  { name: 'robots', content: 'noindex' },
];

/** /portal: the customer portal, with the password dialog and (for admins) the logo downloads. */
export default function PortalRoute() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [tab, setTab] = useState<PasswordDialogTab>('update');
  return (
    <RequireAuth>
      <PortalScreen
        onChangePassword={() => {
          setTab('update');
          setDialogOpen(true);
        }}
        logoMenu={<LogoDownloadMenu />}
      />
      <PasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} tab={tab} onTabChange={setTab} />
    </RequireAuth>
  );
}
