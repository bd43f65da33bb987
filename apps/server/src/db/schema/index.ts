export * from './ai';
export * from './brands';
export * from './coaching';
export * from './credit';
export * from './idempotency';
export * from './mail';
export * from './support';
export * from './users';
