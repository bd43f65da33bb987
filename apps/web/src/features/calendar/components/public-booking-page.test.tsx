import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const CODE = 'CALDEMOFUND1';
const TOKEN = 'a'.repeat(43);
const ok = (body: object) => ({ body: { status: 'success', ...body } });
const start = new Date(Date.now() + 2 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const slot = { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() };
const link = {
  code: CODE,
  title: 'Funding strategy call (30 min)',
  description: 'We map your options.',
  meeting_type: 'video',
  duration_minutes: 30,
  host_name: 'Finley Funding',
  host_time_zone: 'America/New_York',
  questions: [
    { label: 'What would you like to fund?', required: true },
    { label: 'How much?', required: false },
  ],
};
const appointment = {
  title: link.title,
  code: CODE,
  meeting_type: 'video',
  location: 'https://meet.example.com/f',
  host_name: 'Finley Funding',
  start_at: slot.start,
  end_at: slot.end,
  status: 'confirmed',
  attendee_name: 'Pat',
};
const publicRoutes = {
  [`GET /api/calendar/public/links/${CODE}`]: ok({ link }),
  [`GET /api/calendar/public/links/${CODE}/slots`]: ok({
    time_zone: 'UTC',
    days: [{ date: start.toISOString().slice(0, 10), slots: [slot] }],
  }),
};

describe('/book/{code} for a staff link', () => {
  it('books a time with the answers and shows the .ics and manage link', async () => {
    const app = renderApp(`/book/${CODE}`, {
      routes: {
        ...publicRoutes,
        [`POST /api/calendar/public/links/${CODE}/book`]: {
          status: 201,
          body: {
            status: 'success',
            appointment,
            manage_token: TOKEN,
            manage_path: `/book/${CODE}#manage=${TOKEN}`,
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: link.title })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Book this time' });
    expect(submit).toBeDisabled();
    const times = await screen.findAllByRole('button', { pressed: false });
    await app.userEvent.click(times.find((b) => /\d:\d\d/.test(b.textContent ?? ''))!);
    await app.userEvent.type(screen.getByLabelText('Name'), 'Pat');
    await app.userEvent.type(screen.getByLabelText('E-mail'), 'pat@example.com');
    await app.userEvent.click(submit);
    expect(await screen.findByText('Please answer this question')).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/calendar/public/links/${CODE}/book`)).toHaveLength(0);
    await app.userEvent.type(screen.getByLabelText('What would you like to fund?'), 'Equipment');
    await app.userEvent.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are booked' })).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/calendar/public/links/${CODE}/book`)[0]!.body).toMatchObject({
      start: slot.start,
      name: 'Pat',
      email: 'pat@example.com',
      answers: ['Equipment', ''],
    });
    expect(screen.getByRole('link', { name: /Add to your calendar/ })).toHaveAttribute(
      'href',
      `/api/calendar/public/manage/${TOKEN}/appointment.ics`,
    );
    expect(screen.getByDisplayValue(new RegExp(`#manage=${TOKEN}$`))).toBeInTheDocument();
  });

  it('says when a link is not active', async () => {
    renderApp('/book/CALNOTHERE22', {
      routes: {
        'GET /api/calendar/public/links/CALNOTHERE22': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Booking link not found' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking link is not active' }),
    ).toBeInTheDocument();
  });

  it('cancels through the manage link', async () => {
    const app = renderApp(`/book/${CODE}#manage=${TOKEN}`, {
      routes: {
        ...publicRoutes,
        [`GET /api/calendar/public/manage/${TOKEN}`]: ok({ appointment }),
        [`POST /api/calendar/public/manage/${TOKEN}/cancel`]: ok({
          appointment: { ...appointment, status: 'cancelled' },
        }),
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel booking' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    await app.userEvent.click(cancel);
    const confirm = await screen.findByRole('group', { name: /Cancel this booking/ });
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This booking is cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/calendar/public/manage/${TOKEN}/cancel`)).toHaveLength(1),
    );
  });
});
