export * from './backend-adapter';
export * from './errors';
export * from './schemas';
export type { DemoAttachment, DemoEmail, DemoPersona, DemoTools, DemoTotpCode } from './demo-tools';
