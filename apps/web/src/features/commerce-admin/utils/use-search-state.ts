/** Moved to shared hooks so other staff lists (travel bookings) keep their filters in the URL too. */
export { useSearchState } from '@/hooks/use-search-state';
