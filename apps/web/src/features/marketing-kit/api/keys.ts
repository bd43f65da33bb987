/** Query keys of the coach's marketing kit (issue 8/8): links and counts, the e-mail audience and history. */
export const marketingKeys = {
  all: ['marketing'] as const,
  links: () => [...marketingKeys.all, 'links'] as const,
  emails: () => [...marketingKeys.all, 'emails'] as const,
};
