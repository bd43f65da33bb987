import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getRealtimeClient } from '@/lib/realtime';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';

// Whole-app renders in jsdom are slow on a busy machine; be patient rather than flaky.
configure({ asyncUtilTimeout: 4_000 });
vi.setConfig({ testTimeout: 20_000 });

// An unexpected console.error fails the test (React warnings, act() misuse, failed prop types).
let errors: unknown[][] = [];
beforeEach(() => {
  // Signed-in shells follow the user's realtime topic (the notifications bell): no test opens a
  // real socket. A FakeSocket never opens unless the test does it (`FakeSocket.latest().open()`).
  getRealtimeClient().close();
  FakeSocket.reset();
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      static readonly OPEN = 1;
    },
  );
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  if (errors.length > 0)
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
