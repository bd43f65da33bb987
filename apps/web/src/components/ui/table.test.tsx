import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, nextSort, type SortState, sortRows } from '@/components/ui/table';

interface Row {
  id: number;
  name: string;
  score: number | null;
}
const rows: Row[] = [
  { id: 1, name: 'Bea', score: 700 },
  { id: 2, name: 'adam', score: null },
  { id: 3, name: 'Cy', score: 640 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (r) => r.name },
  { id: 'score', header: 'Score', sortable: true, cell: (r) => r.score ?? '—' },
  { id: 'note', header: 'Note', cell: () => 'n/a' },
];

function names() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
}

describe('DataTable', () => {
  it('reports sort clicks and reflects the controlled sort in aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });

    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        sort={{ id: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
  });

  it('cycles ascending, descending, unsorted when wired to state, sorting rows with empties last', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [sort, setSort] = useState<SortState | null>(null);
      return (
        <DataTable
          caption="People"
          columns={columns}
          rows={sortRows(rows, columns, sort)}
          getRowId={(r) => r.id}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    render(<Harness />);
    const header = screen.getByRole('columnheader', { name: 'Score' });
    const button = within(header).getByRole('button');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Cy', 'Bea', 'adam']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Bea', 'Cy', 'adam']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Bea', 'adam', 'Cy']);
  });

  it('sorts text case-insensitively and computes the next sort', () => {
    expect(sortRows(rows, columns, { id: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'adam',
      'Bea',
      'Cy',
    ]);
    expect(nextSort({ id: 'name', direction: 'desc' }, 'score')).toEqual({ id: 'score', direction: 'asc' });
    expect(nextSort({ id: 'name', direction: 'desc' }, 'name')).toBeNull();
  });

  it('shows loading, empty and error rows', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable caption="People" columns={columns} rows={[]} getRowId={(r) => r.id} loading />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    rerender(<DataTable caption="People" columns={columns} rows={[]} getRowId={(r) => r.id} />);
    expect(screen.getByText('No results')).toBeInTheDocument();

    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        error="Unable to load"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load');
    expect(screen.queryByText('Bea')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
