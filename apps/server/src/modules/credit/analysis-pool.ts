import { WorkerPool, type WorkerPoolOptions } from '../../platform/worker-pool';
import type { Analyser, Analysis, AnalysisInput, AnalysisJson, JsonAnalyser } from './analysis';

/** Seconds one report's analysis may take in a worker (a 5 000-tradeline report takes well under one). */
export const ANALYSIS_TIMEOUT_MS = 20_000;

export interface AnalysisPool {
  analyse: Analyser;
  analyseJson: JsonAnalyser;
  pool: WorkerPool<AnalysisInput, Analysis | AnalysisJson>;
  close(): Promise<void>;
}

/** The worker pool the credit routes evaluate reports in (one per app, closed with it). */
export function createAnalysisPool(options: Partial<Omit<WorkerPoolOptions, 'url'>> = {}): AnalysisPool {
  const pool = new WorkerPool<AnalysisInput, Analysis | AnalysisJson>({
    url: new URL('./analysis-worker.ts', import.meta.url),
    name: 'credit report evaluation',
    timeoutMs: ANALYSIS_TIMEOUT_MS,
    ...options,
  });
  return {
    pool,
    analyse: (input) => pool.run({ ...input, output: undefined }) as Promise<Analysis>,
    analyseJson: (input) => pool.run({ ...input, output: 'json' }) as Promise<AnalysisJson>,
    close: () => pool.close(),
  };
}
