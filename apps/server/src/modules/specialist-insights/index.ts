/**
 * The specialist's dashboard and analytics (issue 6/8; top layer: reads marketplace, bookings and
 * the commission ledger through their indexes). Nothing imports this file but modules/index.ts.
 */
export { specialistInsightsRoutes } from './routes';
