import { ExternalLink, ScanLine } from 'lucide-react';
import { LinkQrCode } from '@/components/link-qr-code';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { useSpecialistDashboard } from '../api/dashboard';
import { absoluteBookingLinks } from './booking-link';

/**
 * `/specialist/qr-marketing`: the booking link `/book/{code}` to share, and its QR code (which
 * opens the link with `?src=qr`, so scans are counted apart) as PNG and SVG, with the scans so far.
 */
export function QrMarketing() {
  const q = useSpecialistDashboard();
  if (q.isPending) return <Spinner className="py-16" message="Loading your booking link…" />;
  if (q.isError)
    return <LoadError title="Your booking link could not be loaded" error={q.error} onRetry={q.refetch} />;
  const link = q.data.booking_link;
  const { url, qrUrl } = absoluteBookingLinks(link);
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader
          title="Your QR code"
          description="Print it on flyers, cards or your studio door: scanning it opens your booking page"
        />
        <CardBody className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <LinkQrCode url={qrUrl} fileName={`booking-link-${link.code.toLowerCase()}-qr`} size={192} />
          <div className="min-w-0 space-y-3 text-sm text-slate-600">
            <p>
              The code opens <span className="font-mono break-all text-slate-900">{qrUrl}</span>.
            </p>
            <p>Download the PNG for documents and social posts, the SVG for print at any size.</p>
          </div>
        </CardBody>
      </Card>

      <div className="min-w-0 space-y-6">
        <StatCard
          label="QR scans"
          value={link.qr_scans.toLocaleString('en-US')}
          icon={ScanLine}
          hint="Since you joined, one per visitor a day; your own scans are not counted"
        />
        <Card className="min-w-0">
          <CardHeader title="Your booking link" description="Share it anywhere: members book you from it" />
          <CardBody className="space-y-3">
            <CopyField label="Booking link" value={url} />
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              Open your booking page
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
