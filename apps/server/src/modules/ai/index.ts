/**
 * The AI coach (ADR 003, top layer: reads the journey, tasks, application and credit through their
 * index files; hears `step.reset` instead of being called by coaching).
 */

/** The knowledge base re-index (`/admin/sync`): every instance rebuilds its index from the database. */
export { reindexKnowledge } from './knowledge/reindex';
export { aiPlugin } from './plugin';
