import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, type DocumentTemplate } from '@fundpath/contracts/documents';
import { Download, Eye, FileText, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { Field } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { TextareaField } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import {
  uploadTemplate,
  useClientSearch,
  useDeleteTemplate,
  useInvalidateDocuments,
  useShareTemplate,
  useTemplates,
} from '../api/documents';
import { PreviewDialog } from './preview-dialog';

/** "Share with client": pick a client (GET /api/clients?q=), then share. */
function ShareDialog({ template, onClose }: { template: DocumentTemplate; onClose: () => void }) {
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const clients = useClientSearch(debounced.trim());
  const [picked, setPicked] = useState<{ id: string; display_name: string } | null>(null);
  const share = useShareTemplate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    share.mutate(
      { id: template.id, userId: picked.id },
      {
        onSuccess: () => {
          toast.success(`${template.title} shared with ${picked.display_name}`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={`Share ${template.title}`}
        description="The client finds it under “Shared with you” and is notified."
      >
        <form onSubmit={submit}>
          <DialogBody className="grid gap-3">
            <SearchInput label="Find a client" value={q} onChange={setQ} placeholder="Name or e-mail" />
            <ul
              aria-label="Matching clients"
              className="max-h-60 divide-y divide-slate-200 overflow-y-auto rounded-lg ring-1 ring-slate-200"
            >
              {(clients.data?.clients ?? []).map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-pressed={picked?.id === c.id}
                    onClick={() => setPicked({ id: c.id, display_name: c.display_name })}
                    className="flex w-full flex-col px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-brand/10"
                  >
                    <span className="font-medium text-slate-900">{c.display_name}</span>
                    <span className="text-xs text-slate-600">{c.email}</span>
                  </button>
                </li>
              ))}
              {debounced.trim() && clients.data?.clients.length === 0 ? (
                <li className="px-3 py-2 text-sm text-slate-600">No client matches</li>
              ) : null}
            </ul>
            {share.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(share.error, 'The document could not be shared')}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!picked} loading={share.isPending}>
              {picked ? `Share with ${picked.display_name}` : 'Share'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AddTemplate({ onAdded }: { onAdded: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [items, setItems] = useState<UploadItem[]>([]);
  const add = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!title.trim()) {
      toast.error('Give the template a title first');
      return;
    }
    const id = `${file.name}:${Date.now()}`;
    setItems([{ id, name: file.name, size: file.size, progress: 0, status: 'uploading' }]);
    try {
      const tpl = await uploadTemplate(file, { title: title.trim(), description }, (progress) =>
        setItems((l) => l.map((i) => (i.id === id ? { ...i, progress } : i))),
      );
      setItems((l) => l.map((i) => (i.id === id ? { ...i, status: 'done', progress: 100 } : i)));
      toast.success(`${tpl.title} added to the library`);
      setTitle('');
      setDescription('');
      onAdded();
    } catch (err) {
      setItems((l) =>
        l.map((i) => (i.id === id ? { ...i, status: 'error', error: (err as Error).message } : i)),
      );
    }
  };
  return (
    <Card>
      <CardHeader title="Add a template" description="A title, a short description, then the file." />
      <CardBody className="grid gap-3">
        <Field
          label="Template title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
        />
        <TextareaField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={1000}
          rows={2}
        />
        <FileDropZone
          label="Choose the template file"
          accept={DOCUMENT_ACCEPT}
          maxSize={DOCUMENT_MAX_BYTES}
          onFilesAdded={(files) => void add(files)}
          onRejected={(r) => {
            for (const x of r) toast.error(x.message);
          }}
          items={items}
          onRemove={(id) => setItems((l) => l.filter((i) => i.id !== id))}
        />
      </CardBody>
    </Card>
  );
}

/** The staff library: templates to share with clients; managers add and delete them. */
export function TemplateLibrary() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const refresh = useInvalidateDocuments();
  const dialogs = useDialogs();
  const [sharing, setSharing] = useState<DocumentTemplate | null>(null);
  const [preview, setPreview] = useState<DocumentTemplate | null>(null);
  const canManage = templates.data?.can_manage ?? false;

  const del = async (tpl: DocumentTemplate) => {
    const ok = await dialogs.confirm({
      title: `Delete ${tpl.title}?`,
      message: 'It leaves the library; documents already shared keep their file.',
      confirmLabel: 'Delete template',
      variant: 'danger',
    });
    if (ok)
      remove.mutate(tpl.id, {
        onSuccess: () => toast.success('Template deleted'),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The template could not be deleted')),
      });
  };

  const columns: Array<DataTableColumn<DocumentTemplate>> = [
    {
      id: 'title',
      header: 'Template',
      cell: (tpl) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{tpl.title}</span>
          <span className="block truncate text-xs text-slate-600">
            {tpl.description ? `${tpl.description} · ` : ''}
            {formatBytes(tpl.size)}
          </span>
        </span>
      ),
    },
    { id: 'at', header: 'Updated', hideOnMobile: true, cell: (tpl) => formatDateTime(tpl.updated_at) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (tpl) => (
        <span className="inline-flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Share ${tpl.title} with client`}
            onClick={() => setSharing(tpl)}
          >
            <Send className="size-4" aria-hidden="true" /> Share with client
          </Button>
          {tpl.preview_url ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Preview ${tpl.title}`}
              onClick={() => setPreview(tpl)}
            >
              <Eye className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          <a
            href={tpl.download_url}
            aria-label={`Download ${tpl.title}`}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Download className="size-4" aria-hidden="true" />
          </a>
          {canManage ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${tpl.title}`}
              onClick={() => void del(tpl)}
            >
              <Trash2 className="size-4 text-red-700" aria-hidden="true" />
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      {canManage ? <AddTemplate onAdded={refresh} /> : null}
      <Card>
        <CardHeader title="Library" description="Templates staff share with clients." />
        <DataTable
          caption="Document templates"
          columns={columns}
          rows={templates.data?.templates ?? []}
          getRowId={(tpl) => tpl.id}
          loading={templates.isPending}
          error={
            templates.isError ? errorMessage(templates.error, 'The library could not be loaded') : undefined
          }
          onRetry={() => void templates.refetch()}
          empty={
            <EmptyState
              icon={FileText}
              title="The library is empty"
              description="Add the first template above."
            />
          }
        />
      </Card>
      {sharing ? <ShareDialog template={sharing} onClose={() => setSharing(null)} /> : null}
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
    </div>
  );
}
