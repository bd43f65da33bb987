import { CircleAlert, CircleCheck, FileText, UploadCloud, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';

/** Whether `file` matches an `accept` list like "image/*,.pdf,application/json". */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept?: string): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return accept
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

export interface FileRejection {
  file: File;
  reason: 'type' | 'size' | 'count';
  message: string;
}

/** Splits files into accepted ones and rejections with a readable message. */
export function validateFiles(
  files: readonly File[],
  { accept, maxSize, maxFiles }: { accept?: string; maxSize?: number; maxFiles?: number },
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!fileMatchesAccept(file, accept)) {
      rejected.push({ file, reason: 'type', message: `${file.name}: this file type isn't accepted` });
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejected.push({
        file,
        reason: 'size',
        message: `${file.name} is too large (${formatBytes(file.size)}; the limit is ${formatBytes(maxSize)})`,
      });
    } else if (maxFiles !== undefined && accepted.length >= maxFiles) {
      rejected.push({ file, reason: 'count', message: `${file.name}: only ${maxFiles} file(s) at a time` });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

export interface UploadItem {
  id: string;
  name: string;
  size?: number;
  /** 0–100 while uploading. */
  progress?: number;
  status: 'queued' | 'uploading' | 'done' | 'error';
  error?: string;
}

export interface FileDropZoneProps {
  /** The zone's accessible name and heading. */
  label: string;
  /** Text under the label; defaults to the accepted types and size limit. */
  description?: ReactNode;
  /** As on `<input type="file">`: MIME types, `type/*` or extensions. */
  accept?: string;
  /** Bytes. */
  maxSize?: number;
  multiple?: boolean;
  maxFiles?: number;
  disabled?: boolean;
  /** Called with the files that passed `accept`/`maxSize`. */
  onFilesAdded: (files: File[]) => void;
  onRejected?: (rejections: FileRejection[]) => void;
  /** Files being uploaded or done; the parent drives `progress` and `status`. */
  items?: readonly UploadItem[];
  onRemove?: (id: string) => void;
  /** A zone-wide error (e.g. from the server). */
  error?: string | null;
  className?: string;
}

/** Drag-and-drop or browse (click, Enter or Space) with type/size checks and per-file progress. */
export function FileDropZone({
  label,
  description,
  accept,
  maxSize,
  multiple = false,
  maxFiles,
  disabled = false,
  onFilesAdded,
  onRejected,
  items = [],
  onRemove,
  error,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const defaultDescription = [
    accept ? `Accepted: ${accept.split(',').join(', ')}` : null,
    maxSize ? `up to ${formatBytes(maxSize)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const handle = (list: FileList | null) => {
    if (!list || disabled) return;
    const files = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const { accepted, rejected } = validateFiles(files, { accept, maxSize, maxFiles });
    setRejections(rejected);
    if (rejected.length) onRejected?.(rejected);
    if (accepted.length) onFilesAdded(accepted);
  };

  const onDrag = (e: DragEvent, over: boolean) => {
    e.preventDefault();
    e.stopPropagation();
    if (!disabled) setDragging(over);
  };

  const messages = [...rejections.map((r) => r.message), ...(error ? [error] : [])];

  return (
    <div className={className}>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={descriptionId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => onDrag(e, false)}
        onDrop={(e) => {
          onDrag(e, false);
          handle(e.dataTransfer.files);
        }}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          dragging
            ? 'border-brand bg-brand/5'
            : 'border-slate-300 bg-white hover:border-slate-400 hover:bg-slate-50',
          messages.length > 0 && !dragging && 'border-red-300',
          disabled && 'cursor-not-allowed opacity-60 hover:border-slate-300 hover:bg-white',
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-brand/10 text-brand">
          <UploadCloud className="size-5" aria-hidden="true" />
        </span>
        <span className="text-sm font-medium text-slate-900">{label}</span>
        <span className="text-sm text-slate-600">
          <span className="font-medium text-brand">Browse files</span> or drag {multiple ? 'them' : 'one'}{' '}
          here
        </span>
        <span id={descriptionId} className="text-xs text-slate-500">
          {description ?? defaultDescription}
        </span>
      </button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          handle(e.target.files);
          e.target.value = '';
        }}
      />
      {messages.length ? (
        <div role="alert">
          <ul className="mt-2 space-y-1 text-xs font-medium text-red-600">
            {messages.map((m) => (
              <li key={m} className="flex items-start gap-1.5">
                <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                {m}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {items.length ? (
        <ul className="mt-3 space-y-2" aria-label="Files">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove?: (id: string) => void }) {
  const progress = Math.max(0, Math.min(100, Math.round(item.progress ?? 0)));
  const statusText =
    item.status === 'done'
      ? 'Uploaded'
      : item.status === 'error'
        ? (item.error ?? 'Upload failed')
        : item.status === 'queued'
          ? 'Waiting…'
          : `${progress}%`;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-inset',
        item.status === 'error' ? 'bg-red-50/60 ring-red-200' : 'bg-white ring-slate-200',
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg',
          item.status === 'done' && 'bg-emerald-50 text-emerald-700',
          item.status === 'error' && 'bg-red-100 text-red-600',
          (item.status === 'uploading' || item.status === 'queued') && 'bg-slate-100 text-slate-500',
        )}
      >
        {item.status === 'done' ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : item.status === 'error' ? (
          <CircleAlert className="size-4" aria-hidden="true" />
        ) : (
          <FileText className="size-4" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium text-slate-900">{item.name}</span>
          <span
            className={cn(
              'shrink-0 text-xs tabular-nums',
              item.status === 'error' ? 'font-medium text-red-600' : 'text-slate-500',
            )}
          >
            {statusText}
          </span>
        </div>
        {item.status === 'uploading' || item.status === 'queued' ? (
          <div
            role="progressbar"
            aria-label={`Uploading ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
        ) : item.size !== undefined ? (
          <p className="mt-0.5 text-xs text-slate-500">{formatBytes(item.size)}</p>
        ) : null}
      </div>
      {onRemove ? (
        <button
          type="button"
          aria-label={`Remove ${item.name}`}
          onClick={() => onRemove(item.id)}
          className="shrink-0 rounded-md p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
