import { env } from '@/config/env';
import { inboundFormCopy } from '@/content/contact';
import { useBackend } from '@/lib/backend-context';
import type { InboundKind } from '../embedded-form';
import { EmbeddedFormFrame } from './embedded-form-frame';
import { InboundForm } from './inbound-form';

/** The native form wired to the port: stored as an inbound request for the admins. */
export function InboundRequestForm({
  kind,
  hideHeading,
  headingAs,
}: {
  kind: InboundKind;
  hideHeading?: boolean;
  headingAs?: 'h2' | 'h3';
}) {
  const backend = useBackend();
  return (
    <InboundForm
      kind={kind}
      hideHeading={hideHeading}
      headingAs={headingAs}
      onSubmit={(values) => backend.inbound.submit(kind, values)}
    />
  );
}

export function configuredFormUrl(kind: InboundKind): string | undefined {
  return kind === 'contact' ? env.VITE_CONTACT_FORM_URL : env.VITE_DEMO_FORM_URL;
}

/**
 * The third-party form when its URL is configured, else the native form (the offline default, so a
 * demo never shows a blank frame). `frameUrl` overrides the configuration (stories, tests).
 */
export function InboundFormSlot({
  kind,
  frameUrl,
  lazy,
  hideHeading,
  headingAs,
}: {
  kind: InboundKind;
  /** undefined: the configured URL; null: always the native form. */
  frameUrl?: string | null;
  lazy?: boolean;
  hideHeading?: boolean;
  headingAs?: 'h2' | 'h3';
}) {
  const url = frameUrl === undefined ? configuredFormUrl(kind) : frameUrl;
  if (url) return <EmbeddedFormFrame kind={kind} src={url} title={inboundFormCopy[kind].frameTitle} lazy={lazy} />;
  return <InboundRequestForm kind={kind} hideHeading={hideHeading} headingAs={headingAs} />;
}
