import { LinkQrCode } from '@/components/link-qr-code';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { LoadError } from '@/components/ui/load-error';
import { useMyAffiliate } from '../api/dashboard';

/** The marketplace link of an affiliate code: the `/book` directory, tracked through `?ref=`. */
export const marketplaceLink = (code: string) => `/book?ref=${encodeURIComponent(code)}`;

/**
 * The signed-in earner's referral links for the marketplace (`/ref/{code}` and `/book?ref={code}`)
 * with the marketplace link as a QR code. `fallback` shows when the account has no code yet.
 */
export function ReferralLinks({ fallback }: { fallback?: React.ReactNode }) {
  const me = useMyAffiliate();
  const origin = window.location.origin;
  return (
    <Card>
      <CardHeader
        title="Your links"
        description="Visits through either link are remembered; a booking that follows earns you a commission."
      />
      <CardBody>
        {me.isError ? (
          <LoadError title="Your links could not be loaded" error={me.error} onRetry={() => me.refetch()} />
        ) : me.isPending ? (
          <p className="text-sm text-slate-600">Loading your links…</p>
        ) : me.data ? (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1 space-y-4">
              <p className="text-sm text-slate-600">
                Your code: <strong className="font-mono text-slate-900">{me.data.code}</strong>
              </p>
              <CopyField
                label="Marketplace link"
                value={`${origin}${marketplaceLink(me.data.code)}`}
                hint="Opens the list of bookable specialists."
              />
              <CopyField
                label="Referral link"
                value={`${origin}${me.data.links.referral}`}
                hint="Opens the home page."
              />
            </div>
            <LinkQrCode
              url={`${origin}${marketplaceLink(me.data.code)}`}
              fileName={`manila-referral-${me.data.code.toLowerCase()}-qr`}
            />
          </div>
        ) : (
          (fallback ?? <p className="text-sm text-slate-600">You don’t have an affiliate code yet.</p>)
        )}
      </CardBody>
    </Card>
  );
}
