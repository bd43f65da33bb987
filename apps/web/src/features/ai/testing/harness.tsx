import type { ChatMessage, CoachCreditReport } from '@fundpath/contracts/ai';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DialogsProvider } from '@/components/ui/dialogs';
import { createQueryClient } from '@/lib/query-client';

/** Renders a piece of the AI feature with the providers it needs (query client, dialogs, router). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DialogsProvider>{ui}</DialogsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

/** A `text/event-stream` body the test writes to event by event. */
export function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}

/** A whole SSE reply at once. */
export function sseReply(events: Array<[string, unknown]>) {
  const text = events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** What a test says about a stored message; the rest gets wire defaults. */
export type MessageFixture = Pick<ChatMessage, 'role' | 'content'> & Partial<ChatMessage>;

let fixtureIds = 0;

/** A stored message exactly as `chatMessageSchema` (`@fundpath/contracts/ai`) puts it on the wire. */
export function wireMessage(m: MessageFixture): ChatMessage {
  fixtureIds += 1;
  return {
    id: `m${fixtureIds}`,
    session_id: 's1',
    turn_number: 1,
    action: null,
    confidence: null,
    type: 'text',
    credit_report: null,
    intent: null,
    sources: [],
    provider: null,
    fallback: false,
    created_at: '2026-01-05T10:00:00.000Z',
    ...m,
  };
}

/** A conversation as stored: turns numbered from the client's messages unless a fixture gives one. */
export function wireConversation(messages: MessageFixture[], session_id = 's1'): ChatMessage[] {
  let userTurns = 0;
  return messages.map((m) => {
    if (m.role === 'user') userTurns += 1;
    return wireMessage({ session_id, turn_number: Math.max(1, userTurns), ...m });
  });
}

/** The `done` event of a turn: the stored reply and the stored client message. */
export function doneEvent(reply: MessageFixture, userText = 'hi'): ['done', unknown] {
  return [
    'done',
    {
      message: wireMessage(reply),
      user_message: wireMessage({ role: 'user', content: userText, turn_number: reply.turn_number ?? 1 }),
    },
  ];
}

/** A complete coach credit card (`coachCreditReportSchema`). */
export function coachCreditReport(overrides: Partial<CoachCreditReport> = {}): CoachCreditReport {
  return {
    report_id: 'r1',
    version: 1,
    as_of: '2026-01-05T10:00:00.000Z',
    created_at: '2026-01-05T10:00:00.000Z',
    funding_status: {
      overall_decision: 'approve',
      funding_strategy: 'ALL_BUREAUS_QUALIFIED',
      qualifying_bureaus: ['TransUnion', 'Experian', 'Equifax'],
      best_bureau: 'Equifax',
      approvals: { transunion_approval: true, experian_approval: true, equifax_approval: true },
    },
    scores: { TransUnion: 701, Experian: 688, Equifax: 720 },
    strategy: 'All three bureaus qualify.',
    bureaus: [
      { bureau: 'TransUnion', tier: 'approve', score: 701, issues: [] },
      { bureau: 'Experian', tier: 'approve', score: 688, issues: [] },
      { bureau: 'Equifax', tier: 'approve', score: 720, issues: [] },
    ],
    plan: [],
    ...overrides,
  };
}
