/** The AI settings live with the rest of the configuration (platform/env.ts → Config.ai). */
export { type AiConfig, AiConfigError, aiConfig } from '../../platform/ai-config';
