export * from './backend-adapter';
export * from './errors';
export * from './schemas';
export type {
  DemoAttachment,
  DemoEmail,
  DemoOutcome,
  DemoPersona,
  DemoReportDrafts,
  DemoTools,
  DemoTotpCode,
} from './demo-tools';
