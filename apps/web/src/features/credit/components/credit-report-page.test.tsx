import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MockHandler, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { mockViewport, sampleReportText, storedReport } from '../testing/reports';

const FETCH = 'POST /api/credit-report-test/fetch';
const SAVE = 'POST /api/credit-report-test/save-credentials';
const GET_CREDENTIALS = 'GET /api/credit-report-test/get-credentials';
const LATEST = 'GET /api/client/credit-report/latest';
const notFound = {
  status: 404,
  body: { status: 'error', code: 'NOT_FOUND', message: 'No credit report found' },
};
const fetched = ok({
  message: 'Credit report fetched successfully',
  data: { credit_report_json: { rawReport: sampleReportText }, report_id: 'r1', version: 1 },
});

function setup(routes: Record<string, MockHandler> = {}, as: 'client' | 'admin' | null = 'client') {
  return renderApp('/credit-report-test', {
    as,
    routes: {
      [GET_CREDENTIALS]: notFound,
      [LATEST]: notFound,
      [SAVE]: ok({ message: 'Credentials saved' }),
      ...routes,
    },
  });
}

async function submit(
  app: ReturnType<typeof setup>,
  email = 'late@sandbox.fundpath.test',
  password = 'sandbox-2026',
) {
  const emailField = await screen.findByLabelText('Email Address');
  await app.userEvent.clear(emailField);
  await app.userEvent.type(emailField, email);
  await app.userEvent.type(screen.getByLabelText('Password'), password);
  await app.userEvent.click(screen.getByRole('button', { name: 'Fetch Credit Report' }));
}

const realMatchMedia = window.matchMedia;
// The phone layout keeps the DOM small; the full report has its own tests.
beforeEach(() => mockViewport('narrow'));
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('credit report page', () => {
  it('has the Credit Report navigation bar and an email-type login form', async () => {
    setup();
    expect(await screen.findByRole('navigation', { name: 'Credit Report' })).toHaveTextContent(
      'Credit Report',
    );
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email Address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('prefills saved credentials on load', async () => {
    setup({ [GET_CREDENTIALS]: ok({ email: 'late@sandbox.fundpath.test', password: 'sandbox-2026' }) });
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveValue('late@sandbox.fundpath.test'),
    );
    expect(screen.getByLabelText('Password')).toHaveValue('sandbox-2026');
  });

  it('ignores a failure to load saved credentials', async () => {
    const app = setup({
      [GET_CREDENTIALS]: { status: 403, body: { status: 'error', code: 'FORBIDDEN', message: 'x' } },
    });
    await waitFor(() => expect(app.api.callsTo(GET_CREDENTIALS)).toHaveLength(1));
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the form while fetching, shows the results, then saves the credentials', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const app = setup({
      [FETCH]: async () => {
        await gate;
        return fetched;
      },
    });
    await submit(app);
    const busy = await screen.findByRole('button', { name: 'Fetching Credit Report...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(app.api.callsTo(SAVE)).toHaveLength(0);
    release();
    expect(
      await screen.findByRole('heading', { name: '3-Bureau Credit Report - Complete Data View' }),
    ).toBeInTheDocument();
    expect(app.api.callsTo(FETCH)[0]?.body).toEqual({
      email: 'late@sandbox.fundpath.test',
      password: 'sandbox-2026',
    });
    await waitFor(() => expect(app.api.callsTo(SAVE)).toHaveLength(1));
    expect(app.api.callsTo(SAVE)[0]?.body).toEqual({
      email: 'late@sandbox.fundpath.test',
      password: 'sandbox-2026',
    });
    expect(screen.getByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Your 3B Report & Vantage Scores 3.0' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fetch Credit Report' })).toBeEnabled();
  });

  it.each([
    [
      'the server message',
      {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Invalid username or password for the credit monitoring service.',
        },
      },
      'Invalid username or password for the credit monitoring service.',
    ],
    ['Failed to fetch credit report without one', { status: 400, body: {} }, 'Failed to fetch credit report'],
    [
      'Failed to fetch credit report on a non-success body',
      { body: { status: 'failed' } },
      'Failed to fetch credit report',
    ],
    [
      'No rawReport found in response',
      ok({ message: 'x', data: { credit_report_json: {} } }),
      'No rawReport found in response',
    ],
  ])('shows %s in the red Error box', async (_, reply, message) => {
    const app = setup({ [FETCH]: reply });
    await submit(app);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(app.api.callsTo(SAVE)).toHaveLength(0);
  });

  it('shows the generic error when the request itself fails', async () => {
    const app = setup({
      [FETCH]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching the credit report',
    );
  });

  it('clears the old error on a new submit', async () => {
    const app = setup({
      [FETCH]: { status: 400, body: { status: 'error', code: 'VALIDATION_FAILED', message: 'Nope' } },
    });
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');
    app.api.set(FETCH, fetched);
    await app.userEvent.click(screen.getByRole('button', { name: 'Fetch Credit Report' }));
    await screen.findByRole('heading', { name: '3-Bureau Credit Report - Complete Data View' });
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });

  it("shows a signed-in client's latest stored report on load", async () => {
    setup({ [LATEST]: ok({ data: storedReport() }) });
    expect(await screen.findByText('Showing your latest saved report')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('creditReportData')!)).toMatchObject({
      funding_status: 'decline',
      funding_strategy: 'BORDERLINE_FIXABLE',
    });
  });

  it('shows the decision and a compact summary with the accounts one tap away on a phone', async () => {
    const app = setup({ [LATEST]: ok({ data: storedReport() }) });
    expect(await screen.findByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account History' })).not.toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'See accounts (9)' }));
    const list = document.getElementById('compact-accounts')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(list).getByText('LVNV FUNDING LLC')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in and does not load saved data', async () => {
    const app = setup({}, null);
    await screen.findByRole('navigation', { name: 'Credit Report' });
    const links = screen.getAllByRole('link', { name: 'Sign in' });
    expect(links.some((a) => a.getAttribute('href') === '/login?next=%2Fcredit-report-test')).toBe(true);
    expect(app.api.callsTo(GET_CREDENTIALS)).toHaveLength(0);
    expect(app.api.callsTo(LATEST)).toHaveLength(0);
  });
});
