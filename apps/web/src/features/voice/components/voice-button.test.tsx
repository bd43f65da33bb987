import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import type { VoiceEngine, VoiceSink } from '../engines/types';
import { useVoiceSession } from '../hooks/use-voice-session';
import type { VoiceSessionDeps } from '../state/voice-session';
import { VoiceButton } from './voice-button';

function Harness({
  userId = 'u1',
  step = 3,
  deps,
}: {
  userId?: string | null;
  step?: number | null;
  deps: Partial<VoiceSessionDeps>;
}) {
  const voice = useVoiceSession({ userId, stepNumber: step, ask: async () => null, deps });
  return <VoiceButton voice={voice} />;
}

const engine = (sink: VoiceSink): VoiceEngine => ({
  kind: 'browser',
  start: async () => {
    sink.dispatch({ type: 'connected' });
  },
  stop: async () => {
    sink.dispatch({ type: 'ended' });
  },
});

describe('VoiceButton', () => {
  it('walks START → CONNECTING... → CALL ACTIVE / END COACHING CALL → START', async () => {
    let grant: () => void = () => undefined;
    const deps: Partial<VoiceSessionDeps> = {
      requestMicrophone: () => new Promise<void>((r) => (grant = r)),
      fetchToken: async () => ({ mode: 'browser' }),
      createBrowser: engine,
    };
    const user = userEvent.setup();
    render(<Harness deps={deps} />);
    await user.click(screen.getByRole('button', { name: 'START VOICE COACHING' }));
    expect(screen.getByRole('button', { name: 'CONNECTING...' })).toBeDisabled();
    grant();
    expect(await screen.findByRole('button', { name: 'END COACHING CALL' })).toBeInTheDocument();
    expect(screen.getByText('CALL ACTIVE', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'END COACHING CALL' }));
    expect(await screen.findByRole('button', { name: 'START VOICE COACHING' })).toBeInTheDocument();
  });

  it('shows the precondition failures in the red box', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness userId={null} deps={{}} />);
    await user.click(screen.getByRole('button', { name: 'START VOICE COACHING' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: User not authenticated');
    rerender(<Harness step={null} deps={{}} />);
    await user.click(screen.getByRole('button', { name: 'START VOICE COACHING' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error: No active coaching step'),
    );
  });

  it('shows the microphone refusal', async () => {
    const user = userEvent.setup();
    render(<Harness deps={{ requestMicrophone: () => Promise.reject(new Error('denied')) }} />);
    await user.click(screen.getByRole('button', { name: 'START VOICE COACHING' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to enable microphone. Please grant microphone permissions.',
    );
  });

  it('words a token failure with the server text, and sends the spec body', async () => {
    const api = mockApi({
      'POST /api/livekit/token': {
        status: 503,
        body: { status: 'error', code: 'UNAVAILABLE', message: 'Voice is down' },
      },
    });
    const user = userEvent.setup();
    render(<Harness deps={{ requestMicrophone: vi.fn(async () => undefined) }} />);
    await user.click(screen.getByRole('button', { name: 'START VOICE COACHING' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to start voice session: Voice is down',
    );
    expect(api.callsTo('POST /api/livekit/token')[0]?.body).toEqual({
      coaching_step: 3,
      user_id: 'u1',
      is_resume: false,
    });
    expect(screen.getByRole('button', { name: 'START VOICE COACHING' })).toBeEnabled();
  });
});
