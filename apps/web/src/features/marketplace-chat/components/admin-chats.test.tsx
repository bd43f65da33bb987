import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { adminRoom, message, pageBody, ROOM_ID } from '../testing/fixtures';

const LIST = 'GET /api/admin/marketplace/chats';
const READ = `GET /api/admin/marketplace/chats/${ROOM_ID}/messages`;

describe('admin chats', () => {
  it('searches rooms and opens one read-only', async () => {
    const app = renderApp('/admin/manila/chats', {
      as: 'admin',
      routes: {
        [LIST]: { body: { status: 'success', rooms: [adminRoom()], total: 1, page: 1, per_page: 25 } },
        [READ]: { body: { ...pageBody([message(1), message(2)]).body, room: adminRoom() } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manila Chats' })).toBeInTheDocument();
    expect(await screen.findByText('member@fundpath.test')).toBeInTheDocument();
    await app.userEvent.type(screen.getByLabelText('Search by member or specialist'), 'morgan');
    await waitFor(() => expect(app.api.callsTo(LIST).at(-1)?.url.searchParams.get('q')).toBe('morgan'));

    await app.userEvent.click(
      screen.getByRole('button', { name: 'View chat of Morgan Member and Dr. Riley Specialist' }),
    );
    const viewer = await screen.findByRole('region', { name: 'Morgan Member and Dr. Riley Specialist' });
    expect(await within(viewer).findByText('Message 2')).toBeInTheDocument();
    // Read-only: no composer anywhere.
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
