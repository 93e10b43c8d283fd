import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isBackendError } from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { orderReference } from '@/components/orders/format';
import { notify } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { portalOrderPath } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';
import { useCreditBalance } from '@/lib/order-queries';
import { useSubmitOrder } from './api/use-submit-order';
import { OrderRequestForm, type OrderFormError } from './order-request-form';
import { RequestFrame } from './request-frame';
import { fullNameOf, requestFrameUrl, requestPrefill } from './request-prefill';

export const REQUEST_FAILED_TITLE = 'Order not placed';
export const ORDER_RECEIVED_TITLE = 'Order received';

export interface RequestScreenProps {
  /** The hosted form's address; defaults to VITE_REQUEST_FORM_URL (none means the native form). */
  formUrl?: string;
  embedScriptUrl?: string;
}

/** /request for a signed-in user (the route wraps it in RequireAuth). */
export function RequestScreen({
  formUrl = env.VITE_REQUEST_FORM_URL,
  embedScriptUrl = env.VITE_FORM_EMBED_SCRIPT_URL,
}: RequestScreenProps) {
  const { user } = useAuth();
  const backend = useBackend();
  const navigate = useNavigate();
  const profile = useQuery({
    queryKey: ['profiles', 'by-id', user?.id],
    queryFn: () => backend.profiles.getById(user!.id),
    enabled: Boolean(user),
  });
  // The hosted form bills on its own side: the balance is read only for the native form.
  const balance = useCreditBalance(formUrl ? undefined : user?.id);
  const submit = useSubmitOrder();
  const [failure, setFailure] = useState<OrderFormError | null>(null);

  if (!user) return null;
  if (profile.isPending) return <PageSpinner />;
  // A profile that cannot be read only costs the prefill; the form still works.
  const data = profile.isError ? null : profile.data;
  const prefill = requestPrefill(data, user.email);

  if (formUrl) return <RequestFrame src={requestFrameUrl(formUrl, prefill)} embedScriptUrl={embedScriptUrl} />;

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Request a Report
          </Heading>
          <Text color="fg.muted">
            Tell us which entity to review and upload its documents. We return a standardized report for your lending
            team.
          </Text>
        </Stack>
        <OrderRequestForm
          defaultValues={{
            name: prefill.name ?? fullNameOf(data) ?? '',
            email: prefill.email ?? '',
            company: prefill.company ?? '',
          }}
          balance={balance.isError ? null : balance.data}
          submitting={submit.isPending}
          error={failure}
          onSubmit={async (input) => {
            if (submit.isPending) return;
            setFailure(null);
            try {
              const order = await submit.mutateAsync(input);
              notify.success(
                ORDER_RECEIVED_TITLE,
                `Your order for ${order.entity_legal_name} is in, with reference ${orderReference(order.id)}.`,
              );
              void navigate(portalOrderPath(order.id), { replace: true });
            } catch (error) {
              setFailure({
                title: REQUEST_FAILED_TITLE,
                message: errorMessage(error),
                issues: isBackendError(error) ? error.issues : undefined,
              });
            }
          }}
        />
      </Stack>
    </Container>
  );
}
