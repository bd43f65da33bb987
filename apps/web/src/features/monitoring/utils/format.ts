/** `123 ms`, `1.2 s`; an em dash when unknown. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  return `${(ms / 1_000).toFixed(1)} s`;
}

/** Wall-clock time of an epoch-ms instant, or an em dash. */
export function formatTime(at: number | null | undefined): string {
  if (at === null || at === undefined) return '—';
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** Whole seconds left until `at`, never negative: `12 s`. */
export function formatCountdown(at: number, now: number): string {
  return `${Math.max(0, Math.ceil((at - now) / 1_000))} s`;
}

/** The path and query of a url, for compact tables. */
export function displayPath(url: string): string {
  const scheme = url.indexOf('://');
  if (scheme === -1) return url;
  const pathStart = url.indexOf('/', scheme + 3);
  return pathStart === -1 ? '/' : url.slice(pathStart);
}
