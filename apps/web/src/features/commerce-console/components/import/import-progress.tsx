import type { ProductImport } from '@fundpath/contracts/ecommerce';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * The background job as it goes: a progress bar from the polled import (processed of all rows,
 * see useImport), then what it created and updated, or why it stopped.
 */
export function ImportProgress({ imp }: { imp: ProductImport }) {
  const total = Math.max(imp.total_rows, 1);
  const percent = imp.status === 'done' ? 100 : Math.min(100, Math.round((imp.processed_rows / total) * 100));

  if (imp.status === 'done')
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-emerald-800">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Import finished: {imp.created_count.toLocaleString('en-US')} created,{' '}
        {imp.updated_count.toLocaleString('en-US')} updated
        {imp.invalid_lines.length > 0
          ? `, ${imp.invalid_lines.length.toLocaleString('en-US')} rows left out`
          : ''}
        .
      </p>
    );
  if (imp.status === 'failed')
    return (
      <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        The import stopped: {imp.created_count.toLocaleString('en-US')} created and{' '}
        {imp.updated_count.toLocaleString('en-US')} updated before it did. See the errors below.
      </p>
    );
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-2 text-slate-700">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {imp.status === 'queued' ? 'Waiting for the import to start…' : 'Importing…'}
        </span>
        <span className="tabular-nums text-slate-600">
          {imp.processed_rows.toLocaleString('en-US')} of {imp.total_rows.toLocaleString('en-US')} rows
        </span>
      </div>
      <ProgressBar label="Import progress" percent={percent} />
      <p className="text-xs text-slate-500">
        {imp.created_count.toLocaleString('en-US')} created · {imp.updated_count.toLocaleString('en-US')}{' '}
        updated so far. You can leave this page: the import keeps going.
      </p>
    </div>
  );
}
