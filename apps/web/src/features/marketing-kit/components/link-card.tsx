import {
  ArrowRight,
  CalendarCheck,
  Globe,
  type LucideIcon,
  Plane,
  QrCode,
  Share2,
  ShoppingBag,
} from 'lucide-react';
import { useId, useState } from 'react';
import { LinkQrCode } from '@/components/link-qr-code';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { absoluteUrl, type MarketingLink } from '../api/get-links';
import { plural } from './format';
import { Sparkline } from './sparkline';

const ICONS: Record<MarketingLink['kind'], LucideIcon> = {
  website: Globe,
  store: ShoppingBag,
  booking: CalendarCheck,
  travel: Plane,
  referral: Share2,
};

/**
 * One of the coach's links: live, its short link to copy, the last 30 days (a sparkline and the
 * figures), and its QR code on demand; not set up yet, what it is and where to set it up.
 */
export function LinkCard({ link }: { link: MarketingLink }) {
  const Icon = ICONS[link.kind];
  const [showQr, setShowQr] = useState(false);
  const qrId = useId();
  const live = link.state === 'live' && link.short_url && link.qr_url;
  const code = link.short_url?.split('/go/')[1]?.toLowerCase() ?? link.kind;
  const c = link.clicks;

  return (
    <Card className="min-w-0">
      <CardBody className="space-y-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand/10 text-brand">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="truncate text-base font-semibold text-slate-900">{link.label}</h3>
              {live ? <Badge tone="success">Live</Badge> : <Badge tone="warning">Not set up</Badge>}
            </div>
            <p className="mt-0.5 text-sm text-slate-600">{link.description}</p>
          </div>
        </div>

        {live ? (
          <>
            <CopyField
              label={`Short link: ${link.label}`}
              value={absoluteUrl(link.short_url!)}
              hint={link.destination_path ? `Opens ${link.destination_path}` : undefined}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {c.last_30_days.toLocaleString('en-US')}
                </span>{' '}
                {c.last_30_days === 1 ? 'click' : 'clicks'} in 30 days
                <span className="block text-xs text-slate-500">
                  {plural(c.qr_last_30_days, 'QR scan')} · {c.total.toLocaleString('en-US')} all time
                </span>
              </p>
              <Sparkline series={c.series} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${showQr ? 'Hide' : 'Show'} QR code for ${link.label}`}
                aria-expanded={showQr}
                aria-controls={qrId}
                onClick={() => setShowQr((v) => !v)}
              >
                <QrCode className="size-4" aria-hidden="true" />
                {showQr ? 'Hide QR code' : 'Show QR code'}
              </Button>
              {link.action ? (
                <ButtonLink to={link.action.href} variant="ghost" size="sm">
                  {link.action.label}
                </ButtonLink>
              ) : null}
            </div>
            <div id={qrId} hidden={!showQr}>
              {showQr ? (
                <div className="rounded-lg bg-slate-50 p-4">
                  <LinkQrCode url={absoluteUrl(link.qr_url!)} fileName={`${link.kind}-link-${code}-qr`} />
                  <p className="mt-3 text-xs text-slate-500">
                    Scans are counted apart from clicks. Print the SVG at any size; use the PNG in posts.
                  </p>
                </div>
              ) : null}
            </div>
          </>
        ) : (
          <>
            {c.total > 0 ? (
              <p className="text-sm text-slate-600">
                {plural(c.total, 'visit')} counted before it stopped working.
              </p>
            ) : null}
            {link.action ? (
              <ButtonLink to={link.action.href} size="sm">
                {link.action.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            ) : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}
