import type { ImportError, ProductImport } from '@fundpath/contracts/ecommerce';
import { CircleAlert, CircleCheck, Download, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/format';
import { useRunImport } from '../../api/imports';
import { csvDataUrl, errorsCsv } from './csv-files';
import { ImportProgress } from './import-progress';

/** Errors on the header or the file itself (line ≤ 1) can't be skipped: the server refuses to run. */
export const fileLevel = (e: ImportError) => e.line <= 1;

/** "row 14: price must be a number"; the header is line 1, a summary line has no number. */
export function describeError(e: ImportError): string {
  if (e.line === 0) return e.message;
  if (e.line === 1) return `header: ${e.message}`;
  return `row ${e.line}: ${e.message}`;
}

/** A dry run's report, then the import itself: progress while it runs, the counts when it is done. */
export function ImportReport({ report }: { report: ProductImport }) {
  const dialogs = useDialogs();
  const run = useRunImport();
  const errors = report.errors;
  const invalidRows = report.invalid_lines.length;
  const blocking = errors.some(fileLevel);
  const canRun = report.status === 'checked' && !blocking && report.valid_rows > 0;

  const start = async (skipInvalid: boolean) => {
    if (skipInvalid) {
      const ok = await dialogs.confirm({
        title: `Import the ${plural(report.valid_rows, 'valid row')}?`,
        message: `${plural(invalidRows, 'row')} with errors will be left out. Products are created or updated by SKU.`,
        confirmLabel: 'Import',
        variant: 'warning',
      });
      if (!ok) return;
    }
    run.mutate(
      { id: report.id, skipInvalid },
      {
        onSuccess: () => toast.success('Import started'),
        onError: (err) => toast.error(refusalMessage(err) ?? errorMessage(err, 'The import could not start')),
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title={report.status === 'checked' ? 'Dry run' : 'Import'}
        description={`${report.file_name} into ${report.store_name}`}
        action={<StatusBadge status={report.status} />}
      />
      <CardBody className="space-y-5">
        <dl className="grid grid-cols-3 gap-3 text-center">
          <Figure label="Rows" value={report.total_rows} />
          <Figure label="Valid rows" value={report.valid_rows} tone="good" />
          <Figure label="Rows with errors" value={invalidRows} tone={invalidRows > 0 ? 'bad' : undefined} />
        </dl>

        {report.status === 'checked' ? (
          errors.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-emerald-800">
              <CircleCheck className="size-4" aria-hidden="true" />
              Every row is valid. Products are created or updated by SKU.
            </p>
          ) : blocking ? (
            <p className="flex items-center gap-2 text-sm text-red-700">
              <CircleAlert className="size-4" aria-hidden="true" />
              The file itself has errors: fix them and upload it again.
            </p>
          ) : null
        ) : (
          <ImportProgress imp={report} />
        )}

        {errors.length > 0 ? <ErrorTable errors={errors} fileName={report.file_name} /> : null}

        {canRun ? (
          <div className="flex flex-wrap justify-end gap-2">
            {errors.length === 0 ? (
              <Button
                loading={run.isPending}
                leftIcon={<Upload className="size-4" aria-hidden="true" />}
                onClick={() => void start(false)}
              >
                Import {plural(report.valid_rows, 'row')}
              </Button>
            ) : (
              <Button
                loading={run.isPending}
                leftIcon={<Upload className="size-4" aria-hidden="true" />}
                onClick={() => void start(true)}
              >
                Import the {plural(report.valid_rows, 'valid row')}
              </Button>
            )}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'bad' }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-semibold tabular-nums',
          tone === 'good' ? 'text-emerald-700' : tone === 'bad' ? 'text-red-700' : 'text-slate-900',
        )}
      >
        {value.toLocaleString('en-US')}
      </dd>
    </div>
  );
}

const STATUS: Record<
  ProductImport['status'],
  { label: string; tone: 'neutral' | 'info' | 'success' | 'danger' }
> = {
  checked: { label: 'Checked', tone: 'neutral' },
  queued: { label: 'Queued', tone: 'info' },
  running: { label: 'Importing', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};
export function StatusBadge({ status }: { status: ProductImport['status'] }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

/** Every error by line and column, in file order, with a download of the same list. */
function ErrorTable({ errors, fileName }: { errors: readonly ImportError[]; fileName: string }) {
  const caption = `${plural(errors.filter((e) => e.line > 0).length, 'error')} found`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{caption}</h3>
        <a
          href={csvDataUrl(errorsCsv(errors))}
          download={`${fileName.replace(/\.csv$/i, '')}-errors.csv`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Download className="size-4" aria-hidden="true" />
          Download the errors
        </a>
      </div>
      <ScrollRegion label="Import errors" className="max-h-96 rounded-xl border border-slate-200">
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">Import errors by line and column</caption>
          <thead className="sticky top-0 bg-slate-50">
            <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="px-4 py-2 text-right">
                Line
              </th>
              <th scope="col" className="px-4 py-2 text-left">
                Column
              </th>
              <th scope="col" className="px-4 py-2 text-left">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line can have several errors in one column
              <tr key={`${e.line}-${e.column}-${i}`} className="border-t border-slate-100 text-slate-700">
                <td className="px-4 py-2 text-right tabular-nums">{e.line > 0 ? e.line : '—'}</td>
                <td className="px-4 py-2 font-mono text-xs">{e.column}</td>
                <td className="px-4 py-2 whitespace-normal">{describeError(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
