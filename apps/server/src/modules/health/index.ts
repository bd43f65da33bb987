/** Liveness and readiness probes (ADR 003, bottom layer: reads no module). */
export { healthRoutes } from './routes';
