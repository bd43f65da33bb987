import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show around `page`: always the first and last, `siblings` either side of the
 * current one, and an ellipsis for each gap. The list length stays constant while paging.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5; // first, last, current, two ellipses and the siblings
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 2);
  const right = Math.min(current + siblings, pageCount - 1);
  const showStartGap = left > 3;
  const showEndGap = right < pageCount - 2;
  if (!showStartGap) {
    const end = 3 + siblings * 2;
    return [...Array.from({ length: end }, (_, i) => i + 1), 'ellipsis-end', pageCount];
  }
  if (!showEndGap) {
    const count = 3 + siblings * 2;
    return [1, 'ellipsis-start', ...Array.from({ length: count }, (_, i) => pageCount - count + 1 + i)];
  }
  return [
    1,
    'ellipsis-start',
    ...Array.from({ length: right - left + 1 }, (_, i) => left + i),
    'ellipsis-end',
    pageCount,
  ];
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** "1–25 of 2,000+" without the prefix; "No results" when empty. */
export function rangeText({
  page,
  pageSize,
  total,
  totalCapped = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
}): string {
  if (total <= 0) return 'No results';
  const start = (page - 1) * pageSize + 1;
  const end = Math.min(page * pageSize, total);
  return `${start.toLocaleString('en-US')}–${end.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The server stopped counting at `total`: shows "of 2,000+". */
  totalCapped?: boolean;
  /** `full`: range, numbers and prev/next; `simple`: range and prev/next; `compact`: "Page x of y" and arrows. */
  variant?: 'full' | 'simple' | 'compact';
  /** Word before the range ("Showing 1–25 of 80"); empty string for none. */
  showingLabel?: string;
  /** The navigation landmark's name. */
  label?: string;
  siblings?: number;
  /** Replaces the summary text (e.g. "Page 2 of 9 · 210 clients"). */
  summary?: ReactNode;
  /** Render nothing when everything fits on one page. */
  hideWhenSinglePage?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Server-friendly pagination: range summary, previous/next and page numbers. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  totalCapped = false,
  variant = 'full',
  showingLabel = 'Showing',
  label = 'Pagination',
  siblings = 1,
  hideWhenSinglePage = false,
  disabled = false,
  summary: summaryOverride,
  className,
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  if (hideWhenSinglePage && pageCount <= 1) return null;
  const range = rangeText({ page, pageSize, total, totalCapped });
  const summary =
    summaryOverride ??
    (variant === 'compact'
      ? `Page ${page} of ${pageCount.toLocaleString('en-US')}${totalCapped ? '+' : ''}`
      : total > 0 && showingLabel
        ? `${showingLabel} ${range}`
        : range);
  const canPrev = !disabled && page > 1;
  const canNext = !disabled && page < pageCount;
  const iconOnly = variant === 'compact';

  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600', className)}
    >
      <span className="tabular-nums">{summary}</span>
      <div className="flex items-center gap-1">
        <Button
          variant={iconOnly ? 'ghost' : 'secondary'}
          size={iconOnly ? 'icon' : 'sm'}
          aria-label={iconOnly ? 'Previous page' : undefined}
          disabled={!canPrev}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {iconOnly ? null : <span>Previous</span>}
        </Button>
        {variant === 'full' ? (
          <ul className="hidden items-center gap-1 sm:flex">
            {getPageItems(page, pageCount, siblings).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Button
                    variant={item === page ? 'primary' : 'ghost'}
                    size="sm"
                    className="min-w-8 px-2 tabular-nums"
                    aria-label={`Page ${item}`}
                    aria-current={item === page ? 'page' : undefined}
                    disabled={disabled}
                    onClick={() => item !== page && onPageChange(item)}
                  >
                    {item.toLocaleString('en-US')}
                  </Button>
                </li>
              ) : (
                <li key={item} aria-hidden="true" className="px-1 text-slate-500">
                  …
                </li>
              ),
            )}
          </ul>
        ) : null}
        <Button
          variant={iconOnly ? 'ghost' : 'secondary'}
          size={iconOnly ? 'icon' : 'sm'}
          aria-label={iconOnly ? 'Next page' : undefined}
          disabled={!canNext}
          onClick={() => onPageChange(page + 1)}
        >
          {iconOnly ? null : <span>Next</span>}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
