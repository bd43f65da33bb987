import { LIBRARY_FORM_MAX_BYTES, type LibraryFile, type LibraryListQuery } from '@fundpath/contracts/files';
import { Copy, Download, Eye, FileArchive, FileText, Film, Image, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatBytes, formatDateTime } from '@/lib/format';
import { uploadFile, useDeleteFile, useFiles, useInvalidateFiles } from '../../api/files';

const PER_PAGE = 20;
const ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.gif,.webp,.doc,.docx,.xlsx,.pptx,.txt,.csv,.json,.zip,.mp4,.mov,.m4a,.mp3,.wav';

export function iconFor(type: string) {
  if (type.startsWith('image/')) return Image;
  if (type.startsWith('video/') || type.startsWith('audio/')) return Film;
  if (type === 'application/zip') return FileArchive;
  return FileText;
}
const previewable = (type: string) =>
  type === 'application/pdf' ||
  type.startsWith('image/') ||
  type.startsWith('video/') ||
  type.startsWith('audio/');

/** Copies the file's absolute link (it opens only for signed-in staff). */
export async function copyLink(file: LibraryFile) {
  const url = new URL(file.url, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied: it opens for signed-in staff only');
  } catch {
    toast.error('Copy failed; open the file and copy its address');
  }
}

function Preview({ file, onClose }: { file: LibraryFile; onClose: () => void }) {
  const src = `${file.url}?preview=1`;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="lg"
        title={file.name}
        description={`${formatBytes(file.size)} · ${file.content_type}`}
      >
        <DialogBody>
          {file.content_type.startsWith('image/') ? (
            <img src={src} alt={file.name} className="mx-auto max-h-[70vh] rounded-lg object-contain" />
          ) : file.content_type.startsWith('video/') ? (
            // biome-ignore lint/a11y/useMediaCaption: staff's own recordings have no caption track
            <video src={src} controls className="max-h-[70vh] w-full rounded-lg" />
          ) : file.content_type.startsWith('audio/') ? (
            // biome-ignore lint/a11y/useMediaCaption: staff's own recordings have no caption track
            <audio src={src} controls className="w-full" />
          ) : (
            <iframe
              src={src}
              title={file.name}
              className="h-[70vh] w-full rounded-lg ring-1 ring-slate-200"
            />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** The library table (shared by both upload screens): search, kind, pages, preview, link, delete. */
export function FileTable({ highlight }: { highlight?: string | null }) {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<LibraryFile | null>(null);
  const query: LibraryListQuery = {
    q: debounced.trim() || undefined,
    kind: (kind || undefined) as LibraryListQuery['kind'],
    page,
    per_page: PER_PAGE,
  };
  const files = useFiles(query);
  const remove = useDeleteFile();
  const dialogs = useDialogs();

  const del = async (f: LibraryFile) => {
    const ok = await dialogs.confirm({
      title: `Delete ${f.name}?`,
      message: 'The file and every link to it stop working. This cannot be undone.',
      confirmLabel: 'Delete file',
      variant: 'danger',
    });
    if (ok)
      remove.mutate(f.id, {
        onSuccess: () => toast.success('File deleted'),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The file could not be deleted')),
      });
  };

  const columns: Array<DataTableColumn<LibraryFile>> = [
    {
      id: 'name',
      header: 'File',
      cell: (f) => {
        const Icon = iconFor(f.content_type);
        return (
          <span className="flex min-w-0 items-center gap-2.5">
            <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{f.name}</span>
              <span className="block text-xs text-slate-600">
                {formatBytes(f.size)}
                {f.via === 'tus' ? ' · chunked' : ''}
              </span>
            </span>
          </span>
        );
      },
    },
    { id: 'by', header: 'Uploaded by', hideOnMobile: true, cell: (f) => f.uploaded_by_name ?? '—' },
    { id: 'at', header: 'When', hideOnMobile: true, cell: (f) => formatDateTime(f.created_at) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (f) => (
        <span className="inline-flex gap-1">
          {previewable(f.content_type) ? (
            <Button size="sm" variant="ghost" aria-label={`Preview ${f.name}`} onClick={() => setPreview(f)}>
              <Eye className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Copy the link to ${f.name}`}
            onClick={() => void copyLink(f)}
          >
            <Copy className="size-4" aria-hidden="true" />
          </Button>
          <a
            href={f.url}
            aria-label={`Download ${f.name}`}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Download className="size-4" aria-hidden="true" />
          </a>
          {isAdmin ? (
            <Button size="sm" variant="ghost" aria-label={`Delete ${f.name}`} onClick={() => void del(f)}>
              <Trash2 className="size-4 text-red-700" aria-hidden="true" />
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  const data = files.data;
  return (
    <Card>
      <CardHeader
        title="Library"
        description={
          data
            ? `${data.total} file${data.total === 1 ? '' : 's'} · ${formatBytes(data.total_bytes)}`
            : undefined
        }
      />
      <div className="grid gap-3 border-b border-slate-200 px-4 pb-4 sm:grid-cols-2">
        <SearchInput
          label="Search files"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="File name"
        />
        <NativeSelect
          label="Kind"
          labelSize="sm"
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
          placeholder="Every kind"
          options={[
            { value: 'document', label: 'Documents' },
            { value: 'image', label: 'Images' },
            { value: 'media', label: 'Audio and video' },
            { value: 'archive', label: 'ZIP archives' },
          ]}
          highlighted={Boolean(kind)}
        />
      </div>
      <DataTable
        caption="Files in the library"
        columns={columns}
        rows={data?.files ?? []}
        getRowId={(f) => f.id}
        loading={files.isPending}
        error={files.isError ? errorMessage(files.error, 'The library could not be loaded') : undefined}
        onRetry={() => void files.refetch()}
        rowClassName={(f) => (f.id === highlight ? 'bg-emerald-50' : undefined)}
        empty={
          <EmptyState
            icon={FileText}
            title={query.q || kind ? 'No file matches' : 'The library is empty'}
            description={
              query.q || kind ? 'Clear a filter or search for another name.' : 'Upload the first file above.'
            }
          />
        }
      />
      <div className="border-t border-slate-200 px-4 py-3">
        <Pagination
          page={page}
          pageSize={PER_PAGE}
          total={data?.total ?? 0}
          onPageChange={setPage}
          label="Library pages"
        />
      </div>
      {preview ? <Preview file={preview} onClose={() => setPreview(null)} /> : null}
    </Card>
  );
}

/** `/admin/file-upload`: drop files (up to 25 MB each) with progress; the library below. */
export function FileLibrary() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [last, setLast] = useState<string | null>(null);
  const refresh = useInvalidateFiles();
  const patch = (id: string, p: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...p } : i)));

  const add = async (files: File[]) => {
    for (const file of files) {
      const id = `${file.name}:${file.size}:${Date.now()}`;
      setItems((list) => [
        ...list,
        { id, name: file.name, size: file.size, progress: 0, status: 'uploading' },
      ]);
      try {
        const stored = await uploadFile(file, (progress) => patch(id, { progress }));
        patch(id, { status: 'done', progress: 100 });
        setLast(stored.id);
        toast.success(`${stored.name} uploaded`);
        refresh();
      } catch (err) {
        patch(id, { status: 'error', error: (err as Error).message });
      }
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardBody className="grid gap-3">
          <FileDropZone
            label="Upload files"
            description={`Documents, images, audio, video or ZIP, up to ${formatBytes(LIBRARY_FORM_MAX_BYTES)} each.`}
            accept={ACCEPT}
            maxSize={LIBRARY_FORM_MAX_BYTES}
            multiple
            maxFiles={10}
            onFilesAdded={(files) => void add(files)}
            onRejected={(rejections) => {
              for (const r of rejections) toast.error(r.message);
            }}
            items={items}
            onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
          />
          {/* Outside the drop zone: the zone is itself a button, and controls must not nest. */}
          <p className="text-sm text-slate-600">
            Larger files (recordings, archives) go through the{' '}
            <Link to="/admin/chunked-upload" className="font-medium text-brand-700 underline">
              chunked upload
            </Link>
            , which resumes after a dropped connection.
          </p>
        </CardBody>
      </Card>
      <FileTable highlight={last} />
    </div>
  );
}
