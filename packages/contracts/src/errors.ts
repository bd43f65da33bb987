import { z } from 'zod';
import { errorCodes } from './error-codes';

export * from './error-codes';

/** Every error body: the spec's `{status: "error", message}` plus a code. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
