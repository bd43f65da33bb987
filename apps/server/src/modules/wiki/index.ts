/** Project docs: the staff wiki (ADR 003, bottom layer: reads no other module). */
export { wikiRoutes } from './routes';
export * from './service';
