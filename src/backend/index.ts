export * from './backend-adapter';
export * from './errors';
export * from './schemas';
export type {
  DemoAttachment,
  DemoCardInput,
  DemoCheckout,
  DemoCheckoutSession,
  DemoTestCard,
  DemoEmail,
  DemoOutcome,
  DemoPersona,
  DemoReportDrafts,
  DemoTools,
  DemoTotpCode,
} from './demo-tools';
