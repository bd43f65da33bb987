/** White-label brands (ADR 003, bottom layer). Other modules import only this file. */
export { brandForEmail, type EmailBrandRow } from './email';
export type { BrandRow } from './repo';
export { brandRoutes } from './routes';
export * from './service';
