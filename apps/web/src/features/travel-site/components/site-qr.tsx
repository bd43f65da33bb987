import { QrCode } from 'lucide-react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { buttonClasses } from '@/components/ui/button';

/**
 * The site's link as a QR code (uqr, SVG): shown as an image with the link in its alternative
 * text, and offered as an SVG file for flyers and business cards.
 */
export function SiteQr({ url, code }: { url: string; code: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { ecc: 'M', border: 2 }))}`,
    [url],
  );
  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      <img
        src={src}
        alt={`QR code that opens ${url}`}
        width={148}
        height={148}
        className="size-37 rounded-lg bg-white ring-1 ring-slate-200"
      />
      <a
        href={src}
        download={`travel-site-${code.toLowerCase()}-qr.svg`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <QrCode className="size-4" aria-hidden="true" />
        Download QR code
      </a>
    </div>
  );
}
