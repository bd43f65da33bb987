/**
 * FundPath voice agent (LiveKit Agents for Node). It joins each `coach-<userId>-step-<n>` room,
 * turns the client's speech into text (STT), asks the FundPath coach over HTTP — the same
 * pipeline, storage, feedback and learning queue as the text chat — and speaks the streamed reply
 * (TTS). The coach token in the client's participant metadata (minted with their LiveKit token)
 * is what authorises the agent to ask for that client and step, and nothing else.
 *
 * Why HTTP and not an import of the server's CoachProvider: the provider needs the database,
 * the knowledge index and the request context (who the user is); calling the API keeps one
 * writer of conversations, one place enforcing access, and lets the agent run on another host.
 */
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from '@fundpath/contracts/ai';
import {
  askCoach,
  CoachClientError,
  type CoachStreamEvent,
  createRpcRouter,
  encodeRpc,
  fitPayload,
  RPC_METHODS,
  RpcFailure,
} from '@fundpath/contracts/voice';
import {
  cli,
  defineAgent,
  type JobContext,
  type JobProcess,
  type llm,
  voice,
  WorkerOptions,
} from '@livekit/agents';
import * as openai from '@livekit/agents-plugin-openai';
import * as silero from '@livekit/agents-plugin-silero';
import { type RemoteParticipant, RpcError, type RpcInvocationData } from '@livekit/rtc-node';

const FUNDPATH_URL = process.env.FUNDPATH_URL ?? 'http://127.0.0.1:3000';
/** STT/TTS through the OpenAI plugin (any OpenAI-compatible speech server via OPENAI_BASE_URL). */
const STT_MODEL = process.env.VOICE_STT_MODEL ?? 'gpt-4o-mini-transcribe';
const TTS_MODEL = process.env.VOICE_TTS_MODEL ?? 'gpt-4o-mini-tts';
const TTS_VOICE = process.env.VOICE_TTS_VOICE ?? 'alloy';
const ROOM_PREFIX = 'coach-';

interface CoachMetadata {
  step: number;
  is_resume?: boolean;
  coach_token: string;
}

function readMetadata(participant: RemoteParticipant): CoachMetadata | null {
  try {
    const m = JSON.parse(participant.metadata || '{}') as Partial<CoachMetadata>;
    return typeof m.coach_token === 'string' && Number.isInteger(m.step) ? (m as CoachMetadata) : null;
  } catch {
    return null;
  }
}

/** The text of the newest user message in the chat context. */
function lastUserText(chatCtx: llm.ChatContext): string {
  for (let i = chatCtx.items.length - 1; i >= 0; i--) {
    const item = chatCtx.items[i] as { type?: string; role?: string; textContent?: string };
    if (item.type === 'message' && item.role === 'user') return (item.textContent ?? '').trim();
  }
  return '';
}

/** What the last spoken reply carried: the client shows it (feedback buttons, credit card). */
interface LastReply {
  session_id: string | null;
  turn_number: number | null;
  action: string | null;
  confidence: number | null;
}

class CoachAgent extends voice.Agent {
  last: LastReply = { session_id: null, turn_number: null, action: null, confidence: null };

  constructor(
    private readonly job: JobContext,
    private readonly client: RemoteParticipant,
    private readonly meta: CoachMetadata,
  ) {
    super({ instructions: 'Replies come from the FundPath coach; this agent only speaks them.' });
  }

  /** Sends a reply's metadata (and the credit card) to the client over RPC, within the size limit. */
  private async notifyClient(done: { message: ChatMessage }): Promise<void> {
    const local = this.job.room.localParticipant;
    if (!local) return;
    const meta = fitPayload(
      {
        session_id: done.message.session_id,
        turn_number: done.message.turn_number,
        message_id: done.message.id,
        action: done.message.action,
        confidence: done.message.confidence,
        type: done.message.type,
        sources: done.message.sources,
      },
      ['sources'],
    );
    const calls: Array<[string, unknown]> = [[RPC_METHODS.replyMeta, meta]];
    if (done.message.credit_report) {
      const card = fitPayload(done.message.credit_report, ['plan', 'bureaus']);
      if (card) calls.push([RPC_METHODS.showCreditReport, card]);
    }
    for (const [method, data] of calls) {
      await local
        .performRpc({ destinationIdentity: this.client.identity, method, payload: encodeRpc(data) })
        .catch(() => undefined); // an older web client without the handler: the voice still works
    }
  }

