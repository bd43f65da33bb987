import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/testing/fetch-mock';
import { useCoachChat } from '../hooks/use-coach-chat';
import {
  coachCreditReport,
  doneEvent,
  type MessageFixture,
  renderWithProviders,
  sseReply,
  sseStream,
  wireConversation,
} from '../testing/harness';
import { ChatPanel } from './chat-panel';

function Panel({ step = 2 }: { step?: number }) {
  const chat = useCoachChat({ userId: 'u1', stepNumber: step });
  return <ChatPanel chat={chat} />;
}

const history = (messages: MessageFixture[] = [], session_id = 's1') =>
  ok({ messages: wireConversation(messages, session_id), session_id, step_number: 2 });

/** mockApi for JSON routes, plus a hand-made responder for the streamed chat call. */
function setup({
  messages = [] as MessageFixture[],
  chat,
  extra = {},
}: {
  messages?: MessageFixture[];
  chat?: (body: unknown) => Response | Promise<Response>;
  extra?: Parameters<typeof mockApi>[0];
} = {}) {
  const api = mockApi({ 'GET /api/ai/conversation-history/2': history(messages), ...extra });
  const chatBodies: unknown[] = [];
  const jsonFetch = api.fetchMock;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).endsWith('/api/ai/chat') && chat) {
        const body = JSON.parse(String(init.body));
        chatBodies.push(body);
        return chat(body);
      }
      return jsonFetch(input, init);
    }),
  );
  return { api, chatBodies };
}

