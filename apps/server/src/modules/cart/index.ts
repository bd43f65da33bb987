/** Commerce cart and checkout (issue 4/8): the server cart of spec §7, checkout, payment webhooks. */
import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './routes';
import { EXPIRE_UNPAID_CRON, EXPIRE_UNPAID_JOB, expireUnpaidOrders } from './stale';

export { EXPIRE_UNPAID_JOB, expireUnpaidOrders, UNPAID_ORDER_TTL_MINUTES } from './stale';
export { type CartDay, cartsCreatedPerDay } from './stats';

export const cartPlugin: FastifyPluginAsync = async (app) => {
  // Orders abandoned before their payment settled give their units back (stale.ts).
  app.deps.jobs.work(EXPIRE_UNPAID_JOB, async () => {
    await expireUnpaidOrders({
      db: app.deps.db,
      log: app.log,
      events: app.deps.events,
      payments: () => app.deps.payments,
    });
  });
  void app.deps.jobs.schedule(EXPIRE_UNPAID_JOB, EXPIRE_UNPAID_CRON, {});
  await app.register(cartRoutes);
};