  /** Streams the coach's reply to TTS as it arrives, instead of calling a language model. */
  override async llmNode(chatCtx: llm.ChatContext): Promise<ReadableStream<string> | null> {
    const message = lastUserText(chatCtx);
    if (!message) return null;
    const controller = new AbortController();
    const speak = async (stream: ReadableStreamDefaultController<string>) => {
      try {
        const done = await collect(
          askCoach({
            baseUrl: FUNDPATH_URL,
            coachToken: this.meta.coach_token,
            message,
            signal: controller.signal,
          }),
          (text) => stream.enqueue(text),
        );
        if (done) {
          this.last = {
            session_id: done.message.session_id,
            turn_number: done.message.turn_number,
            action: done.message.action,
            confidence: done.message.confidence,
          };
          await this.notifyClient(done);
        }
      } catch (err) {
        if (controller.signal.aborted) return;
        stream.enqueue(
          err instanceof CoachClientError && err.status === 403
            ? 'Your voice session has expired. Please end the call and start it again.'
            : 'Sorry, I could not reach your coach just now. Please try again in a moment.',
        );
      } finally {
        try {
          stream.close();
        } catch {
          // Already cancelled (barge-in): nothing left to close.
        }
      }
    };
    return new ReadableStream<string>({
      start: (stream) => void speak(stream),
      cancel: () => controller.abort(), // barge-in: the client spoke over the reply
    });
  }
}

/** Drains the coach stream, passing text on; resolves with the `done` event. */
async function collect(events: AsyncIterable<CoachStreamEvent>, onText: (text: string) => void) {
  let done: { message: ChatMessage } | null = null;
  for await (const e of events) {
    if (e.type === 'delta') onText(e.text);
    else if (e.type === 'done') done = { message: e.message };
  }
  return done;
}

export default defineAgent({
  prewarm: async (proc: JobProcess) => {
    proc.userData.vad = await silero.VAD.load();
  },
  entry: async (ctx: JobContext) => {
    await ctx.connect();
    if (!ctx.room.name?.startsWith(ROOM_PREFIX)) return; // only coaching rooms
    const participant = await ctx.waitForParticipant();
    const meta = readMetadata(participant);
    if (!meta) {
      console.warn(`room ${ctx.room.name}: participant ${participant.identity} has no coach token; leaving`);
      ctx.shutdown('no coach token');
      return;
    }
    const agent = new CoachAgent(ctx, participant, meta);

    // RPC the web client may call (spec §8: version 1, 15360 bytes, four error codes).
    const router = createRpcRouter<{ caller: string }>({
      [RPC_METHODS.agentState]: () => ({ step: meta.step, ...agent.last }),
      [RPC_METHODS.sendText]: async (data) => {
        const text =
          typeof (data as { text?: unknown })?.text === 'string'
            ? (data as { text: string }).text.trim()
            : '';
        if (!text) throw new Error('text is required');
        let reply = '';
        const done = await collect(
          askCoach({ baseUrl: FUNDPATH_URL, coachToken: meta.coach_token, message: text }),
          (t) => {
            reply += t;
          },
        );
        return fitPayload(
          { text: reply.trim(), message_id: done?.message.id ?? null, action: done?.message.action ?? null },
          [],
        );
      },
    });
    for (const method of router.methods) {
      ctx.room.localParticipant?.registerRpcMethod(method, async (call: RpcInvocationData) => {
        try {
          return await router.handle(method, call.payload, { caller: call.callerIdentity });
        } catch (err) {
          if (err instanceof RpcFailure) throw new RpcError(err.code, err.message);
          throw new RpcError(1500, 'Application error');
        }
      });
    }

    const session = new voice.AgentSession({
      vad: ctx.proc.userData.vad as silero.VAD,
      stt: new openai.STT({ model: STT_MODEL }),
      // Never called: CoachAgent.llmNode answers. The session needs a model object to run turns.
      llm: new openai.LLM({ model: process.env.VOICE_LLM_MODEL ?? 'gpt-4o-mini' }),
      tts: new openai.TTS({ model: TTS_MODEL, voice: TTS_VOICE as never }),
    });
    await session.start({ agent, room: ctx.room });
    if (!meta.is_resume) {
      session.say("Hi, I'm your funding coach. Ask me anything about this step, like what's left to do.");
    }
  },
});

cli.runApp(new WorkerOptions({ agent: fileURLToPath(import.meta.url) }));
