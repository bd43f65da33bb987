import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import {
  MEMBER_ID,
  message,
  pageBody,
  ROOM_ID,
  room,
  roomBody,
  SPECIALIST_ID,
  uuid,
} from '../testing/fixtures';

const ROOM = `GET /api/marketplace/chat/rooms/${ROOM_ID}`;
const MESSAGES = `GET /api/marketplace/chat/rooms/${ROOM_ID}/messages`;
const SEND = `POST /api/marketplace/chat/rooms/${ROOM_ID}/messages`;
const READ = `POST /api/marketplace/chat/rooms/${ROOM_ID}/read`;
const TYPING = `POST /api/marketplace/chat/rooms/${ROOM_ID}/typing`;
const UPLOAD = `POST /api/marketplace/chat/rooms/${ROOM_ID}/attachments`;
const specialist = makeUser('specialist', { id: SPECIALIST_ID });
const readOk = {
  body: {
    status: 'success',
    last_read_message_id: null,
    read_at: '2026-12-01T10:00:00.000Z',
    unread_count: 0,
  },
};

describe('chat room', () => {
  it('shows the newest page, loads earlier messages, marks Seen and marks the room read', async () => {
    const app = renderApp(`/specialist/chat/${ROOM_ID}`, {
      as: specialist,
      routes: {
        [ROOM]: roomBody(room({ other_last_read_message_id: message(4).id })),
        [MESSAGES]: (req) =>
          req.url.searchParams.get('before') === message(3).id
            ? pageBody([message(1), message(2)])
            : pageBody([message(3), message(4), message(5)], message(3).id),
        [READ]: readOk,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Morgan Member' })).toBeInTheDocument();
    expect(await screen.findByText('Message 5')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    // The member read up to message 4, the specialist's own: it carries "Seen".
    expect(screen.getByText(/· Seen/)).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo(READ)).toHaveLength(1));
    expect(app.api.callsTo(READ)[0]!.body).toEqual({ message_id: message(5).id });

    await app.userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items.findIndex((t) => t?.includes('Message 1'))).toBeLessThan(
      items.findIndex((t) => t?.includes('Message 5')),
    );
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('sends with Enter (Shift+Enter adds a line), reports typing, and shows a refusal', async () => {
    let sent = 0;
    const app = renderApp(`/specialist/chat/${ROOM_ID}`, {
      as: specialist,
      routes: {
        [ROOM]: roomBody(room()),
        [MESSAGES]: pageBody([]),
        [TYPING]: { body: { status: 'success' } },
        [SEND]: () => {
          sent += 1;
          return sent === 1
            ? { status: 201, body: { status: 'success', message: message(2, { body: 'Hi\nthere' }) } }
            : {
                status: 429,
                body: {
                  status: 'error',
                  code: 'RATE_LIMITED',
                  message: 'You are sending messages too quickly. Try again in 8 seconds.',
                },
              };
        },
      },
    });
    const box = await screen.findByLabelText('Message');
    await app.userEvent.type(box, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(app.api.callsTo(SEND)).toHaveLength(0);
    await app.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.api.callsTo(SEND)).toHaveLength(1));
    expect(app.api.callsTo(SEND)[0]!.body).toEqual({ body: 'Hi\nthere' });
    expect(app.api.callsTo(TYPING).length).toBeGreaterThan(0);
    await waitFor(() => expect(box).toHaveValue(''));

    await app.userEvent.type(box, 'Again{Enter}');
    expect(await screen.findByText(/sending messages too quickly/)).toBeInTheDocument();
    expect(box).toHaveValue('Again');
  });

  it('shows the other person typing and refetches on a live message', async () => {
    let newest = [message(1)];
    const app = renderApp(`/specialist/chat/${ROOM_ID}`, {
      as: specialist,
      routes: {
        [ROOM]: roomBody(room({ my_last_read_message_id: message(1).id })),
        [MESSAGES]: () => pageBody(newest),
        [READ]: readOk,
      },
    });
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.open());
    const topic = `chat.room:${ROOM_ID}`;
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', topic }));
    act(() =>
      socket.receive({
        type: 'event',
        topic,
        event: 'chat.typing',
        data: { room_id: ROOM_ID, user_id: MEMBER_ID },
      }),
    );
    expect(await screen.findByText('Morgan Member is typing…')).toBeInTheDocument();

    newest = [message(1), message(3, { body: 'Are you free Tuesday?' })];
    act(() =>
      socket.receive({
        type: 'event',
        topic,
        event: 'chat.message_created',
        data: { room_id: ROOM_ID, message_id: message(3).id, sender_id: MEMBER_ID },
      }),
    );
    expect(await screen.findByText('Are you free Tuesday?')).toBeInTheDocument();
    expect(screen.queryByText('Morgan Member is typing…')).not.toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo(READ).at(-1)?.body).toEqual({ message_id: message(3).id }));
  });

  it('uploads an attachment and sends it with the message', async () => {
    const file = {
      id: uuid(500),
      room_id: ROOM_ID,
      file_name: 'intake.pdf',
      content_type: 'application/pdf',
      size: 2048,
      created_at: '2026-12-01T09:00:00.000Z',
    };
    const app = renderApp(`/manila/chat/${ROOM_ID}`, {
      as: makeUser('member', { id: MEMBER_ID }),
      routes: {
        [ROOM]: roomBody(room()),
        [MESSAGES]: pageBody([]),
        [TYPING]: { body: { status: 'success' } },
        [UPLOAD]: { status: 201, body: { status: 'success', attachment: file } },
        [SEND]: {
          status: 201,
          body: { status: 'success', message: message(1, { body: '', attachment: file }) },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Riley Specialist' }),
    ).toBeInTheDocument();
    await app.userEvent.upload(
      screen.getByLabelText('Attach a file'),
      new File(['%PDF-1.4'], 'intake.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('intake.pdf (2.0 KB)')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(app.api.callsTo(SEND)).toHaveLength(1));
    expect(app.api.callsTo(SEND)[0]!.body).toEqual({ body: '', file_id: file.id });
  });

  it('keeps an h1 and says so when the chat is not the viewer’s', async () => {
    renderApp(`/manila/chat/${ROOM_ID}`, {
      as: 'member',
      routes: {
        [ROOM]: { status: 404, body: { status: 'error', code: 'NOT_FOUND', message: 'Chat not found' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByText('This chat does not exist or is not yours.')).toBeInTheDocument();
  });
});
