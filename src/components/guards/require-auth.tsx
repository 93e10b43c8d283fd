import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Where the sign-in screen sends the visitor back to (RequireAuth puts it in the location state). */
export interface AuthRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Renders its children only for a signed-in user: a spinner while the first session is being read,
 * a redirect to /auth (remembering where the visitor was going) when there is none, or when the user has
 * an authenticator app and this session has not passed it yet (/auth asks for the code).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, session, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user || session?.needs_second_factor) {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    // The spinner stays while the router loads /auth, so the main area is never empty in between.
    return (
      <>
        <PageSpinner />
        <Navigate to={paths.auth} replace state={state} />
      </>
    );
  }
  return <>{children}</>;
}
