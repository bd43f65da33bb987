import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, type Document } from '@fundpath/contracts/documents';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { errorMessage } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import { uploadVersion, useDocument, useInvalidateDocuments } from '../api/documents';

/** A document's versions, newest first, each downloadable; the owner uploads a new one here. */
export function VersionsDialog({
  doc,
  canUpload,
  onClose,
}: {
  doc: Document;
  canUpload: boolean;
  onClose: () => void;
}) {
  const detail = useDocument(doc.id);
  const refresh = useInvalidateDocuments();
  const [items, setItems] = useState<UploadItem[]>([]);

  const add = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const id = `${file.name}:${Date.now()}`;
    setItems([{ id, name: file.name, size: file.size, progress: 0, status: 'uploading' }]);
    try {
      const updated = await uploadVersion(doc.id, file, (progress) =>
        setItems((l) => l.map((i) => (i.id === id ? { ...i, progress } : i))),
      );
      setItems((l) => l.map((i) => (i.id === id ? { ...i, status: 'done', progress: 100 } : i)));
      toast.success(`Version ${updated.version} uploaded`);
      refresh();
    } catch (err) {
      setItems((l) =>
        l.map((i) => (i.id === id ? { ...i, status: 'error', error: (err as Error).message } : i)),
      );
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="lg"
        title={`Versions of ${doc.title}`}
        description="Every version stays available."
      >
        <DialogBody className="grid gap-4">
          {canUpload ? (
            <FileDropZone
              label="Upload new version"
              accept={DOCUMENT_ACCEPT}
              maxSize={DOCUMENT_MAX_BYTES}
              onFilesAdded={(files) => void add(files)}
              onRejected={(r) => {
                for (const x of r) toast.error(x.message);
              }}
              items={items}
              onRemove={(id) => setItems((l) => l.filter((i) => i.id !== id))}
            />
          ) : null}
          {detail.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(detail.error, 'The versions could not be loaded')}
            </p>
          ) : null}
          <ol className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label="Versions">
            {(detail.data?.versions ?? []).map((v) => (
              <li
                key={v.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    Version {v.number}
                    {v.number === doc.version ? ' (current)' : ''}
                  </span>
                  <span className="block truncate text-xs text-slate-600">
                    {v.file_name} · {formatBytes(v.size)} · {formatDateTime(v.created_at)}
                    {v.uploaded_by_name ? ` · ${v.uploaded_by_name}` : ''}
                  </span>
                </span>
                <a
                  href={v.download_url}
                  aria-label={`Download version ${v.number}`}
                  className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Download className="size-4" aria-hidden="true" /> Download version {v.number}
                </a>
              </li>
            ))}
          </ol>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
