import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/fetch-mock';
import { ApplicationForm } from './application-form';

const field = (over: Record<string, unknown>) => ({
  id: String(over.field_name),
  field_type: 'text',
  required: false,
  validation_rules: {},
  options: [],
  placeholder: null,
  help_text: null,
  display_order: 1,
  ...over,
});

function renderForm(save: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/application/fields': ok({
      fields: [
        field({
          field_name: 'legal_name',
          field_label: 'Legal Business Name',
          required: true,
          step_number: 5,
        }),
        field({
          field_name: 'owner_email',
          field_label: 'Email Address',
          field_type: 'email',
          step_number: 1,
        }),
      ],
    }),
    'GET /api/application/data': ok({ data: { owner_email: 'a@b.co' } }),
    ...save,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApplicationForm stepTitles={{ 1: 'Welcome', 5: 'Business Foundation' }} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('ApplicationForm', () => {
  it('groups fields by step with their saved answers', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business Foundation' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('a@b.co');
    expect(screen.getByText('0/1 · 0%')).toBeInTheDocument();
  });

  it('saves on blur with Data saved successfully!', async () => {
    const { user, api } = renderForm({
      'POST /api/application/data': ok({
        message: 'Data saved successfully!',
        field_name: 'legal_name',
        field_value: 'Acme',
      }),
    });
    await user.type(await screen.findByLabelText(/Legal Business Name/), 'Acme');
    await user.tab();
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/application/data')[0]?.body).toEqual({
      field_name: 'legal_name',
      field_value: 'Acme',
      step_number: 5,
    });
  });

  it('does not send an invalid value and shows the rule inline', async () => {
    const { user, api } = renderForm();
    const email = await screen.findByLabelText(/Email Address/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /api/application/data')).toHaveLength(0);
  });

  it('shows the server error inline and Failed to save field', async () => {
    const { user } = renderForm({
      'POST /api/application/data': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Nope',
          details: { errors: { legal_name: 'Too short' } },
        },
      },
    });
    await user.type(await screen.findByLabelText(/Legal Business Name/), 'A');
    await user.tab();
    expect(await screen.findByText('Failed to save field')).toBeInTheDocument();
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });
});
