import type { PackageFilters, PackageSort } from '../api/packages';

/**
 * The package list's filters live in the URL (`?q=&destination=&month=&min_price=&max_price=
 * &sort=&page=`), so links, reloads and the back button keep them. Prices are whole dollars in
 * the URL and cents on the wire; anything malformed is dropped rather than sent.
 */
export const PACKAGE_SORTS: ReadonlyArray<{ value: PackageSort; label: string }> = [
  { value: 'departure', label: 'Soonest departure' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'title', label: 'Name: A to Z' },
];
export const PER_PAGE = 12;
const MAX_DOLLARS = 1_000_000;

export interface UrlFilters {
  q: string;
  destination: string;
  /** `YYYY-MM` or ''. */
  month: string;
  /** Whole dollars, or null for no bound. */
  min_price: number | null;
  max_price: number | null;
  sort: PackageSort;
  page: number;
}

export const toDollars = (value: string | null | undefined): number | null => {
  const v = (value ?? '').trim();
  if (!/^\d{1,7}$/.test(v)) return null;
  const n = Number(v);
  return n <= MAX_DOLLARS ? n : null;
};

/** The filters a URL's query holds (defaults for what is missing or malformed). */
export function readUrlFilters(params: URLSearchParams): UrlFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const month = params.get('month') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    destination: (params.get('destination') ?? '').slice(0, 120),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
    min_price: toDollars(params.get('min_price')),
    max_price: toDollars(params.get('max_price')),
    sort: PACKAGE_SORTS.some((s) => s.value === sort) ? (sort as PackageSort) : 'departure',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The API query for URL filters (a min above the max is swapped, as a traveller meant it). */
export function toApiFilters(f: UrlFilters): PackageFilters {
  let [min, max] = [f.min_price, f.max_price];
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    q: f.q.trim() || undefined,
    destination: f.destination || undefined,
    month: f.month || undefined,
    min_price_cents: min === null ? undefined : min * 100,
    max_price_cents: max === null ? undefined : max * 100,
    sort: f.sort,
    page: f.page,
    per_page: PER_PAGE,
  };
}

/**
 * The URL query after a change: other parameters stay, defaults are left out, and any filter
 * change goes back to page 1 (a narrower list never opens past its end).
 */
export function writeUrlFilters(params: URLSearchParams, patch: Partial<UrlFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged: UrlFilters = { ...readUrlFilters(params), ...patch, page: patch.page ?? 1 };
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set('q', merged.q.trim() || null);
  set('destination', merged.destination || null);
  set('month', merged.month || null);
  set('min_price', merged.min_price === null ? null : String(merged.min_price));
  set('max_price', merged.max_price === null ? null : String(merged.max_price));
  set('sort', merged.sort === 'departure' ? null : merged.sort);
  set('page', merged.page > 1 ? String(merged.page) : null);
  return next;
}

/** How many filters narrow the list (search excluded), for the phone's "Filters (2)" button. */
export function activeFilterCount(f: UrlFilters): number {
  return [f.destination !== '', f.month !== '', f.min_price !== null, f.max_price !== null].filter(Boolean)
    .length;
}
