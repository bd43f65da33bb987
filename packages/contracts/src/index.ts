export * from './ai';
export * from './auth';
export * from './brand';
export * from './coaching';
export * from './credit';
export * from './errors';
export * from './roles';
export * from './support';
