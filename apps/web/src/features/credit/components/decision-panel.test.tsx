import { defaultQualificationTexts } from '@fundpath/contracts/funding';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleReport } from '../testing/reports';
import { buildReportView } from '../utils/report-view';
import { DecisionPanel } from './decision-panel';

vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: { role: 'client' } }) }));

const view = buildReportView(sampleReport);

describe('decision panel', () => {
  it('says No credit decision data available without an evaluation', () => {
    render(<DecisionPanel evaluation={null} />);
    expect(screen.getByText('No credit decision data available')).toBeInTheDocument();
  });

  it('shows Error: and the text when the evaluation failed', () => {
    const { evaluation } = buildReportView({ nothing: 'here' });
    render(<DecisionPanel evaluation={evaluation} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Could not find merged credit report data');
  });

  it('shows the overall decision, the strategy with its code, best and qualifying bureaus', () => {
    render(<DecisionPanel evaluation={view.evaluation} improvements={view.improvements} />);
    expect(screen.getByRole('heading', { name: 'Not ready for funding yet' })).toBeInTheDocument();
    expect(screen.getByText('Overall: Declined')).toBeInTheDocument();
    expect(screen.getByText('Borderline: fixable issues only')).toBeInTheDocument();
    expect(screen.getByText('BORDERLINE_FIXABLE')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    const experian = screen.getByRole('article', { name: 'Experian decision' });
    expect(within(experian).getByText('Best bureau')).toBeInTheDocument();
    expect(within(experian).getByText('Borderline')).toBeInTheDocument();
  });

  it('opens a rule to show its accounts, dispute reasons and what to do', async () => {
    const user = userEvent.setup();
    render(<DecisionPanel evaluation={view.evaluation} improvements={view.improvements} />);
    const tu = screen.getByRole('article', { name: 'TransUnion decision' });
    await user.click(within(tu).getByText('Collection account that is unpaid or still shows a balance'));
    expect(within(tu).getAllByText('LVNV FUNDING LLC').length).toBeGreaterThan(0);
    expect(within(tu).getAllByText('Dispute reasons').length).toBeGreaterThan(0);
    expect(within(tu).getAllByText(/What to do:/).length).toBeGreaterThan(0);
    // Clients get plain language, not rule ids.
    expect(within(tu).queryByText(/rule collection/)).not.toBeInTheDocument();
  });

  it('lists the verified improvement plan per bureau', () => {
    render(<DecisionPanel evaluation={view.evaluation} improvements={view.improvements} />);
    expect(screen.getByRole('heading', { name: 'Your path to approval' })).toBeInTheDocument();
    const tu = screen.getByRole('article', { name: 'TransUnion plan' });
    expect(within(tu).getByText('Pay CAPITAL ONE BANK USA down by $1,380.00')).toBeInTheDocument();
    expect(within(tu).getByText(/Dispute LVNV FUNDING LLC/)).toBeInTheDocument();
    expect(within(tu).getAllByText('Verified')).toHaveLength(3);
    expect(within(tu).getByText('$2,465.00')).toBeInTheDocument();
  });

  it('shows staff the rule ids and the engine wording', () => {
    render(<DecisionPanel evaluation={view.evaluation} improvements={view.improvements} audience="staff" />);
    expect(screen.getAllByText(/rule collection · tier decline/).length).toBe(1);
    expect(screen.getAllByText(/^Pay CAPITAL ONE BANK USA \(.*\) down by \$1380\.00/).length).toBeGreaterThan(
      0,
    );
  });

  it("uses the texts an admin edited, with the client's values filled in", () => {
    const texts = defaultQualificationTexts();
    texts.overall_decline = { title: 'Not yet, {{first_name}}', body: 'Best bureau: {{best_bureau}}.' };
    texts.strategy_borderline_fixable = { title: 'Fixable', body: '{{qualifying_count}} bureaus approve.' };
    render(
      <DecisionPanel
        evaluation={view.evaluation}
        improvements={view.improvements}
        texts={texts}
        firstName="Jordan"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Not yet, Jordan' })).toBeInTheDocument();
    expect(screen.getByText(`Best bureau: ${view.evaluation.best_bureau ?? '—'}.`)).toBeInTheDocument();
    expect(screen.getByText('0 bureaus approve.')).toBeInTheDocument();
  });
});
