/**
 * Brand constants without zod, so the web's first page can use them without loading zod
 * (`@fundpath/contracts/brand-defaults`; `@fundpath/contracts/brand` re-exports them).
 */
/** Spec §9 brand fallback colours. */
export const BRAND_FALLBACK = {
  primary_color: '#6b7280',
  secondary_color: '#4b5563',
  accent_color: '#6b7280',
} as const;
/** Spec §9 coach theme defaults. */
export const COACH_THEME_DEFAULT = { primary: '#DC2626', secondary: '#1F2937' } as const;
/** Spec §9 storefront fallback colours. */
export const STOREFRONT_FALLBACK = { primary: '#dc2626', secondary: '#991b1b', accent: '#ef4444' } as const;

export const serviceTypes = ['ecommerce', 'travel', 'manila', 'default'] as const;
export type ServiceType = (typeof serviceTypes)[number];
