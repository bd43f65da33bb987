import { loginResponseSchema } from '@fundpath/contracts/auth';
import { inviteLookupResponseSchema } from '@fundpath/contracts/people';
import { api } from '@/lib/api-client';

const AUTH_CALL = { timeoutMs: 30_000, attempts: 1 };

/** POST /api/auth/invites/lookup: who the invite is for; 400 when the link is dead. */
export const lookupInvite = (token: string) =>
  api.post('/auth/invites/lookup', { token }, inviteLookupResponseSchema, AUTH_CALL).then((r) => r.invite);

/** POST /api/auth/invites/accept: creates the account, signs it in (cookie) and answers like login. */
export const acceptInvite = (token: string, display_name: string, password: string) =>
  api.post('/auth/invites/accept', { token, display_name, password }, loginResponseSchema, AUTH_CALL);
