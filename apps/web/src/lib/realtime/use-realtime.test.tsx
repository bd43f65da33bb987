import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime-client';
import { FakeSocket } from './testing/fake-socket';
import { RealtimeProvider, useRealtimeStatus, useRealtimeTopic } from './use-realtime';

function Probe({
  topic,
  onEvent,
  onResync,
}: {
  topic: string | null;
  onEvent: (e: unknown) => void;
  onResync?: () => void;
}) {
  useRealtimeTopic(topic, onEvent, { onResync });
  const status = useRealtimeStatus();
  return <p>status: {status}</p>;
}

function Switcher({ onResync }: { onResync: () => void }) {
  const [topic, setTopic] = useState('ticket:1');
  return (
    <>
      <button type="button" onClick={() => setTopic('ticket:2')}>
        next
      </button>
      <Probe topic={topic} onEvent={() => {}} onResync={onResync} />
    </>
  );
}

describe('useRealtimeTopic', () => {
  let client: RealtimeClient;
  beforeEach(() => {
    FakeSocket.reset();
    client = new RealtimeClient({
      createSocket: (url) => new FakeSocket(url),
      url: 'ws://test/rt',
      idleCloseMs: 0,
    });
  });
  afterEach(() => client.close());

  it('subscribes while mounted, hands events to the latest callback, and leaves on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <RealtimeProvider client={client}>
        <Probe topic="ticket:7" onEvent={first} />
      </RealtimeProvider>,
    );
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(view.getByText('status: open')).toBeInTheDocument();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'ticket:7' }]);

    view.rerender(
      <RealtimeProvider client={client}>
        <Probe topic="ticket:7" onEvent={second} />
      </RealtimeProvider>,
    );
    act(() =>
      socket.receive({
        type: 'event',
        topic: 'ticket:7',
        event: 'ticket.status_changed',
        data: { to: 'resolved' },
      }),
    );
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({
      topic: 'ticket:7',
      event: 'ticket.status_changed',
      data: { to: 'resolved' },
    });
    // Re-rendering with a new callback did not resubscribe.
    expect(socket.sent).toHaveLength(1);

    view.unmount();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'ticket:7' });
  });

  it('switches topics and calls onResync after a reconnect', async () => {
    vi.useFakeTimers();
    const onResync = vi.fn();
    const view = render(
      <RealtimeProvider client={client}>
        <Switcher onResync={onResync} />
      </RealtimeProvider>,
    );
    act(() => FakeSocket.latest().open());
    act(() => view.getByRole('button', { name: 'next' }).click());
    expect(FakeSocket.latest().sent).toEqual([
      { type: 'subscribe', topic: 'ticket:1' },
      { type: 'unsubscribe', topic: 'ticket:1' },
      { type: 'subscribe', topic: 'ticket:2' },
    ]);
    act(() => FakeSocket.latest().drop());
    act(() => vi.advanceTimersByTime(2_000));
    act(() => FakeSocket.latest().open());
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', topic: 'ticket:2' }]);
    expect(onResync).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does nothing without a topic', () => {
    render(
      <RealtimeProvider client={client}>
        <Probe topic={null} onEvent={() => {}} />
      </RealtimeProvider>,
    );
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
