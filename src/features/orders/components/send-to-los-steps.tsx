import { Dialog, Field, Input } from '@chakra-ui/react';
import { LOS_LIMITS, type PublishedReport } from '@/backend';
import { FormCheckbox } from './form-checkbox';
import type { LosRequest, SendToLosFlow } from './send-to-los-flow';

export const LOS_CODE_LABEL = 'Confirmation code';
export const LOS_PACKET_V1_LABEL = 'This LOS reads only data packet version 1';
export const losCodeSentText = (email: string) =>
  `We sent a 6-digit code to ${email}. Whoever reads that inbox (your LOS team) has it: type it here within ${LOS_LIMITS.codeMinutes} minutes and the report goes out. Nothing else is sent to the address until then.`;

/** The first step: where the report goes, whether the address is kept, and which packet version it reads. */
export function LosAddressStep({ flow, report }: { flow: SendToLosFlow; report: PublishedReport }) {
  const { form, busy, emailRef } = flow;
  const { errors } = form.formState;
  const { ref: registerRef, ...emailField } = form.register('email');
  return (
    <>
      <Dialog.Description>
        We email version {report.version} of the report to your loan origination system: its data packet (JSON, packet
        version 2 with the source of each value, or version 1 if your LOS reads only that) for import and a link to the
        report. The first time you use an address, we mail it a code to confirm it.
      </Dialog.Description>
      <Field.Root invalid={Boolean(errors.email)} required disabled={busy}>
        <Field.Label>
          LOS email address
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          {...emailField}
          ref={(el) => {
            registerRef(el);
            emailRef.current = el;
          }}
        />
        {flow.savedAddressLoading && (
          <Field.HelperText>Looking up the address kept on your account...</Field.HelperText>
        )}
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <FormCheckbox control={form.control} name="remember" label="Remember this address" disabled={busy} />
      <FormCheckbox control={form.control} name="packetV1" label={LOS_PACKET_V1_LABEL} disabled={busy} />
    </>
  );
}

/** The second step, the first time an address is used: the code mailed to it. */
export function LosCodeStep({ flow, pending }: { flow: SendToLosFlow; pending: LosRequest }) {
  const { codeForm, busy, codeRef } = flow;
  const { errors } = codeForm.formState;
  const { ref: registerRef, ...codeField } = codeForm.register('code');
  return (
    <>
      <Dialog.Description>{losCodeSentText(pending.email)}</Dialog.Description>
      <Field.Root invalid={Boolean(errors.code)} required disabled={busy}>
        <Field.Label>
          {LOS_CODE_LABEL}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          {...codeField}
          ref={(el) => {
            registerRef(el);
            codeRef.current = el;
          }}
        />
        <Field.HelperText>A wrong code counts: after {LOS_LIMITS.codeTries} it stops working.</Field.HelperText>
        <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
