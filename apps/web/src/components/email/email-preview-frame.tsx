import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A rendered e-mail (the server's HTML) in a sandboxed iframe (`srcdoc`, no scripts, no same
 * origin), at desktop or phone width. Shared by staff campaigns and the marketing kit.
 */
export function EmailPreviewFrame({
  html,
  subject,
  preheader,
  title = 'E-mail preview',
}: {
  html: string;
  subject?: string;
  preheader?: string;
  title?: string;
}) {
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const choice = (value: 'desktop' | 'mobile', label: string, Icon: typeof Monitor) => (
    <Button
      size="sm"
      variant={width === value ? 'primary' : 'secondary'}
      aria-pressed={width === value}
      onClick={() => setWidth(value)}
    >
      <Icon className="size-4" aria-hidden="true" /> {label}
    </Button>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-sm">
          {subject !== undefined ? (
            <p className="truncate font-semibold text-slate-900">
              <span className="sr-only">Subject: </span>
              {subject}
            </p>
          ) : null}
          {preheader ? (
            <p className="truncate text-slate-600">
              <span className="sr-only">Preheader: </span>
              {preheader}
            </p>
          ) : null}
        </div>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Preview width</legend>
          {choice('desktop', 'Desktop', Monitor)}
          {choice('mobile', 'Mobile', Smartphone)}
        </fieldset>
      </div>
      <div className="overflow-x-auto rounded-lg bg-slate-100 p-3">
        <iframe
          title={title}
          sandbox=""
          srcDoc={html}
          className={cn(
            'mx-auto block h-[640px] rounded-md border-0 bg-white shadow-sm',
            width === 'desktop' ? 'w-full min-w-[640px] max-w-[720px]' : 'w-[375px]',
          )}
        />
      </div>
    </div>
  );
}
