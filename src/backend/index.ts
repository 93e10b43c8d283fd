export * from './backend-adapter';
export * from './errors';
export * from './schemas';
