import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';

describe('Dialog', () => {
  it('is a named, described dialog that closes with the X and with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent title="Rename client" description="Shown on every screen.">
          <DialogBody>Body</DialogBody>
          <DialogFooter>
            <Button>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename client' });
    expect(dialog).toHaveAccessibleDescription('Shown on every screen.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Rename client' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('SearchInput', () => {
  it('clears with the button and with Escape', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [q, setQ] = useState('');
      return <SearchInput label="Search clients" value={q} onChange={setQ} />;
    }
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Search clients' });
    await user.type(input, 'dana');
    expect(input).toHaveValue('dana');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    await user.type(input, 'x{Escape}');
    expect(input).toHaveValue('');
  });

  it('reports once typing pauses when debounced', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchInput label="Search" value="" onChange={onChange} debounceMs={50} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'abc');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('abc'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
