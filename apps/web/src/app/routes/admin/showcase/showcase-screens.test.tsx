import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import CrmsShowcaseScreen from '@/app/routes/admin/crms-showcase';
import CrmsShowcaseFormsScreen from '@/app/routes/admin/crms-showcase-forms';
import TablesShowcaseScreen from '@/app/routes/admin/tables-showcase';
import UiShowcaseScreen from '@/app/routes/admin/ui-showcase';
import { DialogsProvider } from '@/components/ui/dialogs';

/** The catalogue screens on their own (routing and the admin guard are covered by the router tests). */
function renderScreen(Screen: ComponentType) {
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('UI kit catalogue screens', () => {
  it('/ui renders every section of the kit', async () => {
    renderScreen(UiShowcaseScreen);
    expect(screen.getByRole('heading', { name: 'UI kit', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Kit sections' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('table', { name: 'Clients' })).toBeInTheDocument();
    // The select, date and file sections load after the rest of the page.
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading bank-statement-may.pdf' }),
    ).toBeInTheDocument();
  });

  it('/crms-showcase sorts and pages the client table', async () => {
    const user = renderScreen(CrmsShowcaseScreen);
    const table = screen.getByRole('table', { name: 'Clients' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Client pages' });
    expect(within(pages).getByText('Showing 1–10 of 137')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('Showing 11–20 of 137')).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: 'Client' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(pages).getByText('Showing 1–10 of 137')).toBeInTheDocument();
  });

  it('/crms-showcase/forms validates on submit', async () => {
    const user = renderScreen(CrmsShowcaseFormsScreen);
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix 5 fields');
    const [business] = screen.getAllByRole('textbox', { name: 'Business name' });
    expect(business).toHaveAccessibleDescription('Business name is required');
  });

  it('/tables loads the server-paginated table', async () => {
    renderScreen(TablesShowcaseScreen);
    const pages = await screen.findByRole('navigation', { name: 'Server table pages' }, { timeout: 3_000 });
    expect(within(pages).getByText('Showing 1–10 of 137')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Clients (client-side sorting)' })).toBeInTheDocument();
  });
});
