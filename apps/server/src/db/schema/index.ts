export * from './brands';
export * from './mail';
export * from './users';
export * from './credit';
