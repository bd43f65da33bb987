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

/** The provider chain for a configuration: the service with its breaker and fallback, or the built-in coach. */
function providerChain(
  config: AiConfig,
  log?: FastifyBaseLogger,
): Pick<AiRuntime, 'config' | 'coach' | 'resilient' | 'breaker'> {
  if (!config.openai) return { config, coach: new BuiltinCoach(), resilient: null, breaker: null };
  const breaker = new CircuitBreaker();
  const resilient = new ResilientCoach(new OpenAiCoach(config.openai), breaker, (err) =>
    log?.warn(
      { err: (err as Error).message, breaker: breaker.state },
      'AI service failed; built-in coach answered',
    ),
  );
  return { config, coach: resilient, resilient, breaker };
}

export function createAiRuntime(config: AiConfig, appSecret: string, log?: FastifyBaseLogger): AiRuntime {
  return {
    index: new KnowledgeIndex(),
    contexts: new ContextCache(),
    appSecret,
    ...providerChain(config, log),
  };
}

/**
 * Applies a changed configuration (the run-time settings of `/admin/config`) in place: chats
 * read `rt.coach` per message, so the next message uses the new provider. Unchanged: nothing.
 */
export function reconfigureAiRuntime(rt: AiRuntime, config: AiConfig, log?: FastifyBaseLogger): boolean {
  if (JSON.stringify(config) === JSON.stringify(rt.config)) return false;
  Object.assign(rt, providerChain(config, log));
  log?.info(
    { provider: config.openai ? 'openai' : 'builtin', model: config.openai?.model ?? null },
    'AI coach reconfigured',
  );
  return true;
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
