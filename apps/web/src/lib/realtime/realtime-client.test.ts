import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime-client';
import { FakeSocket } from './testing/fake-socket';

function makeClient() {
  return new RealtimeClient({
    url: 'ws://test/api/realtime',
    createSocket: (url) => new FakeSocket(url),
    random: () => 0.5, // no jitter
  });
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('connects on the first subscription and subscribes once open', () => {
    const client = makeClient();
    expect(FakeSocket.instances).toHaveLength(0);
    client.subscribe('ticket:1', () => {});
    client.subscribe('tickets', () => {});
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://test/api/realtime');
    expect(client.getStatus()).toBe('connecting');
    socket.open();
    expect(client.getStatus()).toBe('open');
    expect(socket.sent).toEqual([
      { type: 'subscribe', topic: 'ticket:1' },
      { type: 'subscribe', topic: 'tickets' },
    ]);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('delivers events only to listeners of their topic and ignores junk', () => {
    const client = makeClient();
    const onTicket = vi.fn();
    const onOther = vi.fn();
    client.subscribe('ticket:1', onTicket);
    client.subscribe('ticket:2', onOther);
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive('not json');
    socket.receive({ type: 'mystery' });
    socket.receive({ type: 'heartbeat', at: '2026-01-01T00:00:00Z' });
    socket.receive({ type: 'event', topic: 'ticket:1', event: 'message.created', data: { ticket_id: '1' } });
    expect(onTicket).toHaveBeenCalledExactlyOnceWith({
      topic: 'ticket:1',
      event: 'message.created',
      data: { ticket_id: '1' },
    });
    expect(onOther).not.toHaveBeenCalled();
  });

  it('reconnects with growing delays, resubscribes and asks for a resync', () => {
    const client = makeClient();
    const onResync = vi.fn();
    client.onResync(onResync);
    client.subscribe('ticket:1', () => {});
    FakeSocket.latest().open();
    expect(onResync).not.toHaveBeenCalled();

    FakeSocket.latest().drop();
    expect(client.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    // The handshake fails again: the next wait doubles.
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'ticket:1' }]);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(client.getStatus()).toBe('open');
  });

  it('caps the back-off, so a server without the endpoint costs a try every 30 s', () => {
    const client = makeClient();
    expect(client.delayFor(0)).toBe(1_000);
    expect(client.delayFor(3)).toBe(8_000);
    expect(client.delayFor(10)).toBe(30_000);
    expect(client.delayFor(100)).toBe(30_000);
  });

  it.each([
    [4401, 'the session ended'],
    [4429, 'this user has too many sockets open'],
  ])('waits the longest delay when the server closes with %i (%s)', (code) => {
    const client = makeClient();
    client.subscribe('tickets', () => {});
    FakeSocket.latest().open();
    FakeSocket.latest().drop(code);
    vi.advanceTimersByTime(29_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('passes a server resync on to listeners', () => {
    const client = makeClient();
    const onResync = vi.fn();
    client.onResync(onResync);
    client.subscribe('tickets', () => {});
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'resync' });
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes a topic when its last listener leaves and closes the idle socket', () => {
    const client = makeClient();
    const stopA = client.subscribe('ticket:1', () => {});
    const stopB = client.subscribe('ticket:1', () => {});
    const socket = FakeSocket.latest();
    socket.open();
    stopA();
    expect(socket.sent).toHaveLength(1);
    stopB();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'ticket:1' });
    vi.advanceTimersByTime(5_000);
    expect(socket.closed).toBe(true);
    expect(client.getStatus()).toBe('idle');
  });

  it('treats a silent link as dead and reconnects', () => {
    const client = makeClient();
    client.subscribe('tickets', () => {});
    const first = FakeSocket.latest();
    first.open();
    vi.advanceTimersByTime(60_000);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
