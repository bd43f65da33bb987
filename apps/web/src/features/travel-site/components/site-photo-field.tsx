import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useUploadSitePhoto } from '../api/site';

const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The site's photo: shown as it is, replaced by dropping or choosing an image (uploaded and saved
 * at once, cropped square by the server), or removed (saved with the form).
 */
export function SitePhotoField({
  photoUrl,
  initials,
  onUploaded,
  onRemove,
}: {
  photoUrl: string;
  initials: string;
  onUploaded: (url: string) => void;
  onRemove: () => void;
}) {
  const upload = useUploadSitePhoto();
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploadError(null);
    setUploading(file.name);
    upload.mutate(file, {
      onSuccess: ({ site }) => {
        onUploaded(site.photo_url);
        toast.success('Photo uploaded');
      },
      onError: (err) =>
        setUploadError(fieldErrorsOf(err).file ?? errorMessage(err, 'The photo could not be uploaded')),
      onSettled: () => setUploading(null),
    });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Photo (optional)</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-2">
          {photoUrl ? (
            <img
              src={photoUrl}
              alt="You, as shown on your site"
              className="size-24 rounded-full object-cover ring-1 ring-slate-200"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-24 items-center justify-center rounded-full bg-slate-100 text-2xl font-semibold text-slate-600"
            >
              {initials}
            </span>
          )}
          {photoUrl ? (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove photo
            </Button>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <FileDropZone
            label={photoUrl ? 'Replace the photo' : 'Upload a photo'}
            description="PNG, JPEG or WebP, up to 10 MB; cropped to a square. Empty: your initials."
            accept={PHOTO_ACCEPT}
            maxSize={PHOTO_MAX_BYTES}
            disabled={upload.isPending}
            onFilesAdded={onFiles}
            error={uploadError}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {uploading ? (
              <span className="inline-flex items-center gap-2">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Uploading {uploading}…
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
