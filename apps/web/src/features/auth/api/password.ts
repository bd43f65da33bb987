import { messageResponseSchema } from '@fundpath/contracts/auth';
import { api } from '@/lib/api-client';

const AUTH_CALL = { timeoutMs: 30_000, attempts: 1 };

/** POST /api/auth/forgot-password: always answers success, so nobody learns which emails exist. */
export const requestPasswordReset = (email: string) =>
  api.post('/auth/forgot-password', { email }, messageResponseSchema, AUTH_CALL);

/** POST /api/auth/reset-password; 400 when the token is invalid or expired. */
export const resetPassword = (token: string, password: string) =>
  api.post('/auth/reset-password', { token, password }, messageResponseSchema, AUTH_CALL);
