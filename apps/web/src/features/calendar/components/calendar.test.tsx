import type { Appointment } from '@fundpath/contracts/calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { addDays, dayKey } from '../utils/dates';

const ok = (body: object) => ({ body: { status: 'success', ...body } });
const today = dayKey(new Date());
const atLocal = (key: string, hour: number) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!, hour, 0).toISOString();
};
let seq = 0;
function appt(overrides: Partial<Appointment> = {}): Appointment {
  seq += 1;
  const start = overrides.start_at ?? atLocal(today, 10);
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: 'Funding strategy call (30 min)',
    meeting_type: 'video',
    location: 'https://meet.example.com/f',
    start_at: start,
    end_at: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
    status: 'confirmed',
    attendee_name: 'Sam Ortiz',
    attendee_email: 'sam@example.com',
    host: { id: 'u_fin', name: 'Finley Funding' },
    client_user_id: null,
    lead_id: 'l_1',
    answers: [{ label: 'What would you like to fund?', answer: 'Equipment' }],
    created_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}
const staffRoutes = (appointments: Appointment[]) => ({
  'GET /api/calendar/appointments': ok({ appointments }),
  'GET /api/calendar/feed': ok({ feed: { active: false, created_at: null, url: null } }),
  'GET /api/calendar/hours': ok({
    hours: {
      time_zone: 'America/New_York',
      weekly: { '1': [{ start: '09:00', end: '17:00' }] },
      overrides: [],
      saved: true,
    },
  }),
  'GET /api/calendar/links': ok({ links: [] }),
});

describe('/calendar (staff)', () => {
  it('shows the week with its appointments; arrows move the focused day and Enter opens it', async () => {
    const app = renderApp('/calendar', {
      as: 'funding_team',
      routes: staffRoutes([
        appt(),
        appt({
          attendee_name: 'Jordan Client',
          client_user_id: 'c1',
          lead_id: null,
          start_at: atLocal(today, 14),
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const grid = await screen.findByRole('group', { name: /^Days of/ });
    expect(await within(grid).findByText(/Sam Ortiz/)).toBeInTheDocument();
    const focused = within(grid)
      .getAllByRole('button')
      .find((b) => b.getAttribute('tabindex') === '0')!;
    expect(focused).toHaveAttribute('data-day', today);
    focused.focus();
    fireEvent.keyDown(focused, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', addDays(today, 1)));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', today));
    await app.userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('list', { name: 'Appointments' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByText(/Jordan Client/)).toBeInTheDocument();
    await app.userEvent.click(within(list).getByText(/Sam Ortiz/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Equipment')).toBeInTheDocument();
    expect(within(dialog).getByText(/lead pipeline/)).toBeInTheDocument();
  });

  it('switches to the month view and asks the server for the whole month', async () => {
    const app = renderApp('/calendar', { as: 'funding_team', routes: staffRoutes([]) });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/calendar/appointments').length).toBeGreaterThanOrEqual(2),
    );
    const last = app.api.callsTo('GET /api/calendar/appointments').at(-1)!;
    const span =
      new Date(last.url.searchParams.get('to')!).getTime() -
      new Date(last.url.searchParams.get('from')!).getTime();
    expect(span).toBeGreaterThanOrEqual(28 * 86_400_000);
  });

  it('creates a booking link with questions', async () => {
    const app = renderApp('/calendar', {
      as: 'funding_team',
      routes: {
        ...staffRoutes([]),
        'POST /api/calendar/links': (req) => ({
          status: 201,
          body: {
            status: 'success',
            link: {
              id: 'l1',
              code: 'CALABCDEFGH2',
              booking_path: '/book/CALABCDEFGH2',
              created_at: '2026-12-01T10:00:00.000Z',
              ...(req.body as object),
            },
          },
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('tab', { name: 'Booking links' }));
    expect(await screen.findByText('No booking links yet')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: /New booking link/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking link' });
    await app.userEvent.type(within(dialog).getByLabelText('Title'), 'Strategy call');
    await app.userEvent.click(within(dialog).getByRole('button', { name: /Add a question/ }));
    await app.userEvent.type(within(dialog).getByLabelText('Question 1'), 'What do you need?');
    await app.userEvent.click(within(dialog).getByLabelText('Required'));
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/calendar/links')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/calendar/links')[0]!.body).toMatchObject({
      title: 'Strategy call',
      duration_minutes: 30,
      questions: [{ label: 'What do you need?', required: true }],
    });
  });

  it('saves the weekly working hours in the chosen zone', async () => {
    const app = renderApp('/calendar', {
      as: 'funding_team',
      routes: {
        ...staffRoutes([]),
        'PUT /api/calendar/hours': (req) => ok({ hours: { ...(req.body as object), saved: true } }),
      },
    });
    await app.userEvent.click(await screen.findByRole('tab', { name: 'Working hours' }));
    await app.userEvent.click(await screen.findByLabelText('Tuesday'));
    const until = screen.getByLabelText('Tuesday until');
    await app.userEvent.clear(until);
    await app.userEvent.type(until, '12:00');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/calendar/hours')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/calendar/hours')[0]!.body).toMatchObject({
      time_zone: 'America/New_York',
      weekly: { '1': [{ start: '09:00', end: '17:00' }], '2': [{ start: '09:00', end: '12:00' }] },
    });
  });

  it('makes a feed URL and shows it once', async () => {
    const app = renderApp('/calendar', {
      as: 'funding_team',
      routes: {
        ...staffRoutes([]),
        'POST /api/calendar/feed': ok({
          feed: {
            active: true,
            created_at: '2026-12-07T10:00:00.000Z',
            url: 'http://localhost/api/calendar/feed/abc.ics',
          },
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Create feed URL' }));
    expect(await screen.findByDisplayValue('http://localhost/api/calendar/feed/abc.ics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate URL' })).toBeInTheDocument();
  });
});

describe('/calendar (client)', () => {
  it('lists upcoming sessions, task due dates and offers the coach’s booking link', async () => {
    renderApp('/calendar', {
      as: 'client',
      routes: {
        'GET /api/calendar/my-sessions': ok({
          sessions: [appt({ attendee_name: 'Jordan Client', start_at: atLocal(addDays(today, 2), 11) })],
          booking_link: {
            code: 'CALDEMOFUND1',
            title: 'Funding strategy call (30 min)',
            host_name: 'Finley Funding',
          },
          tasks: [
            { id: 't1', title: 'Upload bank statements', due_date: addDays(today, 3), is_completed: false },
          ],
        }),
        'GET /api/calendar/feed': ok({ feed: { active: false, created_at: null, url: null } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const sessions = await screen.findByRole('list', { name: 'Upcoming sessions' });
    expect(within(sessions).getByText(/with Finley Funding/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Task due dates' })).toHaveTextContent('Upload bank statements');
    expect(screen.getByRole('link', { name: /Book a session/ })).toHaveAttribute(
      'href',
      '/book/CALDEMOFUND1',
    );
  });
});
