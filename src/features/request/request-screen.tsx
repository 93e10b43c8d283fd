import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type OrderRequest, type OrderRequestInput } from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { notify } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';
import { OrderConfirmation } from './order-confirmation';
import { OrderRequestForm } from './order-request-form';
import { RequestFrame } from './request-frame';
import { fullNameOf, requestFrameUrl, requestPrefill } from './request-prefill';

export const REQUEST_FAILED_TITLE = 'Request not sent';

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
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<OrderRequest | null>(null);
  const profile = useQuery({
    queryKey: ['profiles', 'by-id', user?.id],
    queryFn: () => backend.profiles.getById(user!.id),
    enabled: Boolean(user),
  });
  const submit = useMutation({
    mutationFn: (input: OrderRequestInput) => backend.orders.submit(input),
    onSuccess: (order) => {
      setSubmitted(order);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error) => notify.error(REQUEST_FAILED_TITLE, errorMessage(error)),
  });

  if (!user) return null;
  if (profile.isPending) return <PageSpinner />;
  // A profile that cannot be read only costs the prefill; the form still works.
  const data = profile.isError ? null : profile.data;
  const prefill = requestPrefill(data, user.email);

  if (formUrl) return <RequestFrame src={requestFrameUrl(formUrl, prefill)} embedScriptUrl={embedScriptUrl} />;

  if (submitted)
    return (
      <OrderConfirmation
        order={submitted}
        onNewRequest={() => {
          submit.reset();
          setSubmitted(null);
        }}
      />
    );

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
          onSubmit={async (input) => {
            await submit.mutateAsync(input).catch(() => undefined);
          }}
        />
      </Stack>
    </Container>
  );
}
