import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRouteByPath } from '@/app/routes';
import { mockViewport, storedReport } from '@/features/credit/testing/reports';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const LATEST = 'GET /api/client/credit-report/latest';
const DIRECTORY = 'GET /api/admin/credit-reports';
const notFound = {
  status: 404,
  body: { status: 'error', code: 'NOT_FOUND', message: 'No credit report found' },
};

const realMatchMedia = window.matchMedia;
beforeEach(() => mockViewport('narrow'));
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('credit screens in the route tables', () => {
  it.each([
    '/admin/credit-report',
    '/credit-report-offline-test',
    '/credit-report-test',
    '/{product}-funding-report',
  ])('%s has a lazily loaded screen', (path) => {
    expect(findRouteByPath(path)?.lazy).toBeTypeOf('function');
  });
});

describe('/credit-report-offline-test', () => {
  it('renders the bundled sample without calling the credit API', async () => {
    const app = renderApp('/credit-report-offline-test');
    expect(
      await screen.findByRole(
        'heading',
        { name: '3-Bureau Credit Report - Complete Data View' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Credit Report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(app.api.calls.filter((c) => c.path.includes('credit'))).toEqual([]);
  });
});

describe('/{product}-funding-report', () => {
  it('prints a client’s funding readiness report', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const app = renderApp('/fundpath-funding-report', {
      as: 'client',
      routes: { [LATEST]: ok({ data: storedReport() }) },
    });
    const report = await screen.findByRole('article', { name: 'Funding Readiness Report' });
    expect(within(report).getByText(app.user!.display_name)).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: /TransUnion VantageScore 3.0: 641/ })).toBeInTheDocument();
    const perBureau = within(report).getByRole('table', { name: 'Decision per bureau' });
    expect(within(perBureau).getByRole('row', { name: /TransUnion 641 Declined/ })).toBeInTheDocument();
    expect(within(report).getByRole('heading', { name: 'Plan to approval' })).toBeInTheDocument();
    expect(within(report).getByRole('table', { name: 'Key accounts' })).toBeInTheDocument();
    expect(
      [...document.querySelectorAll('style')].some((el) => el.textContent?.includes('@media print')),
    ).toBe(true);
    await app.userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('asks staff to pick a client', async () => {
    renderApp('/fundpath-funding-report', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Choose a client' })).toBeInTheDocument();
  });

  it('sends a client without a report to connect one', async () => {
    renderApp('/fundpath-funding-report', { as: 'client', routes: { [LATEST]: notFound } });
    expect(await screen.findByRole('link', { name: 'Connect monitoring account' })).toHaveAttribute(
      'href',
      '/credit-report-test',
    );
  });
});

describe('/admin/credit-report', () => {
  const row = {
    user_id: 'u_client_7',
    email: 'dana@fundpath.test',
    display_name: 'Dana Reyes',
    report_id: 'rep_2',
    version: 2,
    created_at: '2026-10-14T15:00:00.000Z',
    overall_decision: 'decline',
    funding_strategy: 'BORDERLINE_FIXABLE',
    scores: { TransUnion: 641, Experian: 688, Equifax: 702 },
    report_count: 2,
  };

  it('lists clients with their latest decision, searches, and opens a client’s report', async () => {
    const app = renderApp('/admin/credit-report', {
      as: 'credit_team',
      routes: {
        [DIRECTORY]: ok({ reports: [row], total: 1, page: 1, per_page: 100 }),
        [LATEST]: ok({ data: storedReport() }),
        'GET /api/client/credit-report/history': ok({ reports: [] }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Clients and their latest credit decision' });
    expect(within(table).getByText('Dana Reyes')).toBeInTheDocument();
    expect(within(table).getByText('Declined')).toBeInTheDocument();
    await app.userEvent.type(screen.getByLabelText('Search clients'), 'dana');
    await waitFor(() =>
      expect(app.api.callsTo(DIRECTORY).some((c) => c.url.searchParams.get('q') === 'dana')).toBe(true),
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Open Dana Reyes' }));
    expect(app.location()).toBe('/admin/credit-report?client=u_client_7');
    expect(await screen.findByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(app.api.callsTo(LATEST).at(-1)?.url.searchParams.get('user_id')).toBe('u_client_7');
    expect(screen.getByRole('link', { name: 'Printable funding report' })).toHaveAttribute(
      'href',
      '/fundpath-funding-report?client=u_client_7',
    );
  });

  it('fetches a report for a client with a monitoring login', async () => {
    const app = renderApp('/admin/credit-report?client=u_client_7', {
      as: 'admin',
      routes: {
        [DIRECTORY]: ok({ reports: [row], total: 1, page: 1, per_page: 100 }),
        [LATEST]: notFound,
        'POST /api/client/credit-report/fetch': ok({
          message: 'Credit report fetched successfully',
          data: { report: '{}', report_id: 'r3', version: 3 },
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Fetch with monitoring login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fetch a report for Dana Reyes' });
    await app.userEvent.type(within(dialog).getByLabelText('Email Address'), 'clean@sandbox.fundpath.test');
    await app.userEvent.type(within(dialog).getByLabelText('Password'), 'sandbox-2026');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Credit Report' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/client/credit-report/fetch')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/client/credit-report/fetch')[0]?.body).toEqual({
      email: 'clean@sandbox.fundpath.test',
      password: 'sandbox-2026',
      save_credentials: true,
      customer_email: 'dana@fundpath.test',
      user_id: 'u_client_7',
    });
  });
});
