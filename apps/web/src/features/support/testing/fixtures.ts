import type { Ticket, TicketDetail, TicketMessage } from '@fundpath/contracts/support';
import { vi } from 'vitest';
import { getRealtimeClient } from '@/lib/realtime';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';

let seq = 0;

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  seq += 1;
  const created = new Date(Date.now() - 2 * 3_600_000).toISOString();
  return {
    id: `t${seq}`,
    ticket_number: `FP-${String(seq).padStart(6, '0')}`,
    title: `Ticket ${seq}`,
    description: `Description ${seq}`,
    status: 'open',
    priority: 'medium',
    category: 'general',
    user_id: 'u_client',
    user_name: 'Casey Client',
    assigned_to: null,
    assigned_to_name: null,
    resolution: null,
    created_at: created,
    updated_at: created,
    resolved_at: null,
    sla_due_date: new Date(Date.now() + 22 * 3_600_000).toISOString(),
    sla_breached: false,
    messages_count: 0,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    ticket_id: 't1',
    user_id: 'u_staff',
    user_name: 'Cora Credit',
    message: `Message ${seq}`,
    is_internal: false,
    created_at: new Date().toISOString(),
    attachments: [],
    ...overrides,
  };
}

export function makeDetail(ticket: Ticket, messages: TicketMessage[] = []): TicketDetail {
  return { ...ticket, messages, attachments: [], messages_count: messages.length };
}

export const listBody = (tickets: Ticket[]) => ({
  body: { status: 'success', tickets, total: tickets.length, page: 1, per_page: 25 },
});

/** Every test gets a WebSocket that never connects unless the test opens it. */
export function stubRealtime() {
  getRealtimeClient().close();
  FakeSocket.reset();
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      static readonly OPEN = 1;
    },
  );
}
