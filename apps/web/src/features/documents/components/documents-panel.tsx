import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  type Document,
  type DocumentFolder,
} from '@fundpath/contracts/documents';
import {
  Download,
  Eye,
  FileText,
  FolderOpen,
  FolderPlus,
  History,
  Image,
  Pencil,
  Trash2,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import {
  uploadDocument,
  useCreateFolder,
  useDeleteDocument,
  useDocuments,
  useInvalidateDocuments,
  usePatchDocument,
} from '../api/documents';
import { PreviewDialog } from './preview-dialog';
import { VersionsDialog } from './versions-dialog';

const SOURCE_LABEL: Record<Document['source'], string> = {
  upload: 'Your upload',
  shared: 'Shared',
  task: 'Task file',
  ticket: 'Ticket file',
};

function EditDialog({
  doc,
  folders,
  onClose,
}: {
  doc: Document;
  folders: DocumentFolder[];
  onClose: () => void;
}) {
  const [title, setTitle] = useState(doc.title);
  const [folderId, setFolderId] = useState(doc.folder_id);
  const patch = usePatchDocument();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    patch.mutate(
      { id: doc.id, patch: { title, folder_id: folderId } },
      {
        onSuccess: () => {
          toast.success('Document saved');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={`Rename or move ${doc.title}`}>
        <form onSubmit={submit}>
          <DialogBody className="grid gap-4">
            <Field
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              maxLength={200}
            />
            <NativeSelect
              label="Folder"
              value={folderId}
              onChange={setFolderId}
              options={folders
                .filter((f) => f.kind !== 'tickets')
                .map((f) => ({ value: f.id, label: f.name }))}
            />
            {patch.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(patch.error, 'The document could not be saved')}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={patch.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function NewFolder() {
  const [name, setName] = useState('');
  const create = useCreateFolder();
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return;
        create.mutate(name.trim(), {
          onSuccess: () => {
            setName('');
            toast.success('Folder created');
          },
          onError: (err) => toast.error(errorMessage(err, 'The folder could not be created')),
        });
      }}
    >
      <Field
        label="New folder"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={80}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" aria-label="Create folder" loading={create.isPending}>
        <FolderPlus className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * Folders and their documents. `userId` unset: one's own (upload, versions, rename, move, delete);
 * set (staff): that client's documents, read-only.
 */
export function DocumentsPanel({ userId, highlight }: { userId?: string; highlight?: string | null }) {
  const own = !userId;
  const list = useDocuments(userId);
  const refresh = useInvalidateDocuments();
  const remove = useDeleteDocument();
  const dialogs = useDialogs();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [preview, setPreview] = useState<Document | null>(null);
  const [versions, setVersions] = useState<Document | null>(null);
  const [editing, setEditing] = useState<Document | null>(null);
  const [items, setItems] = useState<UploadItem[]>([]);

  const folders = list.data?.folders ?? [];
  // A link to one document (a notification) opens its folder.
  const linked = list.data?.documents.find((d) => d.id === highlight);
  const current =
    folders.find((f) => f.id === folderId) ?? folders.find((f) => f.id === linked?.folder_id) ?? folders[0];
  const rows = (list.data?.documents ?? []).filter((d) => d.folder_id === current?.id);
  // Uploads go into the open folder unless it is one the server fills (shared, tickets).
  const target = current && (current.kind === 'uploads' || current.kind === 'custom') ? current : undefined;

  const add = async (files: File[]) => {
    for (const file of files) {
      const id = `${file.name}:${file.size}:${Date.now()}`;
      setItems((l) => [...l, { id, name: file.name, size: file.size, progress: 0, status: 'uploading' }]);
      try {
        const doc = await uploadDocument(file, { folder_id: target?.id }, (progress) =>
          setItems((l) => l.map((i) => (i.id === id ? { ...i, progress } : i))),
        );
        setItems((l) => l.map((i) => (i.id === id ? { ...i, status: 'done', progress: 100 } : i)));
        toast.success(`${doc.title} uploaded`);
        refresh();
      } catch (err) {
        setItems((l) =>
          l.map((i) => (i.id === id ? { ...i, status: 'error', error: (err as Error).message } : i)),
        );
      }
    }
  };

  const del = async (d: Document) => {
    const ok = await dialogs.confirm({
      title: `Delete ${d.title}?`,
      message: 'The document and its versions leave your documents.',
      confirmLabel: 'Delete document',
      variant: 'danger',
    });
    if (ok)
      remove.mutate(d.id, {
        onSuccess: () => toast.success('Document deleted'),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The document could not be deleted')),
      });
  };

  const columns: Array<DataTableColumn<Document>> = [
    {
      id: 'title',
      header: 'Document',
      cell: (d) => {
        const Icon = d.content_type.startsWith('image/') ? Image : FileText;
        return (
          <span className="flex min-w-0 items-center gap-2.5">
            <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{d.title}</span>
              <span className="block truncate text-xs text-slate-600">
                {formatBytes(d.size)}
                {d.version && d.version > 1 ? ` · version ${d.version}` : ''}
                {d.origin ? ` · ${d.origin}` : ''}
                {d.shared_by_name ? ` · from ${d.shared_by_name}` : ''}
              </span>
            </span>
          </span>
        );
      },
    },
    {
      id: 'source',
      header: 'Kind',
      hideOnMobile: true,
      cell: (d) => (
        <Badge tone={d.read_only ? 'neutral' : d.source === 'shared' ? 'info' : 'brand'}>
          {SOURCE_LABEL[d.source]}
        </Badge>
      ),
    },
    { id: 'at', header: 'Updated', hideOnMobile: true, cell: (d) => formatDateTime(d.updated_at) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (d) => (
        <span className="inline-flex flex-wrap justify-end gap-1">
          {d.preview_url ? (
            <Button size="sm" variant="ghost" aria-label={`Preview ${d.title}`} onClick={() => setPreview(d)}>
              <Eye className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          <a
            href={d.download_url}
            aria-label={`Download ${d.title}`}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Download className="size-4" aria-hidden="true" />
          </a>
          {d.version !== null ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Versions of ${d.title}`}
              onClick={() => setVersions(d)}
            >
              <History className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          {own && !d.read_only ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Rename or move ${d.title}`}
              onClick={() => setEditing(d)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          {own && d.can_delete ? (
            <Button size="sm" variant="ghost" aria-label={`Delete ${d.title}`} onClick={() => void del(d)}>
              <Trash2 className="size-4 text-red-700" aria-hidden="true" />
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Folders" className="grid content-start gap-3">
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {folders.map((f) => (
            <li key={f.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={f.id === current?.id}
                onClick={() => setFolderId(f.id)}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-brand/10 aria-pressed:font-medium aria-pressed:text-slate-900"
              >
                <FolderOpen className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{f.name}</span>
                <span className="text-xs text-slate-500">{f.document_count}</span>
              </button>
            </li>
          ))}
        </ul>
        {own && list.data ? <NewFolder /> : null}
      </nav>
      <div className="grid min-w-0 content-start gap-4">
        {own && list.data ? (
          <FileDropZone
            label={`Upload to ${target?.name ?? 'Uploads'}`}
            description={`PDF, PNG, JPG, WebP or Word (DOCX), up to ${formatBytes(DOCUMENT_MAX_BYTES)} each.`}
            accept={DOCUMENT_ACCEPT}
            maxSize={DOCUMENT_MAX_BYTES}
            multiple
            maxFiles={10}
            onFilesAdded={(files) => void add(files)}
            onRejected={(r) => {
              for (const x of r) toast.error(x.message);
            }}
            items={items}
            onRemove={(id) => setItems((l) => l.filter((i) => i.id !== id))}
          />
        ) : null}
        <Card>
          <CardHeader
            title={current?.name ?? 'Documents'}
            description={
              current
                ? `${current.document_count} document${current.document_count === 1 ? '' : 's'}`
                : undefined
            }
          />
          <DataTable
            caption={`Documents in ${current?.name ?? 'this folder'}`}
            columns={columns}
            rows={rows}
            getRowId={(d) => d.id}
            loading={list.isPending}
            error={list.isError ? errorMessage(list.error, 'The documents could not be loaded') : undefined}
            onRetry={() => void list.refetch()}
            rowClassName={(d) => (d.id === highlight ? 'bg-emerald-50' : undefined)}
            empty={
              <EmptyState
                icon={FileText}
                title="No documents here yet"
                description={
                  current?.kind === 'shared'
                    ? 'Documents our team shares with you appear here.'
                    : current?.kind === 'tickets'
                      ? 'Files added to support tickets appear here.'
                      : own
                        ? 'Upload a file above.'
                        : 'Nothing in this folder.'
                }
              />
            }
          />
        </Card>
      </div>
      {preview?.preview_url ? (
        <PreviewDialog
          file={{
            title: preview.title,
            content_type: preview.content_type,
            preview_url: preview.preview_url,
          }}
          onClose={() => setPreview(null)}
        />
      ) : null}
      {versions ? (
        <VersionsDialog
          doc={versions}
          canUpload={own && !versions.read_only}
          onClose={() => setVersions(null)}
        />
      ) : null}
      {editing ? <EditDialog doc={editing} folders={folders} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/** A client's documents, read-only, for the staff client record to embed. */
export function ClientDocuments({ userId }: { userId: string }) {
  return <DocumentsPanel userId={userId} />;
}
