import { refusalMessage } from '@/lib/api-client';

/** sonner loads with the first toast, not with the screen. */
const toast = (kind: 'success' | 'error', title: string, description?: string) =>
  void import('sonner').then(({ toast: t }) => t[kind](title, description ? { description } : undefined));

export const notify = {
  success: (title: string) => toast('success', title),
  /** The server's own words for a refusal (a 4xx) go under the title. */
  error: (title: string, error?: unknown) => toast('error', title, refusalMessage(error) ?? undefined),
};
