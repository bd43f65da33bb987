import { QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, ok } from '@/testing/fetch-mock';
import { cleanReport, sampleReport, storedReport } from '../testing/reports';
import { CreditAnalysis, CreditAnalysisDialog } from './credit-analysis';

const SAVE = 'POST /api/credit-decision/save-report';

/** The analysis reads and refreshes the latest report through the query cache. */
const render = (ui: ReactNode) =>
  rtlRender(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('credit bureau analysis', () => {
  it('classifies a file with problems as NEEDS CREDIT REPAIR, counts accounts and saves the report', async () => {
    const api = mockApi({ [SAVE]: ok({ message: 'Credit report saved' }) });
    render(<CreditAnalysis report={sampleReport} />);
    expect(await screen.findByText('NEEDS CREDIT REPAIR')).toBeInTheDocument();
    const fail = screen.getByText('Fail', { selector: 'dt' }).parentElement!;
    expect(within(fail).getByText('1')).toBeInTheDocument();
    const tu = screen.getByRole('region', { name: 'TransUnion analysis' });
    expect(within(tu).getByText('Inquiries (12 months)')).toBeInTheDocument();
    expect(within(tu).getByText('641')).toBeInTheDocument();
    expect(within(tu).getByText('Reasons')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      raw_credit_data: sampleReport,
      decision_result: { overall_decision: 'decline' },
    });
  });

  it('classifies a clean file as APPROVED FOR FUNDING', async () => {
    mockApi({ [SAVE]: ok({ message: 'Credit report saved' }) });
    render(<CreditAnalysis report={cleanReport()} />);
    expect(await screen.findByText('APPROVED FOR FUNDING')).toBeInTheDocument();
  });

  it('stays quiet when saving fails', async () => {
    const api = mockApi({
      [SAVE]: { status: 403, body: { status: 'error', code: 'FORBIDDEN', message: 'no' } },
    });
    render(<CreditAnalysis report={cleanReport()} />);
    expect(await screen.findByText('APPROVED FOR FUNDING')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Credit Report Analysis Error card with the reason', async () => {
    const api = mockApi();
    render(<CreditAnalysis report={{ not: 'a report' }} />);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Credit Report Analysis Error');
    expect(card).toHaveTextContent('Could not find merged credit report data');
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('analyses the latest stored report when none is supplied, without saving it again', async () => {
    const api = mockApi({
      'GET /api/client/credit-report/latest': ok({ data: storedReport(cleanReport()) }),
    });
    render(<CreditAnalysis />);
    expect(await screen.findByText('APPROVED FOR FUNDING')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('opens as a dialog and closes', async () => {
    mockApi({ [SAVE]: ok({ message: 'Credit report saved' }) });
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CreditAnalysisDialog open onOpenChange={onOpenChange} report={cleanReport()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Credit Bureau Analysis' });
    expect(await within(dialog).findByText('APPROVED FOR FUNDING')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
