import type { SocketLike } from '../realtime-client';

/** A WebSocket stand-in for tests: records frames, and lets the test open, message and close it. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static reset() {
    FakeSocket.instances = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closed = true;
    this.readyState = 3;
  }

  /** Server side: accept the handshake. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Server side: send a frame. */
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** Server side: drop the connection (or refuse the handshake). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
