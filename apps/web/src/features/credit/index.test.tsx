import { QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, ok } from '@/testing/fetch-mock';
import { CreditAnalysisDialog } from './index';
import { cleanReport } from './testing/reports';

/** The analysis reads and refreshes the latest report through the query cache. */
function render(ui: ReactNode) {
  const client = createQueryClient();
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  const view = rtlRender(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

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
