import type { BrandConfig } from '@fundpath/contracts/brand';
import { BRAND_FALLBACK } from '@fundpath/contracts/brand-defaults';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';
import { api } from '@/lib/api-client';
import { brandConfigResponseParser, isReferralCode } from '@/lib/startup-parsers';

export const DEFAULT_PRODUCT_NAME = 'FundPath';
/** Session storage key holding the referral code, so the brand survives navigation. */
export const REF_STORAGE_KEY = 'fundpath.ref';

export interface BrandContextValue {
  brand: BrandConfig;
  /** Brand name, or FundPath while loading or when the brand can't be loaded. */
  productName: string;
  /** URL slug of the product, e.g. `fundpath` for `/fundpath-funding-report`. */
  productSlug: string;
  refCode: string | null;
  isLoading: boolean;
}

const BrandContext = createContext<BrandContextValue | null>(null);

const fallbackBrand: BrandConfig = {
  brand_name: DEFAULT_PRODUCT_NAME,
  logo_white_url: null,
  logo_black_url: null,
  ...BRAND_FALLBACK,
};

export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'fundpath';
}

/** A valid referral code (letters and digits only), else null. */
export function parseRefCode(value: string | null | undefined): string | null {
  if (!value) return null;
  return isReferralCode(value) ? value : null;
}

function readStoredRef(): string | null {
  try {
    return parseRefCode(sessionStorage.getItem(REF_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Black or white, whichever reads better on `hex`. */
export function readableForeground(hex: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return '#ffffff';
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#0f172a' : '#ffffff';
}

const isCssColor = (value: string) =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', value) : true;

export const brandQueryKey = (ref: string | null) => ['brand', 'config', ref] as const;

/**
 * Loads the white-label brand (spec §7 GET /api/brand/config, optional `ref`) and applies its
 * colours as CSS variables (`--brand-primary`, `--brand-secondary`, `--brand-accent`).
 * The ref comes from `/ref/{code}` (letters and digits only) and is kept in session storage.
 * A failed load is logged and the fallback colours are used.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routeRef = parseRefCode(matchPath('/ref/:code', location.pathname)?.params.code);
  const refCode = routeRef ?? readStoredRef();

  useLayoutEffect(() => {
    if (!routeRef) return;
    try {
      sessionStorage.setItem(REF_STORAGE_KEY, routeRef);
    } catch {
      // Storage may be unavailable (private mode); the ref then lasts for this page only.
    }
  }, [routeRef]);

  const query = useQuery({
    queryKey: brandQueryKey(refCode),
    queryFn: async () => {
      try {
        const qs = refCode ? `?ref=${encodeURIComponent(refCode)}` : '';
        const { status: _status, ...config } = await api.get(
          `/brand/config${qs}`,
          brandConfigResponseParser,
          {
            cache: 'no-cache',
          },
        );
        return config;
      } catch (error) {
        console.warn('Failed to load brand config', error);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

  const brand = useMemo<BrandConfig>(() => {
    const data = query.data;
    if (!data) return fallbackBrand;
    return {
      ...data,
      brand_name: data.brand_name || DEFAULT_PRODUCT_NAME,
      primary_color: isCssColor(data.primary_color) ? data.primary_color : BRAND_FALLBACK.primary_color,
      secondary_color: isCssColor(data.secondary_color)
        ? data.secondary_color
        : BRAND_FALLBACK.secondary_color,
      accent_color: isCssColor(data.accent_color) ? data.accent_color : BRAND_FALLBACK.accent_color,
    };
  }, [query.data]);

  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--brand-primary', brand.primary_color);
    root.setProperty('--brand-secondary', brand.secondary_color);
    root.setProperty('--brand-accent', brand.accent_color);
    root.setProperty('--brand-primary-foreground', readableForeground(brand.primary_color));
  }, [brand]);

  const value = useMemo<BrandContextValue>(
    () => ({
      brand,
      productName: brand.brand_name,
      productSlug: slugify(brand.brand_name),
      refCode,
      isLoading: query.isPending,
    }),
    [brand, refCode, query.isPending],
  );

  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand must be used within a BrandProvider');
  return value;
}
