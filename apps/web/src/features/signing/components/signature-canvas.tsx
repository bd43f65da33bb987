import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type SignaturePadType from 'signature_pad';
import { Button } from '@/components/ui/button';

/**
 * A canvas to draw a signature on (signature_pad). Resizing a canvas clears it, so the pad is
 * sized once on mount and redrawn from its points on resize. Reports a PNG data URL, or null
 * when empty. Drawing needs a pointer: keyboard and screen-reader users sign with their typed
 * name alone, which the form says next to the canvas.
 */
export function SignatureCanvas({
  onChange,
  disabled,
  describedBy,
}: {
  onChange: (png: string | null) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadType | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void import('signature_pad').then(({ default: SignaturePad }) => {
      const canvas = canvasRef.current;
      // No 2D context (a browser without canvas, or jsdom): the typed name is the signature.
      if (cancelled || !canvas || !canvas.getContext('2d')) return;
      const pad = new SignaturePad(canvas, { backgroundColor: 'rgba(255,255,255,0)', penColor: '#0f172a' });
      padRef.current = pad;
      const resize = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const data = pad.toData();
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        pad.fromData(data);
      };
      resize();
      const report = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
      pad.addEventListener('endStroke', report);
      window.addEventListener('resize', resize);
      cleanup = () => {
        window.removeEventListener('resize', resize);
        pad.removeEventListener('endStroke', report);
        pad.off();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  useEffect(() => {
    if (!padRef.current) return;
    if (disabled) padRef.current.off();
    else padRef.current.on();
  }, [disabled]);

  return (
    <div className="space-y-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Signature drawing area"
        aria-describedby={describedBy}
        className="h-40 w-full touch-none rounded-xl border border-dashed border-slate-400 bg-white"
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          padRef.current?.clear();
          onChangeRef.current(null);
        }}
      >
        <Eraser className="size-4" aria-hidden="true" />
        Clear drawing
      </Button>
    </div>
  );
}
