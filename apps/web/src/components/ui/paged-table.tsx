import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { DataTable, type DataTableProps } from '@/components/ui/table';

export interface PagedTableProps<T> extends DataTableProps<T> {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The pagination landmark's name (e.g. "Export pages"). */
  paginationLabel: string;
  /** A filter bar above the table (selects, search); rendered only when given. */
  filters?: ReactNode;
  filtersClassName?: string;
  /** `null`: the pagination without a wrapper (for lists spaced with `space-y-*`). */
  footerClassName?: string | null;
}

/**
 * A server-paginated list inside a card: an optional filter bar, a {@link DataTable} and a
 * {@link Pagination} footer that hides itself when everything fits on one page.
 */
export function PagedTable<T>({
  page,
  pageSize,
  total,
  onPageChange,
  paginationLabel,
  filters,
  filtersClassName = 'flex flex-wrap gap-3 border-b border-slate-100 p-4',
  footerClassName = 'p-4',
  ...table
}: PagedTableProps<T>) {
  const pagination = (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      label={paginationLabel}
      hideWhenSinglePage
    />
  );
  return (
    <>
      {filters ? <div className={filtersClassName}>{filters}</div> : null}
      <DataTable {...table} />
      {footerClassName === null ? pagination : <div className={footerClassName}>{pagination}</div>}
    </>
  );
}
