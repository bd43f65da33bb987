/**
 * The AI coach's settings (OpenAI-compatible provider, LiveKit), part of the configuration that
 * platform/env.ts validates at start (`Config.ai`).
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const aiEnvSchema = z.object({
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** Azure OpenAI wants `api-key` instead of a bearer token and an api-version query parameter. */
  AI_API_VERSION: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  LIVEKIT_URL: optionalText,
  LIVEKIT_API_KEY: optionalText,
  LIVEKIT_API_SECRET: optionalText,
});

export interface AiConfig {
  /** Null: the built-in coach answers alone. */
  openai: {
    baseUrl: string;
    apiKey: string | null;
    model: string;
    apiVersion: string | null;
    timeoutMs: number;
  } | null;
  /** Null: voice runs in the browser (speech recognition and synthesis). */
  livekit: { url: string; apiKey: string; apiSecret: string } | null;
}

export class AiConfigError extends Error {}

/** The AI settings from an environment (throws AiConfigError naming each bad variable). */
export function aiConfig(source: NodeJS.ProcessEnv = process.env): AiConfig {
  const parsed = aiEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new AiConfigError(`Invalid AI configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const livekitParts = [e.LIVEKIT_URL, e.LIVEKIT_API_KEY, e.LIVEKIT_API_SECRET];
  if (livekitParts.some(Boolean) && !livekitParts.every(Boolean)) {
    throw new AiConfigError(
      'Invalid AI configuration:\n  LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET must be set together',
    );
  }
  return {
    openai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY ?? null,
          model: e.AI_MODEL ?? 'gpt-4o-mini',
          apiVersion: e.AI_API_VERSION ?? null,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : null,
    livekit:
      e.LIVEKIT_URL && e.LIVEKIT_API_KEY && e.LIVEKIT_API_SECRET
        ? { url: e.LIVEKIT_URL, apiKey: e.LIVEKIT_API_KEY, apiSecret: e.LIVEKIT_API_SECRET }
        : null,
  };
}
