import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPageItems, Pagination, rangeText } from '@/components/ui/pagination';

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and the current page with its siblings, with ellipses for the gaps', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
});

describe('rangeText', () => {
  it('formats ranges, capped totals and empty lists', () => {
    expect(rangeText({ page: 1, pageSize: 25, total: 2000, totalCapped: true })).toBe('1–25 of 2,000+');
    expect(rangeText({ page: 3, pageSize: 25, total: 61 })).toBe('51–61 of 61');
    expect(rangeText({ page: 1, pageSize: 25, total: 0 })).toBe('No results');
  });
});

describe('Pagination', () => {
  it('shows the range and disables Previous on the first page and Next on the last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={10} total={35} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 1–10 of 35')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);

    rerender(<Pagination page={4} pageSize={10} total={35} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 31–35 of 35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('supports capped totals, a custom label and no prefix (the support desk)', () => {
    render(
      <Pagination
        label="Pages"
        variant="simple"
        showingLabel=""
        page={1}
        pageSize={25}
        total={2000}
        totalCapped
        onPageChange={() => {}}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('1–25 of 2,000+')).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('compact variant uses icon buttons with names; hides on a single page when asked', () => {
    const { rerender } = render(
      <Pagination variant="compact" page={2} pageSize={20} total={93} onPageChange={() => {}} />,
    );
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination hideWhenSinglePage page={1} pageSize={20} total={5} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
