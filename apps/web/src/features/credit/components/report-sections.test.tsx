import { parseMergedReport } from '@fundpath/credit-engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cleanReport, sampleReport } from '../testing/reports';
import { buildReportView, groupAccounts } from '../utils/report-view';
import { FullReport } from './full-report';
import { InquiriesSection } from './inquiries-section';
import { historyMonths, PaymentHistoryGrid } from './payment-history';
import { ScoreGauge } from './score-gauge';
import { UtilizationBar } from './utilization-bar';

const sample = buildReportView(sampleReport);

describe('full report', () => {
  it('shows every section of the spec for a full report', () => {
    render(<FullReport report={sample.report} evaluation={sample.evaluation} />);
    for (const name of [
      'Your 3B Report & Vantage Scores 3.0',
      'Personal Information',
      'Summary',
      'Account History',
      'Credit Inquiries',
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'TransUnion VantageScore 3.0: 641 out of 850, Fair' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'LVNV FUNDING LLC' })).toBeInTheDocument();
  });

  it('says No merged report data found when the input holds no report', () => {
    const { report } = buildReportView({ nope: true });
    render(<FullReport report={report} />);
    expect(screen.getByText('No merged report data found')).toBeInTheDocument();
  });

  it('shows the empty-section texts and NONE REPORTED for a bare file', () => {
    const bare = parseMergedReport({
      TrueLinkCreditReportType: {
        Borrower: {
          CreditScore: [{ riskScore: 700, Source: { Bureau: { symbol: 'EXP', abbreviation: 'Experian' } } }],
        },
      },
    });
    render(<FullReport report={bare} />);
    expect(screen.getByText('No personal information found')).toBeInTheDocument();
    expect(screen.getByText('No tradeline data found')).toBeInTheDocument();
    expect(screen.getByText('No inquiries found')).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'TransUnion: no score reported' })).toBeInTheDocument();
    expect(screen.getAllByText('NONE REPORTED').length).toBeGreaterThanOrEqual(2);
  });

  it('colours a derogatory count above zero red and suggests four times the monthly payments', () => {
    render(<FullReport report={sample.report} evaluation={sample.evaluation} />);
    const summary = screen.getByRole('table', { name: 'Account summary by bureau' });
    const derog = within(summary).getByRole('row', { name: /Derogatory Accounts/ });
    expect(within(derog).getByText('1')).toHaveClass('text-red-600');
    const income = within(summary).getByRole('row', { name: /Suggested monthly income/ });
    expect(within(income).getAllByText('$3,868')).toHaveLength(2);
  });

  it('marks a bureau that does not report an account NONE REPORTED', () => {
    render(<FullReport report={sample.report} evaluation={sample.evaluation} />);
    const card = screen.getByRole('article', { name: 'LVNV FUNDING LLC' });
    expect(within(card).getAllByText('NONE REPORTED').length).toBeGreaterThanOrEqual(2);
  });
});

describe('inquiries', () => {
  it('previews three per bureau and expands the rest with + N more', async () => {
    const user = userEvent.setup();
    render(<InquiriesSection report={sample.report} evaluation={sample.evaluation} />);
    const more = screen.getByRole('button', { name: '+ 1 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const experian = document.getElementById('inquiries-Experian')!;
    expect(within(experian).getAllByRole('listitem')).toHaveLength(3);
    await user.click(more);
    expect(within(experian).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('payment history', () => {
  it('never shows more than 24 months', () => {
    const groups = groupAccounts(sample.report, sample.evaluation);
    for (const g of groups) expect(historyMonths(g).length).toBeLessThanOrEqual(24);
    expect(Math.max(...groups.map((g) => historyMonths(g).length))).toBe(24);
  });

  it('shows the coded statuses with their meaning', () => {
    const { report, evaluation } = buildReportView(cleanReport());
    render(<PaymentHistoryGrid group={groupAccounts(report, evaluation)[0]!} />);
    const cells = screen.getAllByTitle(/Current$/);
    expect(cells).toHaveLength(6);
    expect(cells[0]).toHaveTextContent('OK');
  });
});

describe('widgets', () => {
  it('gauges a score out of 850', () => {
    render(<ScoreGauge bureau="Equifax" score={702} />);
    expect(
      screen.getByRole('img', { name: 'Equifax VantageScore 3.0: 702 out of 850, Good' }),
    ).toBeInTheDocument();
    expect(screen.getByText('702')).toBeInTheDocument();
    expect(screen.getByText('850')).toBeInTheDocument();
  });

  it('labels an over-limit balance 100%+ OVERLIMIT in red', () => {
    render(<UtilizationBar balance={2085} limit={2000} />);
    expect(screen.getByText('100%+ OVERLIMIT')).toHaveClass('text-red-600');
    expect(screen.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('colours account utilization by the card bands (above 30% warning, above 40% red)', () => {
    const { rerender } = render(<UtilizationBar balance={300} limit={1000} />);
    expect(screen.getByText('30%')).toHaveClass('text-emerald-700');
    rerender(<UtilizationBar balance={350} limit={1000} />);
    expect(screen.getByText('35%')).toHaveClass('text-amber-700');
    rerender(<UtilizationBar balance={450} limit={1000} />);
    expect(screen.getByText('45%')).toHaveClass('text-red-600');
  });
});