describe('ChatPanel', () => {
  it('loads the step history with X-User-ID and hides system messages', async () => {
    const { api } = setup({
      messages: [
        { role: 'system', content: 'You are a coach' },
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Welcome to step 2' },
      ],
    });
    renderWithProviders(<Panel />);
    expect(await screen.findByText('Welcome to step 2')).toBeInTheDocument();
    expect(screen.queryByText('You are a coach')).not.toBeInTheDocument();
    const [call] = api.callsTo('GET /api/ai/conversation-history/2');
    expect(call).toBeDefined();
    const fetchInit = api.fetchMock.mock.calls.find(([u]) => String(u).includes('conversation-history'))?.[1];
    expect(new Headers(fetchInit?.headers).get('X-User-ID')).toBe('u1');
    const log = screen.getByRole('log', { name: 'Conversation with your coach' });
    expect(log).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps send disabled for blank input and sends on Enter, not Shift+Enter', async () => {
    const { chatBodies } = setup({
      chat: () =>
        sseReply([doneEvent({ role: 'assistant', content: 'Upload your ID.' }, 'line one\nline two')]),
    });
    const { user } = renderWithProviders(<Panel />);
    const input = await screen.findByLabelText('Message your coach');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('line one\nline two');
    expect(chatBodies).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Upload your ID.')).toBeInTheDocument();
    expect(chatBodies).toEqual([{ message: 'line one\nline two', step_number: 2, user_id: 'u1' }]);
    expect(input).toHaveValue('');
  });

  it('shows the typing indicator, then streams deltas, and disables send while streaming', async () => {
    const stream = sseStream();
    setup({ chat: () => stream.response() });
    const { user } = renderWithProviders(<Panel />);
    const input = await screen.findByLabelText('Message your coach');
    await user.type(input, 'what do I do next?{Enter}');
    expect(await screen.findByText('what do I do next?')).toBeInTheDocument();
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    await user.type(input, 'another');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await act(async () => {
      stream.send('meta', { session_id: 's9', turn_number: 3 });
      stream.send('delta', { text: 'First, ' });
    });
    expect(await screen.findByText(/First,/)).toBeInTheDocument();
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    await act(async () => {
      stream.send('delta', { text: 'finish your tasks.' });
    });
    expect(await screen.findByText('First, finish your tasks.')).toBeInTheDocument();
    await act(async () => {
      stream.send(
        ...doneEvent(
          {
            role: 'assistant',
            content: 'First, finish your tasks.',
            confidence: 0.9,
            session_id: 's9',
            turn_number: 3,
          },
          'what do I do next?',
        ),
      );
      stream.close();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(screen.getByRole('group', { name: 'Rate this reply' })).toBeInTheDocument();
  });

  it('shows an error with retry when the stream reports an error', async () => {
    let calls = 0;
    setup({
      chat: () => {
        calls += 1;
        return calls === 1
          ? sseReply([['error', { message: 'Coach is busy' }]])
          : sseReply([doneEvent({ role: 'assistant', content: 'Back now.' }, 'hi')]);
      },
    });
    const { user } = renderWithProviders(<Panel />);
    await user.type(await screen.findByLabelText('Message your coach'), 'hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Coach is busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back now.')).toBeInTheDocument();
    expect(screen.getAllByText('hi')).toHaveLength(1);
  });

  it('sends feedback silently: a failing signal still shows thanks', async () => {
    const { api } = setup({
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi there', turn_number: 1 },
      ],
      extra: {
        'POST /api/feedback/signal': {
          status: 500,
          body: { status: 'error', code: 'INTERNAL', message: 'x' },
        },
      },
    });
    const { user } = renderWithProviders(<Panel />);
    await user.click(await screen.findByRole('button', { name: 'Not helpful' }));
    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/feedback/signal')).toHaveLength(1));
    expect(api.callsTo('POST /api/feedback/signal')[0]?.body).toMatchObject({
      session_id: 's1',
      turn_number: 1,
      signal_type: 'thumbs_down',
      helped: false,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports an issue through the modal with the text', async () => {
    const { api } = setup({
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi there' },
      ],
      extra: { 'POST /api/feedback/signal': ok({ feedback_id: 'f1' }) },
    });
    const { user } = renderWithProviders(<Panel />);
    await user.click(await screen.findByRole('button', { name: 'Report issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    const submit = within(dialog).getByRole('button', { name: 'Send report' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('What went wrong?'), 'Wrong deadline');
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('POST /api/feedback/signal')[0]?.body).toMatchObject({
        signal_type: 'report_issue',
        user_feedback_text: 'Wrong deadline',
      }),
    );
  });

  it('renders the inline credit report card for a credit_report message', async () => {
    setup({
      messages: [
        {
          role: 'assistant',
          content: 'Here is your report.',
          type: 'credit_report',
          credit_report: coachCreditReport(),
        },
      ],
    });
    renderWithProviders(<Panel />);
    const card = await screen.findByRole('region', { name: 'Credit report summary' });
    expect(within(card).getByText('720')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View full report/ })).toBeInTheDocument();
  });

  it('offers to connect monitoring when the coach asks for a report the client does not have', async () => {
    setup({
      messages: [{ role: 'assistant', content: 'Let me pull it.', action: 'fetch_credit_report' }],
      extra: {
        'GET /api/client/credit-report/latest': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'No report' },
        },
      },
    });
    renderWithProviders(<Panel />);
    expect(await screen.findByRole('link', { name: /Connect monitoring account/ })).toBeInTheDocument();
  });

  it('resets after confirming, and words a failure with the status text', async () => {
    const { api } = setup({ messages: [{ role: 'assistant', content: 'Old reply' }] });
    api.set('DELETE /api/ai/reset-conversation/2', { status: 500, body: { message: 'boom' } });
    const { user } = renderWithProviders(<Panel />);
    await screen.findByText('Old reply');
    await user.click(screen.getByRole('button', { name: 'Reset chat' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset chat' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to reset conversation: \S+/);
    expect(screen.getByText('Old reply')).toBeInTheDocument();
    api.set('DELETE /api/ai/reset-conversation/2', ok());
    api.set('GET /api/ai/conversation-history/2', history([]));
    await user.click(screen.getAllByRole('button', { name: 'Reset chat' })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset chat' }));
    await waitFor(() => expect(screen.queryByText('Old reply')).not.toBeInTheDocument());
  });
});

describe('new message pill', () => {
  it('counts replies that arrive while scrolled up, and scrolls down on click', async () => {
    const stream = sseStream();
    setup({ messages: [{ role: 'assistant', content: 'Earlier reply' }], chat: () => stream.response() });
    const { user } = renderWithProviders(<Panel />);
    await screen.findByText('Earlier reply');
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 200 });
    await user.type(screen.getByLabelText('Message your coach'), 'question{Enter}');
    expect(log.scrollTop).toBe(1000);
    // The reader scrolls up, more than 50 px from the end.
    log.scrollTop = 500;
    log.dispatchEvent(new Event('scroll'));
    await act(async () => {
      stream.send('delta', { text: 'Answer arriving' });
    });
    const pill = await screen.findByRole('button', { name: '1 new message' });
    expect(log.scrollTop).toBe(500);
    await user.click(pill);
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();
    await act(async () => {
      stream.send(...doneEvent({ role: 'assistant', content: 'Answer arriving' }, 'question'));
      stream.close();
    });
  });

  it('shows no pill while the reader is at the bottom', async () => {
    setup({ chat: () => sseReply([doneEvent({ role: 'assistant', content: 'Sure.' }, 'hi')]) });
    const { user } = renderWithProviders(<Panel />);
    await user.type(await screen.findByLabelText('Message your coach'), 'hi{Enter}');
    await screen.findByText('Sure.');
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();
  });
});
