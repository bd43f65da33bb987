/** Client plans and subscriptions (ADR 003, bottom layer; the commerce issue's payments will read them). */
export { subscriptionRoutes } from './routes';
export * from './service';
