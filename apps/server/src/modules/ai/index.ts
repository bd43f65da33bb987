/**
 * The AI coach (ADR 003, top layer: reads the journey, tasks, application and credit through their
 * index files; hears `step.reset` instead of being called by coaching).
 */
export { aiPlugin } from './plugin';
