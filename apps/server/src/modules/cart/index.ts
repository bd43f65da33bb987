/** Commerce cart and checkout (issue 4/8): the server cart of spec §7, checkout, payment webhooks. */
import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './routes';

export { type CartDay, cartsCreatedPerDay } from './stats';

export const cartPlugin: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes);
};
