import { MousePointerClick, ScanLine, TrendingUp } from 'lucide-react';
import { ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { DailyCountChart } from '@/components/ui/series-charts';
import { StatCard } from '@/components/ui/stat-card';
import type { MarketingKit } from '../api/get-links';
import { formatDay, plural } from './format';
import { LinkCard } from './link-card';

const CLICKS_BAR = { dataKey: 'clicks', name: 'Clicks', color: '#4f46e5' };

/** Links & QR: the 30-day figures, the clicks per day across every link, then each link. */
export function LinksPanel({ kit }: { kit: MarketingKit }) {
  const t = kit.totals;
  const live = kit.links.filter((l) => l.state === 'live');
  const best = [...live].sort((a, b) => b.clicks.last_30_days - a.clicks.last_30_days)[0];
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          label="Clicks, last 30 days"
          value={t.last_30_days.toLocaleString('en-US')}
          icon={MousePointerClick}
          hint={`${t.total.toLocaleString('en-US')} all time`}
        />
        <StatCard
          label="QR scans, last 30 days"
          value={t.qr_last_30_days.toLocaleString('en-US')}
          icon={ScanLine}
          hint="Included in the clicks"
        />
        <StatCard
          label="Top link"
          value={best && best.clicks.last_30_days > 0 ? best.label : '—'}
          icon={TrendingUp}
          hint={
            best && best.clicks.last_30_days > 0 ? plural(best.clicks.last_30_days, 'click') : 'No clicks yet'
          }
        />
      </div>

      <ChartFrame
        title="Clicks per day"
        description="Every short link together, last 30 days"
        caption={`${plural(t.last_30_days, 'click')} in the last 30 days, ${plural(t.qr_last_30_days, 'QR scan')} among them. A visitor counts once per link every ${kit.window_minutes} minutes; link previews, bots and your own visits are not counted.`}
        rows={t.series}
        rowKey={(r) => r.date}
        columns={[
          { header: 'Day', cell: (r) => formatDay(r.date) },
          { header: 'Clicks', cell: (r) => r.clicks },
          { header: 'QR scans', cell: (r) => r.qr },
        ]}
        empty={
          t.last_30_days === 0 ? (
            <ChartEmpty>No clicks yet: share a link below and its visits show up here.</ChartEmpty>
          ) : undefined
        }
      >
        <DailyCountChart rows={t.series} bar={CLICKS_BAR} />
      </ChartFrame>

      <section aria-labelledby="marketing-links-title" className="space-y-3">
        <h2 id="marketing-links-title" className="text-base font-semibold text-slate-900">
          Your links
        </h2>
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          {kit.links.map((link) => (
            <LinkCard key={link.key} link={link} />
          ))}
        </div>
      </section>
    </div>
  );
}
