import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const bank = (over: Record<string, unknown> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Harbor Business Bank',
  products: ['Business line of credit'],
  min_score_equifax: null,
  min_score_experian: 680,
  min_score_transunion: null,
  max_inquiries: 4,
  utilization_ceiling: 30,
  all_states: false,
  states: ['CA', 'TX'],
  notes: '',
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...over,
});
const list = (banks: unknown[], total = banks.length) => ({
  body: { status: 'success', banks, total, page: 1, per_page: 10 },
});

describe('banks admin', () => {
  it('lists banks and asks the server to sort and filter', async () => {
    const app = renderApp('/admin/banks', {
      as: 'admin',
      routes: { 'GET /api/admin/banks': list([bank()]) },
    });
    expect(await screen.findByText('Harbor Business Bank')).toBeInTheDocument();
    // In its column, and under the name on phones.
    expect(screen.getAllByText('EX 680').length).toBeGreaterThan(0);
    expect(screen.getByText('CA, TX')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: /Utilization/ }));
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/admin/banks').at(-1)!.url.searchParams.get('sort')).toBe(
        'utilization_ceiling',
      ),
    );
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/admin/banks').at(-1)!.url.searchParams.get('active')).toBe('false'),
    );
  });

  it('adds a bank, showing the field errors the form and the server find', async () => {
    const app = renderApp('/admin/banks', {
      as: 'admin',
      routes: {
        'GET /api/admin/banks': list([]),
        'POST /api/admin/banks': {
          status: 400,
          body: {
            status: 'error',
            code: 'VALIDATION_FAILED',
            message: 'Pick the states served, or serve all states',
            details: { errors: { states: 'Pick the states served, or serve all states' } },
          },
        },
      },
    });
    expect(await screen.findByText('No banks yet')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Add bank' }));
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.type(within(dialog).getByLabelText('Name'), 'Cedar Bank');
    await app.userEvent.type(within(dialog).getByLabelText('Minimum Equifax score'), '900');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Add bank' }));
    expect(await within(dialog).findByText('Scores run up to 850')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/admin/banks')).toHaveLength(0);

    await app.userEvent.clear(within(dialog).getByLabelText('Minimum Equifax score'));
    await app.userEvent.type(within(dialog).getByLabelText('Minimum Equifax score'), '640');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Add bank' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/admin/banks')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/admin/banks')[0]!.body).toMatchObject({
      name: 'Cedar Bank',
      min_score_equifax: 640,
      min_score_experian: null,
      all_states: true,
    });
    expect(
      await within(dialog).findByText('Pick the states served, or serve all states'),
    ).toBeInTheDocument();
  });

  it('deletes only after a confirm', async () => {
    const app = renderApp('/admin/banks', {
      as: 'admin',
      routes: {
        'GET /api/admin/banks': list([bank()]),
        [`DELETE /api/admin/banks/${bank().id}`]: { body: { status: 'success' } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Delete Harbor Business Bank' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(app.api.callsTo(`DELETE /api/admin/banks/${bank().id}`)).toHaveLength(0);
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Delete bank' }));
    await waitFor(() => expect(app.api.callsTo(`DELETE /api/admin/banks/${bank().id}`)).toHaveLength(1));
    expect(await screen.findByText('Harbor Business Bank deleted')).toBeInTheDocument();
  });

  it('tells staff without funding.manage instead of listing', async () => {
    renderApp('/admin/banks', { as: makeUser('credit_team') });
    expect(await screen.findByText("You can't manage funding content")).toBeInTheDocument();
  });
});
