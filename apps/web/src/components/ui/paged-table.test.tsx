import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable } from '@/components/ui/paged-table';
import type { DataTableColumn } from '@/components/ui/table';

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (r) => r.name }];
const rows: Row[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Bo' },
];

describe('PagedTable', () => {
  it('renders the filters, the table and a named pagination that reports page changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <PagedTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        page={1}
        pageSize={2}
        total={5}
        onPageChange={onPageChange}
        paginationLabel="People pages"
        filters={
          <label>
            Filter
            <input />
          </label>
        }
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(nav).getByText('Showing 1–2 of 5')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('hides the pagination on a single page and passes error and retry to the table', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <PagedTable
        caption="People"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        error="Could not load"
        onRetry={onRetry}
        page={1}
        pageSize={25}
        total={0}
        onPageChange={() => {}}
        paginationLabel="People pages"
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('puts the filters in the given class and can leave the pagination unwrapped', () => {
    const { container } = render(
      <PagedTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        page={2}
        pageSize={1}
        total={2}
        onPageChange={() => {}}
        paginationLabel="People pages"
        filters={<span>filters</span>}
        filtersClassName="my-filters"
        footerClassName={null}
      />,
    );
    expect(screen.getByText('filters').parentElement).toHaveClass('my-filters');
    expect(container.lastElementChild).toBe(screen.getByRole('navigation', { name: 'People pages' }));
  });
});
