import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  confirmLosAddressInputSchema,
  earlierHandoff,
  errorMessage,
  sendReportToLosInputSchema,
  type LosHandoff,
  type LosPacketVersion,
  type PublishedReport,
} from '@/backend';
import { useLosHandoffs } from '@/lib/order-queries';
import { useConfirmLosAddress, useLosEmail, useSendToLos } from '../api/report-api';

const losFormSchema = sendReportToLosInputSchema
  .pick({ email: true, remember: true })
  .extend({ packetV1: z.boolean().default(false) });
const codeFormSchema = z.object({ code: confirmLosAddressInputSchema.shape.code });

/** One send as the customer asked for it: kept while the code is typed or the resend is confirmed. */
export interface LosRequest {
  email: string;
  remember: boolean;
  packetVersion: LosPacketVersion;
}

/**
 * The Send to LOS dialog's state and steps: the address form, the code form once an address has to be confirmed,
 * and the question before a version goes again to an address it went to. `onSent` runs once the report is out.
 */
export function useSendToLosFlow(report: PublishedReport, userId: string, onSent: (request: LosRequest) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  /** The address waiting for its code (the second step), or null on the first. */
  const [pending, setPending] = useState<LosRequest | null>(null);
  /** A send of a version already sent to that address, waiting for the customer to say it again. */
  const [resend, setResend] = useState<{ request: LosRequest; earlier: LosHandoff } | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const saved = useLosEmail(userId);
  const send = useSendToLos(report.order_id);
  const confirm = useConfirmLosAddress(report.order_id);
  const handoffs = useLosHandoffs(report.order_id);
  const form = useForm<z.input<typeof losFormSchema>, unknown, z.output<typeof losFormSchema>>({
    resolver: zodResolver(losFormSchema),
    defaultValues: { email: '', remember: true, packetV1: false },
  });
  const codeForm = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const busy = send.isPending || confirm.isPending;

  // The kept address fills the field once it is known, unless the customer has typed meanwhile.
  useEffect(() => {
    if (saved.data && !form.getFieldState('email').isDirty) form.setValue('email', saved.data);
  }, [saved.data, form]);

  // Each step starts with focus on its field: the code once it has been mailed, the address on the way back.
  const step = pending ? 'code' : 'address';
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'code' ? codeRef : emailRef).current?.focus();
  }, [step]);

  // An address this order's report went to before starts from the packet version it was sent then (until the
  // customer ticks or clears the box themselves).
  const typed = form.watch('email');
  useEffect(() => {
    const last = (handoffs.data ?? []).find((h) => h.recipient.toLowerCase() === typed.trim().toLowerCase());
    if (!form.getFieldState('packetV1').isDirty) form.setValue('packetV1', last?.packet_version === 1);
  }, [typed, handoffs.data, form]);

  function sent(request: LosRequest) {
    setPending(null);
    codeForm.reset({ code: '' });
    onSent(request);
  }

  async function deliver(request: LosRequest) {
    setFailure(null);
    try {
      const outcome = await send.mutateAsync({ reportId: report.id, ...request });
      if (outcome === 'sent') return sent(request);
      codeForm.reset({ code: '' });
      setPending(request);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const submitAddress = form.handleSubmit(async ({ email, remember, packetV1 }) => {
    const request: LosRequest = { email, remember, packetVersion: packetV1 ? 1 : 2 };
    // The record as it is now (another tab may have sent since the page loaded); unreadable, it asks nothing.
    const known = (await handoffs.refetch()).data ?? handoffs.data ?? [];
    const earlier = earlierHandoff(known, report.id, email);
    if (earlier) return setResend({ request, earlier });
    await deliver(request);
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (!pending) return;
    setFailure(null);
    try {
      await confirm.mutateAsync({ reportId: report.id, code, ...pending });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    sent(pending);
  });

  return {
    form,
    codeForm,
    emailRef,
    codeRef,
    savedAddressLoading: saved.isPending,
    busy,
    failure,
    clearFailure: () => setFailure(null),
    pending,
    backToAddress: () => {
      setFailure(null);
      setPending(null);
    },
    submit: (e?: BaseSyntheticEvent) => (pending ? submitCode(e) : submitAddress(e)),
    resendOf: resend?.earlier ?? null,
    cancelResend: () => setResend(null),
    confirmResend: () => {
      const request = resend?.request;
      setResend(null);
      if (request) void deliver(request);
    },
  };
}

export type SendToLosFlow = ReturnType<typeof useSendToLosFlow>;
