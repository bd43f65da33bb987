/**
 * The lead pipeline (issue 7/8, `/lead-pipeline`): board with drag and drop and keyboard moves,
 * list view, lead drawer (details, notes, history, won/lost, convert to a client).
 */
export { leadKeys } from './api/keys';
export { LeadPipelineScreen } from './components/lead-pipeline-screen';
