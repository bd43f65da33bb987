import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCard } from '@/components/ui/stat-card';

describe('EmptyState', () => {
  it('renders icon, title, description and a working action', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        icon={Inbox}
        title="No tickets yet"
        description="Open one to get help."
        action={<Button onClick={onClick}>Create ticket</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No tickets yet', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Open one to get help.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('works as a compact description-only box', () => {
    render(<EmptyState variant="compact" description="No inquiries reported." />);
    expect(screen.getByText('No inquiries reported.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('StatCard', () => {
  it('shows value and trend, or a skeleton while loading', () => {
    const { rerender } = render(<StatCard label="Clients" value="1,284" delta="+8%" trend="up" />);
    expect(screen.getByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('+8%')).toBeInTheDocument();
    rerender(<StatCard label="Clients" value="1,284" loading />);
    expect(screen.queryByText('1,284')).not.toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
