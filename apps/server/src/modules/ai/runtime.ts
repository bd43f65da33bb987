/**
 * Per-app state of the AI coach: the knowledge index, the provider chain and its breaker. Made
 * once when the plugin registers (each app instance, and each test app, has its own).
 */
import type { FastifyBaseLogger } from 'fastify';
import { CircuitBreaker } from './coach/breaker';
import { BuiltinCoach } from './coach/builtin';
import { ContextCache } from './coach/context';
import { OpenAiCoach, ResilientCoach } from './coach/openai';
import type { CoachProvider } from './coach/types';
import type { AiConfig } from './config';
import { KnowledgeIndex } from './knowledge/index';

export interface AiRuntime {
  config: AiConfig;
  index: KnowledgeIndex;
  contexts: ContextCache;
  /** The chain every chat goes through: the configured service with fallback, or the built-in coach. */
  coach: CoachProvider;
  resilient: ResilientCoach | null;
  breaker: CircuitBreaker | null;
  /** Secret for the voice agent's per-room tokens (derived from APP_SECRET). */
  appSecret: string;
}

export function createAiRuntime(config: AiConfig, appSecret: string, log?: FastifyBaseLogger): AiRuntime {
  const index = new KnowledgeIndex();
  const contexts = new ContextCache();
  const builtin = new BuiltinCoach();
  if (!config.openai)
    return { config, index, contexts, coach: builtin, resilient: null, breaker: null, appSecret };
  const breaker = new CircuitBreaker();
  const resilient = new ResilientCoach(new OpenAiCoach(config.openai), breaker, (err) =>
    log?.warn(
      { err: (err as Error).message, breaker: breaker.state },
      'AI service failed; built-in coach answered',
    ),
  );
  return { config, index, contexts, coach: resilient, resilient, breaker, appSecret };
}

export function providerStatus(rt: AiRuntime) {
  return {
    name: rt.config.openai ? 'openai' : 'builtin',
    model: rt.config.openai?.model ?? null,
    configured: Boolean(rt.config.openai),
    breaker: rt.breaker?.state ?? ('closed' as const),
    consecutive_failures: rt.breaker?.consecutiveFailures ?? 0,
    last_error: rt.breaker?.lastError ?? null,
    fallback_replies: rt.resilient?.fallbackReplies ?? 0,
  };
}
