import { describe, expect, it } from 'vitest';
import { responseTimeStats, SampleWindow } from './stats';

describe('responseTimeStats', () => {
  it('reports nothing for no samples', () => {
    expect(responseTimeStats([])).toEqual({ count: 0, averageMs: null, p95Ms: null, p99Ms: null });
  });

  it('withholds p95/p99 below 10 samples but gives the average', () => {
    expect(responseTimeStats([10, 20, 30, 40, 50, 60, 70, 80, 90])).toEqual({
      count: 9,
      averageMs: 50,
      p95Ms: null,
      p99Ms: null,
    });
  });

  it('computes nearest-rank p95/p99 from 10 samples, whatever their order', () => {
    expect(responseTimeStats([100, 10, 90, 20, 80, 30, 70, 40, 60, 50])).toMatchObject({
      p95Ms: 100,
      p99Ms: 100,
    });
  });

  it('computes p95/p99 over 1..100 ms as 95 and 99', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(responseTimeStats(samples)).toEqual({ count: 100, averageMs: 51, p95Ms: 95, p99Ms: 99 });
  });

  it('does not reorder the caller’s samples', () => {
    const samples = [3, 1, 2];
    responseTimeStats(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('SampleWindow', () => {
  it('drops the oldest samples beyond its capacity', () => {
    const window = new SampleWindow(3);
    for (const v of [1, 2, 3, 4, 5]) window.add(v);
    expect(window.size).toBe(3);
    expect(window.stats().averageMs).toBe(4);
  });
});
