export * from './brands';
export * from './mail';
export * from './users';
