import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rangesError } from '@/components/marketplace/weekly-hours';
import { renderApp } from '@/testing/render-app';
import { availability, availabilityBody } from '../testing/fixtures';
import { overrideErrors } from './hours';

const GET = 'GET /api/marketplace/specialists/me/availability';
const PUT = 'PUT /api/marketplace/specialists/me/availability';

describe('rangesError', () => {
  it('mirrors the contract’s day checks', () => {
    expect(
      rangesError([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '17:00' },
      ]),
    ).toBeNull();
    expect(
      rangesError([
        { start: '09:00', end: '12:00' },
        { start: '11:30', end: '17:00' },
      ]),
    ).toBe('Ranges of one day cannot overlap');
    expect(rangesError([{ start: '10:00', end: '10:00' }])).toBe('Each range must end after it starts');
    expect(
      overrideErrors([
        { key: 1, date: '2027-03-14', dayOff: true, ranges: [] },
        { key: 2, date: '2027-03-14', dayOff: true, ranges: [] },
        { key: 3, date: '2027-02-30', dayOff: true, ranges: [] },
      ]),
    ).toEqual({
      2: { date: 'This date already has an override' },
      3: { date: 'Use a date like 2027-03-14' },
    });
  });
});

describe('specialist availability', () => {
  it('shows the time zone and refuses overlapping ranges', async () => {
    const app = renderApp('/specialist/availability', {
      as: 'specialist',
      routes: { [GET]: availabilityBody() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
    expect(await screen.findByText('Asia/Manila')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Monday range 2 from'), { target: { value: '11:00' } });
    await app.userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Ranges of one day cannot overlap')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday range 2 from')).toHaveAttribute('aria-invalid', 'true');
    expect(app.api.callsTo(PUT)).toHaveLength(0);
  });

  it('saves weekly hours and a date override', async () => {
    const app = renderApp('/specialist/availability', {
      as: 'specialist',
      routes: {
        [GET]: availabilityBody(),
        [PUT]: (req) => {
          const body = req.body as { weekly: never; overrides: never; daily_cap: number | null };
          return availabilityBody(
            availability({ weekly: body.weekly, effective_weekly: body.weekly, overrides: body.overrides }),
          );
        },
      },
    });
    await screen.findByText('Asia/Manila');
    // Saturday morning, and Friday closed.
    await app.userEvent.click(screen.getByRole('button', { name: 'Add range on Saturday' }));
    fireEvent.change(screen.getByLabelText('Saturday range 1 from'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Saturday range 1 to'), { target: { value: '13:00' } });
    await app.userEvent.click(screen.getByRole('button', { name: 'Set closed on Friday' }));
    // A day off, and other hours on another date.
    await app.userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    fireEvent.change(screen.getByLabelText('Date 1'), { target: { value: '2027-03-15' } });
    await app.userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    fireEvent.change(screen.getByLabelText('Date 2'), { target: { value: '2027-03-20' } });
    await app.userEvent.click(screen.getByLabelText('Day off on 2027-03-20'));
    fireEvent.change(screen.getByLabelText('2027-03-20 range 1 from'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('2027-03-20 range 1 to'), { target: { value: '11:30' } });
    const cap = screen.getByLabelText('Daily limit (sessions)');
    await app.userEvent.clear(cap);

    await app.userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(app.api.callsTo(PUT)).toHaveLength(1));
    const weekdays = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    expect(app.api.callsTo(PUT)[0]!.body).toEqual({
      weekly: {
        '1': weekdays,
        '2': weekdays,
        '3': weekdays,
        '4': weekdays,
        '6': [{ start: '10:00', end: '13:00' }],
      },
      overrides: [
        { date: '2027-03-15', ranges: [] },
        { date: '2027-03-20', ranges: [{ start: '08:00', end: '11:30' }] },
      ],
      minimum_notice_minutes: 120,
      booking_horizon_days: 60,
      daily_cap: null,
    });
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    const overrides = screen.getByRole('list', { name: 'Date overrides' });
    expect(within(overrides).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the server’s refusal next to the form', async () => {
    const app = renderApp('/specialist/availability', {
      as: 'specialist',
      routes: {
        [GET]: availabilityBody(),
        [PUT]: {
          status: 400,
          body: {
            status: 'error',
            code: 'VALIDATION_FAILED',
            message: 'These hours cannot be used',
            details: { errors: [{ message: 'A booking horizon of 1 day leaves no bookable time' }] },
          },
        },
      },
    });
    await screen.findByText('Asia/Manila');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('These hours cannot be used')).toBeInTheDocument();
    expect(within(alert).getByText('A booking horizon of 1 day leaves no bookable time')).toBeInTheDocument();
  });
});
