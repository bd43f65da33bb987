import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weekDraftOf, weekErrors, weeklyOf } from '@/components/marketplace/weekly-hours';
import { renderApp } from '@/testing/render-app';

const weekly = { '1': [{ start: '09:00', end: '17:00' }], '2': [{ start: '09:00', end: '17:00' }] };
const hours = (w: object = weekly) => ({
  body: { status: 'success', default_hours: { weekly: w, updated_at: '2026-12-01T10:00:00.000Z' } },
});

describe('weekErrors / weeklyOf', () => {
  it('names each bad day the way the contract refuses it, and sends closed days as absent', () => {
    const draft = weekDraftOf({
      '1': [
        { start: '13:00', end: '17:00' },
        { start: '09:00', end: '13:00' },
      ],
      '2': [{ start: '10:00', end: '09:00' }],
      '3': [
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '14:00' },
      ],
      '4': [{ start: '9', end: '12:00' }],
    });
    expect(weekErrors(draft)).toEqual({
      '2': 'Each range must end after it starts',
      '3': 'Ranges of one day cannot overlap',
      '4': 'Use times like 09:30',
    });
    // Touching ranges are fine and leave sorted; empty days are not sent.
    expect(weeklyOf({ ...draft, '2': [], '3': [], '4': [] })).toEqual({
      '1': [
        { start: '09:00', end: '13:00' },
        { start: '13:00', end: '17:00' },
      ],
    });
  });
});

describe('/admin/manila/default-hours', () => {
  it('refuses overlapping ranges without calling the API, then saves the fixed week', async () => {
    const app = renderApp('/admin/manila/default-hours', {
      as: 'admin',
      routes: {
        'GET /api/admin/marketplace/default-hours': hours(),
        'PUT /api/admin/marketplace/default-hours': hours({
          '1': [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
          '2': weekly['2'],
        }),
      },
    });
    const mondayTo = await screen.findByLabelText('Monday range 1 to');
    fireEvent.click(screen.getByRole('button', { name: 'Add range on Monday' }));
    fireEvent.change(screen.getByLabelText('Monday range 2 from'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('Monday range 2 to'), { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default hours' }));
    expect(await screen.findByText('Ranges of one day cannot overlap')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /api/admin/marketplace/default-hours')).toHaveLength(0);

    fireEvent.change(mondayTo, { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default hours' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/admin/marketplace/default-hours')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/admin/marketplace/default-hours')[0]!.body).toEqual({
      weekly: {
        '1': [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
        '2': [{ start: '09:00', end: '17:00' }],
      },
    });
  });
});
