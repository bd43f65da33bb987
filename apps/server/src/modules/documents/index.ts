/**
 * Documents (issue 7/8, ADR 017; top layer): each user's folders, documents and versions, their
 * task and ticket files listed through tasks' and support's index.ts (never copied), and the staff
 * library of templates shared to clients (`document.shared`). Nothing imports this file but
 * modules/index.ts (and tests).
 */
export { documentRoutes } from './routes';
