import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { MEMBER_ID, ROOM_ID, room, roomsBody } from '../testing/fixtures';

const member = makeUser('member', { id: MEMBER_ID });
const ROOMS = 'GET /api/marketplace/chat/rooms';
const TYPING = `POST /api/marketplace/chat/rooms/${ROOM_ID}/typing`;

describe('/manila/chat-test', () => {
  it('passes when the live socket is open and the signal comes back through the server', async () => {
    const app = renderApp('/manila/chat-test', {
      as: member,
      routes: { [ROOMS]: roomsBody([room()]), [TYPING]: { body: { status: 'success' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat Test' })).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.open());
    const checks = screen.getByRole('list', { name: 'Checks' });
    await waitFor(() => expect(within(checks).getByText('Connected')).toBeInTheDocument());

    await app.userEvent.click(screen.getByRole('button', { name: 'Run the test' }));
    const topic = `chat.room:${ROOM_ID}`;
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', topic }));
    await waitFor(() => expect(app.api.callsTo(TYPING)).toHaveLength(1));
    expect(within(checks).getByText(/Answered in \d+ ms/)).toBeInTheDocument();
    // Someone else's typing is not the echo the test waits for.
    act(() =>
      socket.receive({
        type: 'event',
        topic,
        event: 'chat.typing',
        data: { room_id: ROOM_ID, user_id: 'x' },
      }),
    );
    expect(within(checks).getByText('Sending a signal through the server…')).toBeInTheDocument();
    act(() =>
      socket.receive({
        type: 'event',
        topic,
        event: 'chat.typing',
        data: { room_id: ROOM_ID, user_id: MEMBER_ID },
      }),
    );
    expect(await within(checks).findByText(/Came back in \d+ ms/)).toBeInTheDocument();
  });

  it('explains that the round trip needs a conversation', async () => {
    const app = renderApp('/manila/chat-test', { as: member, routes: { [ROOMS]: roomsBody([]) } });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Run the test' }));
    expect(await screen.findByText(/Needs a conversation/)).toBeInTheDocument();
  });
});
