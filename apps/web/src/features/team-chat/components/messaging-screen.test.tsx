import type { TeamChannel, TeamMessage } from '@fundpath/contracts/team-chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ME = uuid(1);
const CAL = uuid(2);
const GENERAL = uuid(100);
const DESK = uuid(101);
const DM = uuid(102);
const me = makeUser('funding_team', { id: ME, display_name: 'Fay Funding' });

function channel(overrides: Partial<TeamChannel>): TeamChannel {
  return {
    id: GENERAL,
    kind: 'public',
    name: 'general',
    topic: 'Everything',
    archived: false,
    created_by: ME,
    is_member: true,
    muted: false,
    unread_count: 0,
    last_seq: 0,
    last_read_seq: 0,
    last_message_at: null,
    other: null,
    member_count: 3,
    created_at: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}

function message(seq: number, overrides: Partial<TeamMessage> = {}): TeamMessage {
  return {
    id: uuid(1000 + seq),
    channel_id: GENERAL,
    seq,
    author: { id: seq % 2 ? CAL : ME, name: seq % 2 ? 'Cal Credit' : 'Fay Funding' },
    body: `Message ${seq}`,
    mentions: [],
    attachment: null,
    edited_at: null,
    deleted: false,
    created_at: new Date(Date.UTC(2026, 11, 1, 9, seq)).toISOString(),
    ...overrides,
  };
}

const ok = (body: Record<string, unknown>, status = 200) => ({
  status,
  body: { status: 'success', ...body },
});
const page = (messages: TeamMessage[], next_before: number | null = null) =>
  ok({ messages, has_more: next_before !== null, next_before });
const staff = ok({
  staff: [
    { id: ME, name: 'Fay Funding' },
    { id: CAL, name: 'Cal Credit' },
  ],
});
const CHANNELS = 'GET /api/team-chat/channels';
const MESSAGES = `GET /api/team-chat/channels/${GENERAL}/messages`;
const SEND = `POST /api/team-chat/channels/${GENERAL}/messages`;
const READ = `POST /api/team-chat/channels/${GENERAL}/read`;

const baseRoutes = (channels: () => TeamChannel[]) => ({
  [CHANNELS]: () => ok({ channels: channels() }),
  'GET /api/team-chat/staff': staff,
  [`GET /api/team-chat/channels/${GENERAL}/members`]: ok({ members: [] }),
  [READ]: ok({ last_read_seq: 3, unread_count: 0 }),
});

describe('team messaging', () => {
  it('lists channels and DMs with unread badges, opens one, pages back and refreshes live', async () => {
    let unread = 2;
    let newest = [message(2), message(3)];
    const list = () => [
      channel({ unread_count: unread, last_seq: 3 }),
      channel({ id: DESK, kind: 'private', name: 'funding-desk' }),
      channel({ id: DM, kind: 'direct', name: 'Cal Credit', other: { id: CAL, name: 'Cal Credit' } }),
    ];
    const app = renderApp('/messaging', {
      as: me,
      routes: {
        ...baseRoutes(list),
        [MESSAGES]: (req) =>
          req.url.searchParams.get('before') === '2' ? page([message(1)]) : page(newest, 2),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Messaging' })).toBeInTheDocument();
    const general = await screen.findByRole('button', { name: /general/ });
    expect(general).toHaveTextContent('2 unread');
    expect(screen.getByRole('button', { name: /funding-desk/ })).toBeInTheDocument();
    const dms = screen.getByRole('region', { name: 'Direct messages' });
    expect(within(dms).getByRole('button', { name: /Cal Credit/ })).toBeInTheDocument();

    await app.userEvent.click(general);
    expect(await screen.findByText('Message 3')).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo(READ).at(-1)?.body).toEqual({ seq: 3 }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();

    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.open());
    const topic = `team_chat.channel:${GENERAL}`;
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', topic }));
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', topic: `user:${ME}` }));
    newest = [message(2), message(3), message(5, { body: 'Fresh news' })];
    unread = 0;
    act(() =>
      socket.receive({
        type: 'event',
        topic,
        event: 'team_chat.message_created',
        data: { channel_id: GENERAL, message_id: message(5).id, author_id: CAL, seq: 5 },
      }),
    );
    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
  });

  it('sends with an @mention picked from suggestions', async () => {
    const app = renderApp(`/messaging?channel=${GENERAL}`, {
      as: me,
      routes: {
        ...baseRoutes(() => [channel({})]),
        [MESSAGES]: page([]),
        [SEND]: ok({ message: message(2, { body: 'Hi @Cal Credit', mentions: [CAL] }) }, 201),
      },
    });
    const box = await screen.findByLabelText('Message #general');
    await app.userEvent.type(box, 'Hi @Ca');
    const suggestions = await screen.findByRole('list', { name: 'Mention suggestions' });
    expect(within(suggestions).getByRole('button', { name: '@Cal Credit' })).toBeInTheDocument();
    await app.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue('Hi @Cal Credit '));
    await app.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.api.callsTo(SEND)).toHaveLength(1));
    expect(app.api.callsTo(SEND)[0]!.body).toEqual({ body: 'Hi @Cal Credit', mentions: [CAL] });
  });

  it('lets the author edit and delete their own message; a deleted one says so', async () => {
    const mine = message(2, { body: 'Typo here' });
    const app = renderApp(`/messaging?channel=${GENERAL}`, {
      as: me,
      routes: {
        ...baseRoutes(() => [channel({})]),
        [MESSAGES]: page([message(1), mine, message(3, { deleted: true, body: '' })]),
        [`PATCH /api/team-chat/channels/${GENERAL}/messages/${mine.id}`]: ok({
          message: { ...mine, body: 'Fixed', edited_at: '2026-12-01T10:00:00.000Z' },
        }),
        [`DELETE /api/team-chat/channels/${GENERAL}/messages/${mine.id}`]: ok({}),
      },
    });
    expect(await screen.findByText('Typo here')).toBeInTheDocument();
    expect(screen.getByText('message deleted')).toBeInTheDocument();
    // Only my message has the buttons.
    expect(screen.getAllByRole('button', { name: /^Edit\s*your message$/ })).toHaveLength(1);
    await app.userEvent.click(screen.getByRole('button', { name: /^Edit\s*your message$/ }));
    const edit = screen.getByLabelText('Edit message');
    await app.userEvent.clear(edit);
    await app.userEvent.type(edit, 'Fixed');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        app.api.callsTo(`PATCH /api/team-chat/channels/${GENERAL}/messages/${mine.id}`)[0]?.body,
      ).toEqual({
        body: 'Fixed',
        mentions: [],
      }),
    );
    await app.userEvent.click(await screen.findByRole('button', { name: /^Delete\s*your message$/ }));
    await app.userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(app.api.callsTo(`DELETE /api/team-chat/channels/${GENERAL}/messages/${mine.id}`)).toHaveLength(
        1,
      ),
    );
  });

  it('searches and jumps to the channel of a result; creates a channel', async () => {
    const app = renderApp('/messaging', {
      as: me,
      routes: {
        ...baseRoutes(() => [channel({}), channel({ id: DESK, kind: 'private', name: 'funding-desk' })]),
        [`GET /api/team-chat/channels/${DESK}/messages`]: page([
          message(4, { channel_id: DESK, body: 'Bank statement due' }),
        ]),
        [`GET /api/team-chat/channels/${DESK}/members`]: ok({ members: [] }),
        [`POST /api/team-chat/channels/${DESK}/read`]: ok({ last_read_seq: 4, unread_count: 0 }),
        'GET /api/team-chat/search': ok({
          hits: [
            {
              message: message(4, { channel_id: DESK, body: 'Bank statement due' }),
              channel: { id: DESK, name: 'funding-desk', kind: 'private' },
            },
          ],
        }),
        'POST /api/team-chat/channels': ok({ channel: channel({ id: uuid(103), name: 'launch' }) }, 201),
      },
    });
    await app.userEvent.type(await screen.findByRole('searchbox', { name: 'Search messages' }), 'bank');
    const hit = await screen.findByRole('button', { name: /Bank statement due/ });
    await app.userEvent.click(hit);
    expect(await screen.findByRole('heading', { level: 2, name: 'funding-desk' })).toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Channels' }));
    await app.userEvent.click(await screen.findByRole('button', { name: 'New channel' }));
    await app.userEvent.type(screen.getByLabelText('Channel name'), 'launch');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/team-chat/channels')[0]?.body).toEqual({
        name: 'launch',
        topic: '',
        private: false,
        member_ids: [],
      }),
    );
  });

  it('keeps an h1 when the channels cannot be loaded', async () => {
    renderApp('/messaging', {
      as: me,
      routes: { [CHANNELS]: { status: 500, body: { status: 'error', code: 'INTERNAL', message: 'Boom' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Messaging' })).toBeInTheDocument();
    expect(await screen.findByText('The channels could not be loaded')).toBeInTheDocument();
  });
});
