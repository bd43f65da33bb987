/** §9: p95 and p99 are only meaningful once this many samples exist. */
export const MIN_PERCENTILE_SAMPLES = 10;

export interface ResponseTimeStats {
  count: number;
  averageMs: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

/** Nearest-rank percentile of already sorted values. */
function nearestRank(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Average, p95 and p99 of response times; percentiles stay null below {@link MIN_PERCENTILE_SAMPLES}. */
export function responseTimeStats(samples: readonly number[]): ResponseTimeStats {
  if (samples.length === 0) return { count: 0, averageMs: null, p95Ms: null, p99Ms: null };
  const sorted = [...samples].sort((a, b) => a - b);
  const averageMs = Math.round(samples.reduce((sum, v) => sum + v, 0) / samples.length);
  if (sorted.length < MIN_PERCENTILE_SAMPLES)
    return { count: samples.length, averageMs, p95Ms: null, p99Ms: null };
  return { count: samples.length, averageMs, p95Ms: nearestRank(sorted, 95), p99Ms: nearestRank(sorted, 99) };
}

/** Fixed-size ring of numbers: the oldest sample drops out when a new one arrives at capacity. */
export class SampleWindow {
  private readonly values: number[] = [];

  constructor(readonly capacity: number) {}

  add(value: number): void {
    this.values.push(value);
    if (this.values.length > this.capacity) this.values.splice(0, this.values.length - this.capacity);
  }

  clear(): void {
    this.values.length = 0;
  }

  get size(): number {
    return this.values.length;
  }

  stats(): ResponseTimeStats {
    return responseTimeStats(this.values);
  }
}
