import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { pageBody, ROOM_ID, room, roomBody, SPECIALIST_ID } from '../testing/fixtures';

const specialist = {
  id: SPECIALIST_ID,
  display_name: 'Dr. Riley Specialist',
  photo_url: null,
  headline: 'Sports massage',
  specialties: ['Massage'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'online',
  city: '',
  link_code: 'RILEY1',
  from_price_cents: null,
  currency: null,
  service_count: 0,
  liked: false,
  approved_at: '2026-11-01T00:00:00.000Z',
  bio: '',
  services: [],
  like_count: 0,
};

describe('message a specialist', () => {
  it("opens the member's room with the specialist from their profile and goes to it", async () => {
    const app = renderApp(`/manila/specialist/${SPECIALIST_ID}`, {
      as: 'member',
      routes: {
        [`GET /api/marketplace/specialists/${SPECIALIST_ID}`]: { body: { status: 'success', specialist } },
        'POST /api/marketplace/chat/rooms': roomBody(room()),
        [`GET /api/marketplace/chat/rooms/${ROOM_ID}`]: roomBody(room()),
        [`GET /api/marketplace/chat/rooms/${ROOM_ID}/messages`]: pageBody([]),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Message' }));
    await waitFor(() => expect(app.location()).toBe(`/manila/chat/${ROOM_ID}`));
    expect(app.api.callsTo('POST /api/marketplace/chat/rooms')[0]!.body).toEqual({
      specialist_id: SPECIALIST_ID,
    });
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });
});
