import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const question = {
  id: 'q1',
  question: 'Can my spouse co-sign the business card?',
  step_number: 4,
  user_id: 'c1',
  user_name: 'Jordan Client',
  session_id: null,
  message_id: null,
  reply_given: 'I am not sure.',
  reply_confidence: 0.3,
  reason: 'low_confidence',
  reasons: ['low_confidence'],
  status: 'answered',
  repeat_count: 2,
  answer: 'Most issuers accept an authorized user, not a co-signer.',
  answered_by: 's1',
  answered_at: '2026-11-20T10:00:00.000Z',
  approved_by: null,
  approved_at: null,
  knowledge_id: null,
  created_at: '2026-11-19T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const routes = {
  'GET /api/admin/ai/unanswered-questions': {
    body: { status: 'success', questions: [question], total: 1, page: 1, per_page: 10 },
  },
};

describe('/admin/permissions/learning-approvals', () => {
  it('lists answered questions and approves one for every step', async () => {
    const app = renderApp('/admin/permissions/learning-approvals', {
      as: 'admin',
      routes: {
        ...routes,
        'POST /api/admin/ai/unanswered-questions/q1/approve': {
          body: { status: 'success', question: { ...question, status: 'approved' } },
        },
      },
    });
    const card = await screen.findByRole('article', { name: question.question });
    expect(within(card).getByText(question.answer)).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/ai/unanswered-questions')[0]!.url.searchParams.get('status')).toBe(
      'answered',
    );
    await app.userEvent.click(within(card).getByLabelText('Use on every step (not only Step 4)'));
    await app.userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/ai/unanswered-questions/q1/approve')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST /api/admin/ai/unanswered-questions/q1/approve')[0]!.body).toEqual({
      general: true,
    });
  });

  it('shows staff without learning.approve the queue but no decision controls', async () => {
    renderApp('/admin/permissions/learning-approvals', { as: makeUser('funding_team'), routes });
    const card = await screen.findByRole('article', { name: question.question });
    expect(screen.getByText('You can read the queue but not approve')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
