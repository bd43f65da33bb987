import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { DASHBOARD, dashboard, dashboardBody, uuid } from '../testing/fixtures';

describe('/specialist/dashboard', () => {
  it('lists today and the requests waiting, each opening its booking on the appointments screen', async () => {
    renderApp('/specialist/dashboard', { as: 'specialist', routes: { [DASHBOARD]: dashboardBody() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Specialist Dashboard' }),
    ).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Requests waiting (2)' })).toBeInTheDocument();
    const nico = screen.getByRole('link', { name: /Deep tissue massage with Nico Member/ });
    expect(nico).toHaveAttribute('href', `/specialist/appointments?booking=${uuid(2)}`);
    expect(within(nico).getByText(/Answer by/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /with Olga Member/ })).toHaveAttribute(
      'href',
      `/specialist/appointments?booking=${uuid(3)}`,
    );
    // Today's session, at Manila time (02:00 UTC is 10:00 AM there).
    const mara = screen.getByRole('link', { name: /Deep tissue massage with Mara Member/ });
    expect(mara).toHaveAttribute('href', `/specialist/appointments?booking=${uuid(1)}`);
    expect(mara).toHaveTextContent('10:00 AM – 10:50 AM');
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });

  it('splits the month’s earnings by status, the total being the sum of the split', async () => {
    renderApp('/specialist/dashboard', { as: 'specialist', routes: { [DASHBOARD]: dashboardBody() } });
    const table = await screen.findByRole('table', { name: 'Earnings this month by status' });
    const cells = [...table.querySelectorAll('tbody tr td')].map((td) => td.textContent);
    expect(cells).toEqual(['$144.50', '$72.25', '$72.25']);
    expect(within(table.querySelector('tfoot')!).getByText('$289.00')).toBeInTheDocument();
    expect(screen.getByText('Booked (gross)').nextElementSibling).toHaveTextContent('$340.00');
    expect(screen.getByText('Platform fee').nextElementSibling).toHaveTextContent('$51.00');
    expect(screen.getByText('Your earnings').nextElementSibling).toHaveTextContent('$289.00');
  });

  it('offers the booking link, absolute, with a copy button and the way to its QR code', async () => {
    const app = renderApp('/specialist/dashboard', {
      as: 'specialist',
      routes: { [DASHBOARD]: dashboardBody() },
    });
    const link = await screen.findByLabelText('Booking link');
    expect(link).toHaveValue(`${window.location.origin}/book/RILEY12345`);
    await app.userEvent.click(screen.getByRole('button', { name: 'Copy booking link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/book/RILEY12345`);
    expect(screen.getByRole('link', { name: 'Get the QR code' })).toHaveAttribute(
      'href',
      '/specialist/qr-marketing',
    );
  });

  it('links to every request when more wait than are listed, and says when the day is free', async () => {
    const d = dashboard({ today_appointments: [], requests_waiting_count: 25 });
    renderApp('/specialist/dashboard', { as: 'specialist', routes: { [DASHBOARD]: dashboardBody(d) } });
    expect(await screen.findByText('No sessions today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests waiting (25)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 25 requests' })).toHaveAttribute(
      'href',
      '/specialist/appointments',
    );
  });

  it('keeps its heading when the dashboard cannot load, and tries again', async () => {
    let calls = 0;
    const app = renderApp('/specialist/dashboard', {
      as: 'specialist',
      routes: {
        [DASHBOARD]: () =>
          ++calls === 1
            ? {
                status: 404,
                body: { status: 'error', code: 'NOT_FOUND', message: 'Specialist profile not found' },
              }
            : dashboardBody(),
      },
    });
    expect(await screen.findByText('Your dashboard could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Specialist Dashboard' })).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Requests waiting (2)' })).toBeInTheDocument();
  });
});
