import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';
import { renderApp } from '@/testing/render-app';
import { listBody, makeNotification, preferencesBody, unreadBody } from '../testing/fixtures';

const STAFF_PREFS = [
  { type: 'ticket.replied', in_app: true, email: true },
  { type: 'ticket.assigned', in_app: true, email: true },
  { type: 'announcement', in_app: true, email: false },
] as const;

describe('notification bell', () => {
  it('shows the unread count and updates it live, with a toast, when a notification arrives', async () => {
    const app = renderApp('/settings/notifications', {
      as: 'funding_team',
      routes: {
        'GET /api/notifications/unread-count': unreadBody(2),
        'GET /api/notifications/preferences': preferencesBody([...STAFF_PREFS]),
      },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');

    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', topic: `user:${app.user!.id}` });
    act(() =>
      socket.receive({
        type: 'event',
        topic: `user:${app.user!.id}`,
        event: 'notification.created',
        data: {
          notification: makeNotification({ title: 'Jordan Client replied on FP-000042: Card declined' }),
          unread_count: 3,
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Jordan Client replied on FP-000042: Card declined')).toBeInTheDocument();

    act(() =>
      socket.receive({
        type: 'event',
        topic: `user:${app.user!.id}`,
        event: 'notifications.read',
        data: { unread_count: 0 },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('opens the panel; a click marks the notification read and follows its link; mark all read clears the badge', async () => {
    const unread = makeNotification({
      title: 'Step 2 was approved',
      link: '/settings/notifications?from=bell',
    });
    const older = makeNotification({ title: 'Old news', read_at: new Date().toISOString() });
    const second = makeNotification({ title: 'Your ticket was resolved' });
    const app = renderApp('/settings/notifications', {
      as: 'admin',
      routes: {
        'GET /api/notifications/unread-count': unreadBody(2),
        'GET /api/notifications': listBody([unread, second, older]),
        'GET /api/notifications/preferences': preferencesBody([...STAFF_PREFS]),
        [`POST /api/notifications/${unread.id}/read`]: {
          body: {
            status: 'success',
            notification: { ...unread, read_at: new Date().toISOString() },
            unread_count: 1,
          },
        },
        'POST /api/notifications/read-all': { body: { status: 'success', updated: 1, unread_count: 0 } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: /^Unread:\s*Step 2 was approved/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Old news/ })).toBeInTheDocument();

    await app.userEvent.click(within(list).getByRole('button', { name: /Step 2 was approved/ }));
    await waitFor(() => expect(app.api.callsTo(`POST /api/notifications/${unread.id}/read`)).toHaveLength(1));
    await waitFor(() => expect(app.location()).toBe('/settings/notifications?from=bell'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await app.userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows an empty state when there is nothing', async () => {
    const app = renderApp('/client-center', { as: 'client' });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    // Clients have no settings screen: no link to one.
    expect(screen.queryByRole('link', { name: 'Notification settings' })).not.toBeInTheDocument();
  });
});

describe('notification preferences form', () => {
  it('saves the in-app and e-mail switches of every type', async () => {
    const app = renderApp('/settings/notifications', {
      as: 'funding_team',
      routes: {
        'GET /api/notifications/preferences': preferencesBody([...STAFF_PREFS]),
        'PUT /api/notifications/preferences': (req) => ({
          body: { status: 'success', preferences: (req.body as { preferences: unknown }).preferences },
        }),
      },
    });
    const email = await screen.findByRole('switch', { name: 'Ticket replies: e-mail' });
    expect(email).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Announcements: e-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await app.userEvent.click(email);
    await app.userEvent.click(screen.getByRole('switch', { name: 'Announcements: in-app' }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/notifications/preferences')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/notifications/preferences')[0]!.body).toEqual({
      preferences: [
        { type: 'ticket.replied', in_app: true, email: false },
        { type: 'ticket.assigned', in_app: true, email: true },
        { type: 'announcement', in_app: false, email: false },
      ],
    });
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ticket replies: e-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('is the same form on the marketplace settings screen', async () => {
    renderApp('/manila/notification-settings', {
      as: 'specialist',
      routes: {
        'GET /api/notifications/preferences': preferencesBody([
          { type: 'announcement', in_app: true, email: false },
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Notification Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Announcements: in-app' })).toBeInTheDocument();
  });
});

describe('admin announcements', () => {
  it('sends to the chosen audience and lists what was sent with reads', async () => {
    const sent = {
      id: 'a1',
      audience: 'client',
      title: 'Office closed Friday',
      body: 'Back Monday.',
      link: null,
      sender_name: 'Ada Admin',
      recipients: 40,
      read_count: 10,
      status: 'sent',
      send_at: null,
      sent_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    };
    const app = renderApp('/admin/notifications', {
      as: 'admin',
      routes: {
        'GET /api/admin/notifications/announcements': {
          body: { status: 'success', announcements: [sent], total: 1, page: 1, per_page: 20 },
        },
        'POST /api/admin/notifications/announcements': {
          status: 201,
          body: { status: 'success', announcement: sent },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(within(table).getByText('Office closed Friday')).toBeInTheDocument();
    expect(within(table).getByText('25%')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New announcement' });
    await app.userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Audience' }), 'Clients');
    await app.userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Office closed Friday');
    await app.userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Back Monday.');
    await app.userEvent.click(within(form).getByRole('button', { name: 'Send announcement' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/notifications/announcements')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST /api/admin/notifications/announcements')[0]!.body).toEqual({
      audience: 'client',
      title: 'Office closed Friday',
      body: 'Back Monday.',
    });
    expect(await screen.findByText('Announcement sent to 40 people')).toBeInTheDocument();
  });

  it('schedules for a later time, refuses the past, and cancels a scheduled one', async () => {
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    const scheduled = {
      id: 'a2',
      audience: 'all',
      title: 'Webinar tomorrow',
      body: 'Join us at noon.',
      link: null,
      sender_name: 'Ada Admin',
      recipients: 0,
      read_count: 0,
      status: 'scheduled',
      send_at: inAnHour.toISOString(),
      sent_at: null,
      created_at: new Date().toISOString(),
    };
    const app = renderApp('/admin/notifications', {
      as: 'admin',
      routes: {
        'GET /api/admin/notifications/announcements': {
          body: { status: 'success', announcements: [scheduled], total: 1, page: 1, per_page: 20 },
        },
        'POST /api/admin/notifications/announcements': {
          status: 201,
          body: { status: 'success', announcement: scheduled },
        },
        'POST /api/admin/notifications/announcements/a2/cancel': {
          body: { status: 'success', announcement: { ...scheduled, status: 'canceled' } },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New announcement' });
    await app.userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Webinar tomorrow');
    await app.userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Join us at noon.');
    await app.userEvent.click(within(form).getByRole('radio', { name: 'Schedule for later' }));
    const when = within(form).getByLabelText('Send at');
    // A time in the past is refused before anything is sent.
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await app.userEvent.click(within(form).getByRole('button', { name: 'Schedule announcement' }));
    expect(await within(form).findByText('Choose a time in the future')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/admin/notifications/announcements')).toHaveLength(0);

    const local = new Date(inAnHour.getTime() - inAnHour.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    fireEvent.change(when, { target: { value: local } });
    await app.userEvent.click(within(form).getByRole('button', { name: 'Schedule announcement' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/notifications/announcements')).toHaveLength(1),
    );
    const body = app.api.callsTo('POST /api/admin/notifications/announcements')[0]!.body as {
      send_at: string;
    };
    expect(Math.abs(Date.parse(body.send_at) - inAnHour.getTime())).toBeLessThan(60_000);
    expect(await screen.findByText(/^Announcement scheduled for/)).toBeInTheDocument();

    await app.userEvent.click(
      within(table).getByRole('button', { name: 'Cancel the scheduled announcement Webinar tomorrow' }),
    );
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/notifications/announcements/a2/cancel')).toHaveLength(1),
    );
    expect(await screen.findByText('Scheduled announcement canceled')).toBeInTheDocument();
  });
});
