export * from './auth';
export * from './brand';
export * from './errors';
export * from './roles';
