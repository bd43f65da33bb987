/** White-label brands (ADR 003, bottom layer). Other modules import only this file. */
export type { BrandRow } from './repo';
export { brandRoutes } from './routes';
export * from './service';
