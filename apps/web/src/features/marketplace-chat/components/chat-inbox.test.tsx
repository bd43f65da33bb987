import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { MEMBER_ID, message, ROOM_ID, room, roomsBody, SPECIALIST_ID } from '../testing/fixtures';

const ROOMS = 'GET /api/marketplace/chat/rooms';

describe('chat inbox', () => {
  it('lists rooms with the last message and unread badges, and refreshes on a live message', async () => {
    let unread = 2;
    const member = makeUser('member', { id: MEMBER_ID });
    const app = renderApp('/manila/messages', {
      as: member,
      routes: {
        [ROOMS]: () =>
          roomsBody([
            room({
              unread_count: unread,
              last_message: message(2, { body: 'See you Tuesday' }),
              last_message_at: message(2).created_at,
            }),
          ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Dr\. Riley Specialist/ });
    expect(link).toHaveAttribute('href', `/manila/chat/${ROOM_ID}`);
    expect(link).toHaveTextContent('2 unread');
    expect(link).toHaveTextContent('See you Tuesday');

    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.open());
    const topic = `user:${MEMBER_ID}`;
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', topic }));
    unread = 3;
    act(() =>
      socket.receive({
        type: 'event',
        topic,
        event: 'chat.message_created',
        data: { room_id: ROOM_ID, message_id: message(4).id, sender_id: SPECIALIST_ID },
      }),
    );
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(app.api.callsTo(ROOMS).length).toBeGreaterThan(1);
  });

  it('says when there is no conversation yet', async () => {
    renderApp('/specialist/messages', { as: 'specialist', routes: { [ROOMS]: roomsBody([]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
