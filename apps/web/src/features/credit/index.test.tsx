import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/fetch-mock';
import { CreditAnalysisDialog } from './index';
import { cleanReport } from './testing/reports';

describe('the feature’s public analysis dialog', () => {
  it('renders nothing while closed and loads the analysis when opened', async () => {
    const api = mockApi({ 'POST /api/credit-decision/save-report': ok({ message: 'Credit report saved' }) });
    const { rerender } = render(
      <CreditAnalysisDialog open={false} onOpenChange={() => {}} report={cleanReport()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<CreditAnalysisDialog open onOpenChange={() => {}} report={cleanReport()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Credit Bureau Analysis' });
    expect(await within(dialog).findByText('APPROVED FOR FUNDING')).toBeInTheDocument();
    expect(api.callsTo('POST /api/credit-decision/save-report')).toHaveLength(1);
  });
});
