import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  /** A column id. */
  id: string;
  direction: SortDirection;
}

type SortValue = string | number | boolean | Date | null | undefined;

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The header becomes a sort button; the table reports clicks through `onSortChange`. */
  sortable?: boolean;
  /** The value {@link sortRows} compares for client-side sorting (defaults to `row[id]`). */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'center' | 'right';
  /** Hide the column below the `sm` breakpoint (phones). */
  hideOnMobile?: boolean;
  className?: string;
  headerClassName?: string;
}

/** The next sort after a click on `columnId`: ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.id !== columnId) return { id: columnId, direction: 'asc' };
  if (current.direction === 'asc') return { id: columnId, direction: 'desc' };
  return null;
}

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Sorts rows on the client by a column's `sortValue`; empty values always sort last. Stable. */
export function sortRows<T>(
  rows: readonly T[],
  columns: ReadonlyArray<DataTableColumn<T>>,
  sort: SortState | null,
): T[] {
  if (!sort) return [...rows];
  const column = columns.find((c) => c.id === sort.id);
  if (!column) return [...rows];
  const value = column.sortValue ?? ((row: T) => (row as Record<string, unknown>)[column.id] as SortValue);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      if (x.v === null || x.v === undefined || y.v === null || y.v === undefined) {
        return compareValues(x.v, y.v) || x.index - y.index;
      }
      return sign * compareValues(x.v, y.v) || x.index - y.index;
    })
    .map((x) => x.row);
}

/** Client-side sort state and the sorted rows, for tables whose data is all loaded. */
export function useClientSort<T>(
  rows: readonly T[],
  columns: ReadonlyArray<DataTableColumn<T>>,
  initial: SortState | null = null,
) {
  const [sort, setSort] = useState<SortState | null>(initial);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  return { sort, setSort, rows: sorted };
}

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

export interface DataTableProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  /** The table's accessible name. */
  caption: string;
  /** Show the caption visually (it is always read by screen readers). */
  showCaption?: boolean;
  /** Controlled sort: works the same for client (see {@link useClientSort}) and server sorting. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** First load shows skeleton rows; a reload keeps the rows, dimmed. */
  loading?: boolean;
  /** An error message replaces the rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows (and no error or first load). */
  empty?: ReactNode;
  /** Makes a row clickable and keyboard-activable (Enter). Prefer a link inside a cell when possible. */
  onRowClick?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
  /** Scroll inside the table, with a sticky header (e.g. `max-h-96`). */
  maxHeightClassName?: string;
  skeletonRows?: number;
  className?: string;
}

/** A data table: sortable headers with aria-sort, loading/empty/error rows, sticky header, scrolls sideways on phones. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  caption,
  showCaption = false,
  sort = null,
  onSortChange,
  loading = false,
  error,
  onRetry,
  empty,
  onRowClick,
  rowClassName,
  maxHeightClassName,
  skeletonRows = 5,
  className,
}: DataTableProps<T>) {
  const firstLoad = loading && rows.length === 0 && !error;
  const colCount = columns.length;
  const hideClass = (c: DataTableColumn<T>) => (c.hideOnMobile ? 'hidden sm:table-cell' : undefined);

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={colCount} className="px-4 py-8">
          <div role="alert" className="flex flex-col items-center gap-3 text-center text-sm text-red-700">
            <span>{error}</span>
            {onRetry ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (firstLoad) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
      <tr key={i}>
        {columns.map((c, ci) => (
          <td key={c.id} className={cn('px-4 py-3.5', hideClass(c))}>
            <span className="block h-4 animate-pulse rounded bg-slate-100" aria-hidden="true" />
            {i === 0 && ci === 0 ? <span className="sr-only">Loading…</span> : null}
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colCount} className="px-4 py-2">
          {empty ?? <EmptyState variant="plain" titleAs="p" title="No results" />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr
        key={getRowId(row)}
        className={cn(
          'border-t border-slate-100 transition-colors',
          onRowClick &&
            'cursor-pointer hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
          rowClassName?.(row),
        )}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={
          onRowClick
            ? (e) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row);
              }
            : undefined
        }
      >
        {columns.map((c) => (
          <td
            key={c.id}
            className={cn(
              'px-4 py-3 text-slate-700',
              alignClass[c.align ?? 'left'],
              hideClass(c),
              c.className,
            )}
          >
            {c.cell(row, index)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <ScrollRegion
      label={caption}
      className={cn(
        'relative rounded-2xl border border-slate-200/80 bg-white shadow-xs',
        maxHeightClassName,
        className,
      )}
    >
      <table
        className={cn('w-full min-w-max border-collapse text-sm', loading && !firstLoad && 'opacity-60')}
        aria-busy={loading || undefined}
      >
        <caption
          className={cn(
            showCaption ? 'px-4 pt-4 pb-2 text-left text-sm font-semibold text-slate-900' : 'sr-only',
          )}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.id === c.id ? sort.direction : null;
              const ariaSort = c.sortable
                ? active === 'asc'
                  ? 'ascending'
                  : active === 'desc'
                    ? 'descending'
                    : 'none'
                : undefined;
              const SortIcon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ChevronsUpDown;
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={ariaSort}
                  className={cn(
                    'sticky top-0 z-10 border-b border-slate-200 bg-slate-50/95 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase backdrop-blur',
                    alignClass[c.align ?? 'left'],
                    hideClass(c),
                    c.headerClassName,
                  )}
                >
                  {c.sortable ? (
                    <button
                      type="button"
                      onClick={() => onSortChange?.(nextSort(sort, c.id))}
                      className={cn(
                        '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 tracking-wide uppercase transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand',
                        active && 'text-slate-900',
                      )}
                    >
                      {c.header}
                      <SortIcon
                        className={cn('size-3.5', active ? 'text-brand' : 'text-slate-500')}
                        aria-hidden="true"
                      />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </ScrollRegion>
  );
}
