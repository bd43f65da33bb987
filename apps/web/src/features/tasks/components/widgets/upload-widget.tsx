import { type Task, uploadLimits } from '@fundpath/contracts/coaching';
import { useMutation } from '@tanstack/react-query';
import { Download, FileText, LoaderCircle, Trash2, UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { deleteAttachment, uploadAttachments } from '../../api/tasks';
import { TASK_MESSAGES, useApplyTask } from '../../hooks/use-task-actions';
import { acceptAttribute, validateUpload } from '../../utils/upload-validation';

/**
 * document_upload / file_upload: files are checked here first (count, type, size, with the spec's
 * messages), then by content on the server; the task completes at its minimum file count.
 */
export function UploadWidget({ task }: { task: Task }) {
  const limits = uploadLimits(task.template_config);
  const files = task.uploaded_files;
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const apply = useApplyTask();
  const { confirm } = useDialogs();
  const id = useId();

  const upload = useMutation({
    mutationFn: (chosen: File[]) => uploadAttachments(task.id, chosen),
    onSuccess: (res) => {
      apply(res.task, task);
      if (task.is_completed || !res.task.is_completed)
        toast.success(`${res.attachments.length} file${res.attachments.length === 1 ? '' : 's'} uploaded`);
    },
    onError: (err) => {
      setError(refusalMessage(err) ?? 'Upload failed. Please try again.');
    },
  });
  const remove = useMutation({
    mutationFn: deleteAttachment,
    onSuccess: (res) => apply(res.task),
    onError: () => toast.error(TASK_MESSAGES.updateFailed),
  });

  const pick = (list: FileList | null) => {
    const chosen = list ? Array.from(list) : [];
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    const problem = validateUpload(chosen, task.template_config, files.length);
    setError(problem);
    if (!problem) upload.mutate(chosen);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files);
  };

  const full = files.length >= limits.max_files_allowed;
  return (
    <div className="space-y-3">
      <section
        aria-label="Upload files"
        onDragOver={(e) => {
          e.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition',
          dragging ? 'border-brand bg-brand/5' : 'border-slate-200 bg-slate-50/60',
          full && 'opacity-60',
        )}
      >
        {upload.isPending ? (
          <LoaderCircle className="size-6 animate-spin text-brand" aria-hidden="true" />
        ) : (
          <UploadCloud className="size-6 text-slate-500" aria-hidden="true" />
        )}
        <p className="text-sm text-slate-600">
          <span className="hidden sm:inline">Drag files here or </span>
          <label
            htmlFor={id}
            className={cn(
              'font-medium text-brand underline-offset-4',
              !full && 'cursor-pointer hover:underline',
            )}
          >
            {upload.isPending ? 'Uploading…' : 'choose files'}
          </label>
        </p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple={limits.max_files_allowed > 1}
          accept={acceptAttribute(task.template_config)}
          disabled={full || upload.isPending}
          onChange={(e) => pick(e.target.files)}
          className="sr-only"
          aria-describedby={`${id}-limits${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-limits`} className="text-xs text-slate-500">
          {limits.allowed_file_types.map((t) => t.toUpperCase()).join(', ')} · up to {limits.max_file_size_mb}{' '}
          MB each · {files.length}/{limits.max_files_allowed} files
          {limits.min_files_required > 0 ? ` · ${limits.min_files_required} required` : ''}
        </p>
      </section>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-3 px-3 py-2">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{f.file_name}</p>
                <p className="text-xs text-slate-500">{formatBytes(f.size_bytes)}</p>
              </div>
              <a
                href={f.download_url}
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label={`Download ${f.file_name}`}
              >
                <Download className="size-4" aria-hidden="true" />
              </a>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove ${f.file_name}`}
                disabled={remove.isPending}
                onClick={async () => {
                  if (
                    await confirm({
                      title: 'Remove this file?',
                      message: `${f.file_name} will be deleted.`,
                      variant: 'danger',
                      confirmLabel: 'Remove',
                    })
                  )
                    remove.mutate(f.id);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
