import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable } from '@/components/ui/table';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  type ProductImport,
  productsExportUrl,
  useCheckImport,
  useImport,
  useImports,
} from '../../api/imports';
import { useStoreChoices } from '../../api/stores';
import { csvDataUrl, TEMPLATE_CSV } from './csv-files';
import { ImportReport, StatusBadge } from './import-report';

const CSV_ACCEPT = '.csv,text/csv';
const CSV_MAX_BYTES = 5 * 1024 * 1024;
const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand';

/**
 * `/admin/product-import`: choose a store, upload a CSV, read the dry run (every error by line and
 * column), import in the background with progress; recent imports; template and export.
 */
export function ProductImportAdmin() {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const storeId = chosen?.value ?? '';
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const stores = useStoreChoices(search);
  const check = useCheckImport();
  const current = useImport(currentId);
  const recent = useImports();

  const found = (stores.data?.stores ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.store_name} (#${s.id}, ${s.owner_name})`,
  }));
  // The chosen store stays in the list while another search shows other stores.
  const options = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file || !storeId) return;
    setUploadError(null);
    check.mutate(
      { storeId: Number(storeId), file },
      {
        onSuccess: (imp) => setCurrentId(imp.id),
        onError: (err) => {
          const fields = fieldErrorsOf(err);
          setUploadError(
            fields.file ?? fields.store_id ?? errorMessage(err, 'The file could not be checked'),
          );
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          icon={<FileSpreadsheet className="size-5" aria-hidden="true" />}
          title="Upload products"
          description="A dry run checks every row first; nothing is written until you import. Products are matched by SKU: existing ones are updated, new ones created as drafts."
        />
        <CardBody className="space-y-5">
          <div className="grid gap-4 md:grid-cols-2">
            <SearchInput
              label="Find a store"
              value={search}
              onChange={setSearch}
              debounceMs={300}
              placeholder="Store name, slug or owner"
            />
            <NativeSelect
              label="Store"
              value={storeId}
              onChange={(v) => {
                setChosen(options.find((o) => o.value === v) ?? null);
                setUploadError(null);
              }}
              placeholder={
                stores.isPending ? 'Loading stores…' : options.length ? 'Choose a store' : 'No store matches'
              }
              options={options}
              hint={
                search && stores.data ? `${stores.data.total.toLocaleString('en-US')} matching` : undefined
              }
            />
          </div>
          <FileDropZone
            label="Choose a CSV file"
            description={storeId ? 'CSV with a header row, up to 5 MB' : 'Choose a store first'}
            accept={CSV_ACCEPT}
            maxSize={CSV_MAX_BYTES}
            disabled={!storeId || check.isPending}
            onFilesAdded={onFiles}
            error={uploadError}
          />
          {check.isPending ? (
            <p className="text-sm text-slate-600" role="status">
              Checking the file…
            </p>
          ) : null}
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <a href={csvDataUrl(TEMPLATE_CSV)} download="products-template.csv" className={linkClass}>
              <Download className="size-4" aria-hidden="true" />
              Download the CSV template
            </a>
            {storeId ? (
              <a href={productsExportUrl(Number(storeId))} download className={linkClass}>
                <Download className="size-4" aria-hidden="true" />
                Export products of this store
              </a>
            ) : null}
          </div>
        </CardBody>
      </Card>

      {current.data ? <ImportReport report={current.data} /> : null}
      {current.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(current.error, 'The import could not be loaded')}
        </p>
      ) : null}

      <section aria-labelledby="recent-imports" className="space-y-3">
        <h2 id="recent-imports" className="text-base font-semibold text-slate-900">
          Recent imports
        </h2>
        <DataTable<ProductImport>
          caption="Recent imports"
          rows={recent.data ?? []}
          getRowId={(i) => i.id}
          loading={recent.isPending}
          error={recent.isError ? errorMessage(recent.error, 'Imports could not be loaded') : undefined}
          onRetry={() => void recent.refetch()}
          empty="No imports yet."
          columns={[
            {
              id: 'file',
              header: 'File',
              cell: (i) => (
                <span className="block">
                  <span className="block font-medium text-slate-900">{i.file_name}</span>
                  <span className="block text-xs text-slate-600">{i.store_name}</span>
                </span>
              ),
            },
            { id: 'status', header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
            {
              id: 'rows',
              header: 'Rows',
              align: 'right',
              cell: (i) => (
                <span className="block tabular-nums">
                  {i.total_rows.toLocaleString('en-US')}
                  {i.invalid_lines.length ? (
                    <span className="block text-xs text-red-700">{i.invalid_lines.length} with errors</span>
                  ) : null}
                </span>
              ),
            },
            {
              id: 'result',
              header: 'Created / updated',
              align: 'right',
              cell: (i) =>
                i.status === 'done' || i.status === 'failed'
                  ? `${i.created_count} / ${i.updated_count}`
                  : '—',
            },
            {
              id: 'when',
              header: 'When',
              hideOnMobile: true,
              cell: (i) => (
                <span className="block text-xs text-slate-600">
                  {formatDateTime(i.created_at)}
                  {i.created_by_name ? <span className="block">by {i.created_by_name}</span> : null}
                </span>
              ),
            },
            {
              id: 'open',
              header: 'Report',
              cell: (i) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Open the report of ${i.file_name}`}
                  aria-pressed={i.id === currentId}
                  onClick={() => setCurrentId(i.id)}
                >
                  Open
                </Button>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}
