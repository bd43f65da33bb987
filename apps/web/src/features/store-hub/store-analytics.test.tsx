import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { sumSeries } from './components/analytics/sums';
import { analytics } from './testing/fixtures';

describe('/client/analytics', () => {
  it('shows totals that equal the sum of the day rows, and asks for the chosen period', async () => {
    const data = analytics();
    const app = renderApp('/client/analytics', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store/analytics': (req: MockRequest) => ({
          body: { ...data, range: { ...data.range, days: Number(req.url.searchParams.get('days')) } },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Sales per day' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    // header + 7 days + total
    expect(rows).toHaveLength(9);
    const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const body = rows.slice(1, -1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
    const footer = within(rows.at(-1)!)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(Number(footer[0])).toBe(body.reduce((s, r) => s + Number(r[0]), 0));
    for (const col of [1, 2, 3])
      expect(money(footer[col]!)).toBe(body.reduce((s, r) => s + money(r[col]!), 0));
    expect(footer).toEqual(['12', '$397.25', '$36.99', '$360.26']);
    expect(sumSeries(data.series)).toEqual(data.totals);

    expect(screen.getByText('Revenue', { selector: 'p' }).closest('div.p-4')).toHaveTextContent('$360.26');
    expect(screen.getByText('Average order', { selector: 'p' }).closest('div.p-4')).toHaveTextContent(
      '$30.02',
    );
    expect(screen.getByText('Cart conversion', { selector: 'p' }).closest('div.p-4')).toHaveTextContent(
      '30 %',
    );
    expect(screen.getByText('12 orders from 40 carts')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top products by revenue' })).getByText('Resistance bands'),
    ).toBeInTheDocument();

    expect(app.api.callsTo('GET /api/ecommerce/my-store/analytics')[0]!.url.searchParams.get('days')).toBe(
      '30',
    );
    await app.userEvent.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() =>
      expect(
        app.api.callsTo('GET /api/ecommerce/my-store/analytics').at(-1)!.url.searchParams.get('days'),
      ).toBe('90'),
    );
  });
});
