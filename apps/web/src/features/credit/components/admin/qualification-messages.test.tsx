import { defaultQualificationTexts, messageKeys, QUALIFICATION_MESSAGES } from '@fundpath/contracts/funding';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const messages = messageKeys.map((key) => {
  const d = QUALIFICATION_MESSAGES[key];
  return {
    key,
    category: d.category,
    label: d.label,
    variables: [...d.variables],
    title: d.default_title,
    body: d.default_body,
    default_title: d.default_title,
    default_body: d.default_body,
    is_default: true,
    updated_at: null,
    updated_by_name: null,
  };
});

describe('qualification messages admin', () => {
  it('previews with sample values, refuses unknown variables locally, and saves', async () => {
    const saved = { ...messages[0]!, title: 'Great news, {{first_name}}', is_default: false };
    const app = renderApp('/admin/qualification-messages', {
      as: 'admin',
      routes: {
        'GET /api/admin/qualification-messages': { body: { status: 'success', messages } },
        'PUT /api/admin/qualification-messages/overall_approve': {
          body: { status: 'success', message: saved },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Overall: approved' });
    const title = within(form).getByLabelText('Title');
    await app.userEvent.clear(title);
    await app.userEvent.type(title, 'Great news, {{{{first_name}}');
    const preview = within(form).getByRole('region', { name: 'Preview of Overall: approved' });
    expect(preview).toHaveTextContent('Great news, Jordan');

    const body = within(form).getByLabelText('Message');
    await app.userEvent.type(body, ' {{{{ssn}}');
    await app.userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Unknown variable {{ssn}}')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /api/admin/qualification-messages/overall_approve')).toHaveLength(0);

    await app.userEvent.clear(body);
    await app.userEvent.type(body, 'Apply now.');
    await app.userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.api.callsTo('PUT /api/admin/qualification-messages/overall_approve')).toHaveLength(1),
    );
    expect(app.api.callsTo('PUT /api/admin/qualification-messages/overall_approve')[0]!.body).toEqual({
      title: 'Great news, {{first_name}}',
      body: 'Apply now.',
    });
  });

  it('resets an edited message after a confirm', async () => {
    const edited = messages.map((m) =>
      m.key === 'strategy_credit_repair_required'
        ? {
            ...m,
            body: 'Custom',
            is_default: false,
            updated_by_name: 'Avery Admin',
            updated_at: '2026-11-20T10:00:00.000Z',
          }
        : m,
    );
    const app = renderApp('/admin/qualification-messages', {
      as: 'admin',
      routes: {
        'GET /api/admin/qualification-messages': { body: { status: 'success', messages: edited } },
        'DELETE /api/admin/qualification-messages/strategy_credit_repair_required': {
          body: {
            status: 'success',
            message: messages.find((m) => m.key === 'strategy_credit_repair_required'),
          },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Strategy: credit repair required' });
    expect(within(form).getByText(/Edited by Avery Admin/)).toBeInTheDocument();
    await app.userEvent.click(within(form).getByRole('button', { name: 'Reset to default' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() =>
      expect(
        app.api.callsTo('DELETE /api/admin/qualification-messages/strategy_credit_repair_required'),
      ).toHaveLength(1),
    );
  });

  it('the decision texts fall back to the defaults', () => {
    expect(defaultQualificationTexts().overall_decline.title).toBe('Not ready for funding yet');
  });
});
