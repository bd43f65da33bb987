import { HubLoader } from './hub/hub-data';
import { QuickLinks } from './hub/quick-links';
import { RecentOrders } from './hub/recent-orders';
import { SetupChecklist } from './hub/setup-checklist';
import { StoreStatusCard } from './hub/store-status-card';
import { TodayStats } from './hub/today-stats';

/** `/my-store`: status, today's numbers, the setup checklist, recent orders and the way to every store page. */
export function StoreHub() {
  return (
    <HubLoader>
      {({ store, setup, week, weekLoading }) => (
        <div className="space-y-6">
          <StoreStatusCard store={store} />
          <TodayStats data={week} loading={weekLoading} />
          <div className="grid gap-6 lg:grid-cols-2">
            <SetupChecklist store={store} items={setup} />
            <RecentOrders />
          </div>
          <QuickLinks />
        </div>
      )}
    </HubLoader>
  );
}
