import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { encode, type QrCodeGenerateOptions, renderSVG } from 'uqr';
import { Button, buttonClasses } from '@/components/ui/button';

/** Medium error correction survives a smudged flyer; the border is the quiet zone scanners need. */
const QR_OPTIONS: QrCodeGenerateOptions = { ecc: 'M', border: 2 };
/** Pixels per module of the PNG: about 600 px for a booking link, sharp enough for print. */
const PNG_SCALE = 16;

/** The link's QR code as an SVG data URL (what the image shows and the SVG download saves). */
export const qrSvgDataUrl = (url: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, QR_OPTIONS))}`;

/**
 * The same modules as the SVG, drawn on a canvas, as a PNG data URL; null where the browser has
 * no 2D canvas. Drawn on demand: the screen itself never needs a canvas.
 */
export function qrPngDataUrl(url: string, scale = PNG_SCALE): string | null {
  const { size, data } = encode(url, QR_OPTIONS);
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) ctx.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  return canvas.toDataURL('image/png');
}

/**
 * A link as a QR code (uqr): shown as an image with the link in its alternative text, and offered
 * as PNG (documents, social posts) and SVG (print at any size) files named `{fileName}.png|svg`.
 * Shared by the travel affiliate's site and the specialist's booking link.
 */
export function LinkQrCode({
  url,
  fileName,
  size = 148,
}: {
  /** What the code encodes: an absolute URL, or a phone has nothing to open. */
  url: string;
  /** The downloads' name without extension, e.g. `travel-site-alex2026-qr`. */
  fileName: string;
  /** Shown size in CSS pixels (the image is vector, any size stays sharp). */
  size?: number;
}) {
  const svg = useMemo(() => qrSvgDataUrl(url), [url]);

  const downloadPng = () => {
    const png = qrPngDataUrl(url);
    if (!png) {
      void import('sonner').then(({ toast }) =>
        toast.error('This browser cannot make a PNG: download the SVG instead'),
      );
      return;
    }
    const a = document.createElement('a');
    a.href = png;
    a.download = `${fileName}.png`;
    a.click();
  };

  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      <img
        src={svg}
        alt={`QR code that opens ${url}`}
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className="rounded-lg bg-white ring-1 ring-slate-200"
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" size="sm" onClick={downloadPng}>
          <Download className="size-4" aria-hidden="true" />
          Download PNG
        </Button>
        <a
          href={svg}
          download={`${fileName}.svg`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download SVG
        </a>
      </div>
    </div>
  );
}
