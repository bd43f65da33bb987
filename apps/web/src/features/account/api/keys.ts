/** Query keys of one's own account; every key starts with the domain. */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
};

/** Writes here are never retried: a second try could act twice. */
export const ONCE = { attempts: 1 } as const;
