import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MockHandler, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { LATEST_REPORT_CALL } from '../api/reports';
import { cleanReport, mockViewport, sampleReport, storedReport } from '../testing/reports';
import { buildReportView } from '../utils/report-view';

const LATEST = 'GET /api/client/credit-report/latest';
const HISTORY = 'GET /api/client/credit-report/history';
const COMPARE = 'GET /api/client/credit-report/compare';
const IMPORT = 'POST /api/client/credit-report/import';
const CLIENT_FETCH = 'POST /api/client/credit-report/fetch';
const notFound = {
  status: 404,
  body: { status: 'error', code: 'NOT_FOUND', message: 'No credit report found' },
};

const summary = (id: string, version: number, tier: 'approve' | 'borderline' | 'decline', tu: number) => ({
  id,
  version,
  source: 'sandbox',
  created_at: `2026-10-${10 + version}T12:00:00.000Z`,
  as_of: `2026-10-${10 + version}`,
  overall_decision: tier,
  funding_strategy: null,
  scores: { TransUnion: tu, Experian: 700, Equifax: null },
});

const realMatchMedia = window.matchMedia;
beforeEach(() => mockViewport('narrow'));
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

async function openTab(routes: Record<string, MockHandler>) {
  const app = renderApp('/client-center', {
    as: 'client',
    routes: {
      [HISTORY]: ok({ reports: [] }),
      'GET /api/credit-report-test/get-credentials': notFound,
      ...routes,
    },
  });
  await app.userEvent.click(await screen.findByRole('tab', { name: /Credit Reports/ }));
  return app;
}

describe('Client Center credit reports tab', () => {
  it('loads the latest report with a 15 s timeout and 3 retries', () => {
    expect(LATEST_REPORT_CALL).toEqual({ timeoutMs: 15_000, attempts: 4 });
  });

  it('invites a client without a report to connect a monitoring account', async () => {
    await openTab({ [LATEST]: notFound });
    expect(
      await screen.findByRole('heading', { name: 'Connect your credit monitoring account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect monitoring account' })).toHaveAttribute(
      'href',
      '/credit-report-test',
    );
    expect(screen.getByLabelText('Import report JSON')).toHaveAttribute('type', 'file');
  });

  it('shows the spec text when the report cannot be loaded', async () => {
    await openTab({ [LATEST]: { status: 403, body: { status: 'error', code: 'FORBIDDEN', message: 'x' } } });
    expect(
      await screen.findByText('Unable to load credit report. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows scores, decision and plan, and keeps the funding status in session storage', async () => {
    await openTab({ [LATEST]: ok({ data: storedReport() }) });
    expect(await screen.findByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /TransUnion VantageScore 3.0: 641/ }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('heading', { name: 'Your path to approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable funding report' })).toHaveAttribute(
      'href',
      '/fundpath-funding-report',
    );
    expect(JSON.parse(sessionStorage.getItem('creditReportData')!).funding_status).toBe('decline');
  });

  it('lists versions and compares two: score deltas, items resolved, new items', async () => {
    const app = await openTab({
      [LATEST]: ok({ data: storedReport() }),
      [HISTORY]: ok({ reports: [summary('b', 2, 'approve', 690), summary('a', 1, 'decline', 650)] }),
      [COMPARE]: (req) =>
        ok({
          from: summary(req.url.searchParams.get('from')!, 1, 'decline', 650),
          to: summary(req.url.searchParams.get('to')!, 2, 'approve', 690),
          score_deltas: {
            TransUnion: { from: 650, to: 690, delta: 40 },
            Experian: { from: 700, to: 700, delta: 0 },
            Equifax: { from: null, to: null, delta: null },
          },
          tier_changes: {
            TransUnion: { from: 'decline', to: 'approve', changed: true },
            Experian: { from: 'approve', to: 'approve', changed: false },
            Equifax: { from: null, to: null, changed: false },
          },
          resolved_items: [
            {
              bureau: 'TransUnion',
              rule: 'collection',
              kind: 'tradeline',
              creditor_name: 'LVNV FUNDING LLC',
              account_number: '3061**',
              date: null,
            },
          ],
          new_items: [],
        }),
    });
    expect(await screen.findByText('Version 2 · 10/12/2026', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Compare')).toHaveValue('a');
    expect(screen.getByLabelText('with')).toHaveValue('b');
    expect(await screen.findByText('+40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items resolved (1)' })).toBeInTheDocument();
    expect(screen.getByText('Account in collections')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New items (0)' })).toBeInTheDocument();
    expect(app.api.callsTo(COMPARE)[0]?.url.search).toBe('?from=a&to=b');
  });

  it('imports a report JSON file after checking it in the browser', async () => {
    const app = await openTab({
      [LATEST]: notFound,
      [IMPORT]: () => {
        const view = buildReportView(cleanReport());
        return ok({
          message: 'Credit report imported',
          data: {
            report_id: 'r9',
            version: 1,
            source: 'import',
            evaluation: view.evaluation,
            improvements: view.improvements,
          },
        });
      },
    });
    const input = await screen.findByLabelText('Import report JSON');
    await app.userEvent.upload(
      input,
      new File([JSON.stringify(cleanReport())], 'report.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(app.api.callsTo(IMPORT)).toHaveLength(1));
    expect(app.api.callsTo(IMPORT)[0]?.body).toEqual({ raw_credit_data: cleanReport() });
    expect(await screen.findByText('Credit report imported (version 1)')).toBeInTheDocument();
  });

  it('refuses a file that is not a report without calling the server', async () => {
    const app = await openTab({ [LATEST]: notFound });
    const input = await screen.findByLabelText('Import report JSON');
    await app.userEvent.upload(input, new File(['{"hello":1}'], 'x.json', { type: 'application/json' }));
    expect(
      await screen.findByText('We could not find a three-bureau credit report in that file.'),
    ).toBeInTheDocument();
    await app.userEvent.upload(input, new File(['not json'], 'y.json', { type: 'application/json' }));
    expect(await screen.findByText(/That file is not valid JSON/)).toBeInTheDocument();
    expect(app.api.callsTo(IMPORT)).toHaveLength(0);
  });

  it('refreshes the report with the monitoring login, saving it with the customer email', async () => {
    const app = await openTab({
      [LATEST]: ok({ data: storedReport() }),
      [CLIENT_FETCH]: ok({
        message: 'Credit report fetched successfully',
        data: { report: JSON.stringify(sampleReport), report_id: 'r3', version: 3 },
      }),
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Refresh report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refresh your credit report' });
    await app.userEvent.type(within(dialog).getByLabelText('Email Address'), 'late@sandbox.fundpath.test');
    await app.userEvent.type(within(dialog).getByLabelText('Password'), 'sandbox-2026');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Credit Report' }));
    await waitFor(() => expect(app.api.callsTo(CLIENT_FETCH)).toHaveLength(1));
    expect(app.api.callsTo(CLIENT_FETCH)[0]?.body).toEqual({
      email: 'late@sandbox.fundpath.test',
      password: 'sandbox-2026',
      save_credentials: true,
      customer_email: app.user?.email,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when a fetch succeeds without data', async () => {
    const app = await openTab({
      [LATEST]: ok({ data: storedReport() }),
      [CLIENT_FETCH]: ok({ message: 'ok', data: {} }),
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Refresh report' }));
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.type(within(dialog).getByLabelText('Email Address'), 'a@b.co');
    await app.userEvent.type(within(dialog).getByLabelText('Password'), 'x');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Credit Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Credit report fetch succeeded but no data was returned',
    );
  });
});
