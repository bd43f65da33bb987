import { Paperclip } from 'lucide-react';
import { useRef } from 'react';

/** What conversation attachments accept (the server checks the content again). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,.webp,.txt,application/pdf,image/*,text/plain';

export interface AttachFileButtonProps {
  /** Called with the picked file; the picker is cleared once it settles (the same file can be picked again). */
  onFile: (file: File) => void | Promise<void>;
  uploading: boolean;
  label?: string;
  accept?: string;
}

/**
 * A composer's "Attach a file" control (marketplace chat, team messaging): a real file input
 * inside its label, so it is keyboard operable and named by its visible text.
 */
export function AttachFileButton({
  onFile,
  uploading,
  label = 'Attach a file',
  accept = ATTACHMENT_ACCEPT,
}: AttachFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = async (file: File | undefined) => {
    if (!file) return;
    try {
      await onFile(file);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <label className="inline-flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 focus-within:ring-2 focus-within:ring-brand hover:bg-slate-50">
      <input
        ref={input}
        type="file"
        className="sr-only"
        accept={accept}
        onChange={(e) => void picked(e.target.files?.[0])}
        disabled={uploading}
      />
      <Paperclip aria-hidden="true" className="size-4" />
      {uploading ? 'Uploading…' : label}
    </label>
  );
}
