import { userSchema } from '@fundpath/contracts/auth';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const impersonateResponseSchema = z.object({
  status: z.literal('success'),
  success: z.boolean(),
  user: userSchema.partial().extend({ id: z.string() }).optional(),
});

/** POST /api/admin/impersonate (admins). The page reloads afterwards so every cache starts fresh. */
export const impersonateUser = (userId: string) =>
  api.post('/admin/impersonate', { user_id: userId }, impersonateResponseSchema, {
    timeoutMs: 30_000,
    attempts: 1,
  });

export const useImpersonateUser = () => useMutation({ mutationFn: impersonateUser });

export const impersonationLogSchema = z.object({
  id: z.string(),
  admin_id: z.string(),
  admin_email: z.string(),
  target_user_id: z.string(),
  target_email: z.string(),
  action: z.enum(['start', 'stop']),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type ImpersonationLog = z.infer<typeof impersonationLogSchema>;
export const impersonationLogsResponseSchema = z.object({
  status: z.literal('success'),
  logs: z.array(impersonationLogSchema),
});

/** GET /api/admin/impersonation-logs (admin). */
export const getImpersonationLogs = () =>
  api.get('/admin/impersonation-logs', impersonationLogsResponseSchema).then((r) => r.logs);

export const impersonationLogsQuery = () =>
  queryOptions({ queryKey: ['admin', 'impersonation-logs'], queryFn: getImpersonationLogs });

export const useImpersonationLogs = () => useQuery(impersonationLogsQuery());
