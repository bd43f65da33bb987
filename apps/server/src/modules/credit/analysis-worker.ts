/** Worker thread entry: analyses credit reports posted by the credit routes' pool (analysis.ts). */
import { serveWorkerTasks } from '../../platform/worker-pool';
import { type AnalysisInput, analyseNow } from './analysis';

serveWorkerTasks((input: AnalysisInput) => analyseNow(input));
