import type { ProductFilters, ProductSort } from '../api/list-products';

/**
 * The product list's filters live in the URL (`?q=&category=&min_price=&max_price=&in_stock=true
 * &sort=&page=`), so links, reloads and the back button keep them. Prices are whole dollars in
 * the URL and cents on the wire; anything malformed is dropped rather than sent.
 */
export const PRODUCT_SORTS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'title', label: 'Name: A to Z' },
];
export const PER_PAGE = 24;
const MAX_DOLLARS = 1_000_000;

export interface UrlFilters {
  q: string;
  category: string;
  /** Whole dollars, or null for no bound. */
  min_price: number | null;
  max_price: number | null;
  in_stock: boolean;
  sort: ProductSort;
  page: number;
}

const dollars = (value: string | null): number | null => {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_DOLLARS ? n : null;
};

/** The filters a URL's query holds (defaults for what is missing or malformed). */
export function readUrlFilters(params: URLSearchParams): UrlFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: (params.get('category') ?? '').slice(0, 60),
    min_price: dollars(params.get('min_price')),
    max_price: dollars(params.get('max_price')),
    in_stock: params.get('in_stock') === 'true',
    sort: PRODUCT_SORTS.some((s) => s.value === sort) ? (sort as ProductSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The API query for URL filters (a min above the max is swapped, as a shopper meant it). */
export function toApiFilters(f: UrlFilters): ProductFilters {
  let [min, max] = [f.min_price, f.max_price];
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    q: f.q.trim() || undefined,
    category: f.category || undefined,
    min_price_cents: min === null ? undefined : min * 100,
    max_price_cents: max === null ? undefined : max * 100,
    in_stock: f.in_stock ? true : undefined,
    sort: f.sort,
    page: f.page,
    per_page: PER_PAGE,
  };
}

/**
 * The URL query after a change: other parameters (the `store` slug) stay, defaults are left out,
 * and any filter change goes back to page 1 (a narrower list never opens past its end).
 */
export function writeUrlFilters(params: URLSearchParams, patch: Partial<UrlFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readUrlFilters(params);
  const merged: UrlFilters = { ...current, ...patch, page: patch.page ?? 1 };
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set('q', merged.q.trim() || null);
  set('category', merged.category || null);
  set('min_price', merged.min_price === null ? null : String(merged.min_price));
  set('max_price', merged.max_price === null ? null : String(merged.max_price));
  set('in_stock', merged.in_stock ? 'true' : null);
  set('sort', merged.sort === 'newest' ? null : merged.sort);
  set('page', merged.page > 1 ? String(merged.page) : null);
  return next;
}

/** How many filters narrow the list (search excluded), for the mobile "Filters (2)" button. */
export function activeFilterCount(f: UrlFilters): number {
  return [f.category !== '', f.min_price !== null, f.max_price !== null, f.in_stock].filter(Boolean).length;
}
