import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

/** A published version as the history lists it. */
export interface EditorVersion {
  version: number;
  published_at: string;
  published_by_name: string | null;
  /** A short note after the date ("3 sections", "4 pages · 12 sections"). */
  summary: string;
}

/**
 * The published versions, the live one marked, each with a Restore button: under the block
 * editor (./page-editor.tsx) and on the coach's site overview. Confirming is the caller's.
 */
export function VersionHistory({
  title = 'Version history',
  versions,
  publishedVersion,
  onRestore,
  disabled,
  className,
}: {
  title?: string;
  versions: readonly EditorVersion[];
  publishedVersion: number | null;
  onRestore: (version: number) => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader title={title} icon={<History className="size-4" aria-hidden="true" />} />
      <CardBody>
        {versions.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing published yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {versions.map((v) => (
              <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">Version {v.version}</span>
                  {v.version === publishedVersion ? (
                    <Badge tone="success" className="ml-2">
                      Live
                    </Badge>
                  ) : null}
                  <span className="block text-slate-600">
                    {formatDateTime(v.published_at)}
                    {v.published_by_name ? ` · ${v.published_by_name}` : ''} · {v.summary}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => onRestore(v.version)}
                  aria-label={`Restore version ${v.version}`}
                >
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
