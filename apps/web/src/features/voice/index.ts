/** Voice coaching: LiveKit (or the browser's speech APIs) behind one session and one button. */

export { VoiceButton } from './components/voice-button';
export type { RpcHandler, RpcHandlers } from './engines/rpc';
export {
  type UseVoiceSessionOptions,
  useVoiceSession,
  type VoiceController,
} from './hooks/use-voice-session';
