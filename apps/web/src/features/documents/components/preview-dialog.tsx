import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';

/** A PDF in a frame, an image as an image, from the server's inline (access-checked) URL. */
export function PreviewDialog({
  file,
  onClose,
}: {
  file: { title: string; content_type: string; preview_url: string };
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="lg" title={file.title} description={file.content_type}>
        <DialogBody>
          {file.content_type.startsWith('image/') ? (
            <img
              src={file.preview_url}
              alt={file.title}
              className="mx-auto max-h-[70vh] rounded-lg object-contain"
            />
          ) : (
            <iframe
              src={file.preview_url}
              title={`Preview of ${file.title}`}
              className="h-[70vh] w-full rounded-lg ring-1 ring-slate-200"
            />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
