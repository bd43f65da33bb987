import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('/client-center', () => {
  it('shows the four tabs and the disabled (Soon) ones', async () => {
    renderApp('/client-center', { as: 'client' });
    const tabs = await screen.findByRole('tablist', { name: 'Client Center sections' });
    for (const name of ['Overview', 'Credit Reports', 'Tickets', 'Tasks']) {
      expect(within(tabs).getByRole('tab', { name })).toBeEnabled();
    }
    for (const name of ['Documents', 'Settings', 'Activity Log', 'Communications', 'Coaching Progress']) {
      expect(within(tabs).getByRole('tab', { name: `${name} (Soon)` })).toBeDisabled();
    }
    // The placeholder text is the disabled tab's description, so screen readers announce it.
    expect(within(tabs).getByRole('tab', { name: 'Documents (Soon)' })).toHaveAccessibleDescription(
      'Your uploaded documents will be collected here.',
    );
    expect(within(tabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs to the tickets panel', async () => {
    const app = renderApp('/client-center', { as: 'client' });
    await app.userEvent.click(await screen.findByRole('tab', { name: 'Tickets' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('searchbox', { name: 'Search tickets' }),
    ).toBeInTheDocument();
  });

  it('marks Dashboard active in the bottom navigation', async () => {
    renderApp('/client-center', { as: 'client' });
    const nav = await screen.findByRole('navigation', { name: 'Client navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Funding Report' })).toHaveAttribute(
      'href',
      '/fundpath-funding-report',
    );
    expect(within(nav).getByRole('link', { name: 'Steps' })).not.toHaveAttribute('aria-current');
  });

  it('marks Ecommerce active on the client products page', async () => {
    renderApp('/client/products', { as: 'client' });
    const nav = await screen.findByRole('navigation', { name: 'Client navigation' });
    expect(within(nav).getByRole('link', { name: 'Ecommerce' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the site root after logout', async () => {
    const app = renderApp('/client-center', { as: 'client' });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
  });
});
