/** The IANA time zones this browser knows (a short fallback where `Intl.supportedValuesOf` is missing). */
export const TIME_ZONES: readonly string[] = (() => {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    return [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Asia/Manila',
      'UTC',
    ];
  }
})();

/** The visitor's own zone, as the browser reports it (UTC when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
