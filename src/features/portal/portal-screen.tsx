import { Alert, Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_STATUSES, errorMessage } from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useListUrlState } from '@/lib/list-url-state';
import { useCreditBalance, useOwnOrders } from '@/lib/order-queries';
import { CreditsCard } from './components/credits-card';
import { OrdersCard } from './components/orders-card';
import { PortalView } from './portal-view';
import { staffRoleOf, useOpenOrders } from './staff-home/use-staff-home';
import { useOwnProfile } from './use-own-profile';
import { lazyNamed } from '@/lib/lazy-named';

/** Only staff see it, so customers never load it; its reads start here meanwhile (useOpenOrders). */
const StaffHome = lazyNamed(() => import('./staff-home/staff-home'), 'StaffHome');

/**
 * Customers always see their credits and orders cards. Staff see one only when they have any (a balance above 0,
 * an order of their own), or when it could not be read, so that the failure shows; not while it loads.
 */
function showCustomerCard<T>(
  staffRole: unknown,
  query: { data: T | undefined; isError: boolean },
  has: (data: T) => boolean,
): boolean {
  if (!staffRole) return true;
  if (query.isError) return true;
  return query.data !== undefined && has(query.data);
}

/** /portal for a signed-in user (the route wraps it in RequireAuth). */
export function PortalScreen({ onChangePassword, logoMenu }: { onChangePassword: () => void; logoMenu?: ReactNode }) {
  const { user, signOut } = useAuth();
  const profile = useOwnProfile(user?.id);
  const balance = useCreditBalance(user?.id);
  // Your Orders' search and status filter live in the address (?q=, ?status=), as the staff lists' do.
  const list = useListUrlState({ status: ORDER_STATUSES });
  const status = list.values.status ?? null;
  const orders = useOwnOrders(user?.id, { status: status ?? undefined, search: list.q });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const staffRole = staffRoleOf(profile.data);
  const queue = useOpenOrders(null, staffRole !== null);
  const mine = useOpenOrders('me', staffRole !== null);

  if (!user) return null;
  if (profile.isPending) return <PageSpinner />;

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      console.error('Sign out failed', error);
    }
    // Nothing read for this account may outlive its session in this tab.
    queryClient.clear();
    navigate(paths.auth, { replace: true });
  };

  const notice = profile.isError ? (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your profile could not be loaded</Alert.Title>
        <Alert.Description>{errorMessage(profile.error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => void profile.refetch()} alignSelf="center">
        Try again
      </Button>
    </Alert.Root>
  ) : undefined;

  return (
    <PortalView
      user={user}
      profile={profile.data ?? null}
      onChangePassword={onChangePassword}
      onSignOut={() => void handleSignOut()}
      signingOut={signingOut}
      logoMenu={logoMenu}
      notice={notice}
      staff={
        staffRole && (
          <Suspense fallback={<PageSpinner label="Loading your work..." minH="10rem" />}>
            <StaffHome role={staffRole} queue={queue} mine={mine} />
          </Suspense>
        )
      }
      credits={
        showCustomerCard(staffRole, balance, (b) => b > 0) && (
          <CreditsCard
            balance={balance.data}
            loading={balance.isPending}
            error={balance.error}
            onRetry={() => void balance.refetch()}
            canBuy={profile.data?.role !== 'Admin' && profile.data?.role !== 'Moderator'}
          />
        )
      }
      orders={
        showCustomerCard(staffRole, orders, (o) => o.length > 0 || list.filtered) && (
          <OrdersCard
            orders={orders.data}
            loading={orders.isPending}
            error={orders.error}
            onRetry={() => void orders.refetch()}
            stale={orders.isPlaceholderData}
            search={{
              query: list.q,
              text: list.text,
              status,
              filtered: list.filtered,
              onTextChange: list.setText,
              onStatusChange: (next) => list.set('status', next ?? undefined),
              onClear: list.clear,
            }}
          />
        )
      }
    />
  );
}
