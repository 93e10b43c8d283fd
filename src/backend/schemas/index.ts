export * from './rules';
export * from './entities';
export * from './inputs';
export * from './order';
export * from './report';
export * from './lists';
export * from './mfa';
export * from './document-reading';
