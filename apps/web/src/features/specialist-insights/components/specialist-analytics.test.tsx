import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { ANALYTICS, analytics, analyticsBody } from '../testing/fixtures';
import { presetRange } from './analytics-sums';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('presetRange', () => {
  it('ends today and counts today in', () => {
    expect(presetRange(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange(30, '2026-12-07')).toEqual({ from: '2026-11-08', to: '2026-12-07' });
  });
});

describe('/specialist/analytics', () => {
  it('asks for the last 30 UTC days, then for the preset chosen', async () => {
    const app = renderApp('/specialist/analytics', {
      as: 'specialist',
      routes: { [ANALYTICS]: analyticsBody() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Specialist Analytics' }),
    ).toBeInTheDocument();
    await screen.findByText('2026-12-05 – 2026-12-07 (UTC)');
    const today = Date.parse(`${utcDay(Date.now())}T00:00:00Z`);
    const first = app.api.callsTo(ANALYTICS)[0]!.url.searchParams;
    expect({ from: first.get('from'), to: first.get('to') }).toEqual({
      from: utcDay(today - 29 * DAY_MS),
      to: utcDay(today),
    });

    await app.userEvent.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() => expect(app.api.callsTo(ANALYTICS)).toHaveLength(2));
    const next = app.api.callsTo(ANALYTICS)[1]!.url.searchParams;
    expect({ from: next.get('from'), to: next.get('to') }).toEqual({
      from: utcDay(today - 89 * DAY_MS),
      to: utcDay(today),
    });
  });

  it('shows totals that are the sums of the rows shown, and the conversion from them', async () => {
    const a = analytics();
    // Totals the server got wrong would not show: the screen sums the rows it shows.
    a.totals = { ...a.totals, profile_views: 999, revenue_cents: 1 };
    renderApp('/specialist/analytics', { as: 'specialist', routes: { [ANALYTICS]: analyticsBody(a) } });
    const table = await screen.findByRole('table', { name: 'Your figures per day' });
    const foot = within(table.querySelector('tfoot')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(foot).toEqual(['80', '4', '4', '3', '2', '$255.00', '$38.25', '$216.75']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);

    const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('div')!.parentElement!;
    expect(card('Profile views')).toHaveTextContent('80');
    expect(card('Profile views')).toHaveTextContent('4 QR scans · 7 link visits');
    expect(card('Booking requests')).toHaveTextContent(/^Booking requests4/);
    expect(card('Booking requests')).toHaveTextContent('3 confirmed');
    expect(card('Conversion')).toHaveTextContent('5 %');
    expect(card('Conversion')).toHaveTextContent('75 % of requests confirmed');
    expect(card('Revenue')).toHaveTextContent('$216.75');
    expect(card('Revenue')).toHaveTextContent('$255.00 booked · $38.25 platform fee');
    // Repeat members is a distinct count, not a sum: the server's figure.
    expect(card('Repeat members')).toHaveTextContent('1');
    expect(card('Repeat members')).toHaveTextContent('2 repeat requests');
  });

  it('gives each chart its data as a table and a caption', async () => {
    renderApp('/specialist/analytics', { as: 'specialist', routes: { [ANALYTICS]: analyticsBody() } });
    for (const title of ['Profile views', 'Booking requests', 'Conversion', 'Revenue', 'Repeat members'])
      expect(await screen.findByRole('table', { name: `${title}: the data` })).toBeInTheDocument();
    const weeks = screen.getByRole('table', { name: 'Conversion: the data' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    expect(within(weeks).getByRole('cell', { name: '4.6 %' })).toBeInTheDocument();
    expect(screen.getByText('$216.75 earned from $255.00 booked; platform fee $38.25.')).toBeInTheDocument();
    expect(
      screen.getByText('1 member came back (each counted once), with 2 repeat requests.'),
    ).toBeInTheDocument();
  });

  it('keeps its heading when the analytics cannot load', async () => {
    renderApp('/specialist/analytics', {
      as: 'specialist',
      routes: {
        [ANALYTICS]: {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'The range cannot end in the future' },
        },
      },
    });
    expect(await screen.findByText('Your analytics could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Specialist Analytics' })).toBeInTheDocument();
  });
});
