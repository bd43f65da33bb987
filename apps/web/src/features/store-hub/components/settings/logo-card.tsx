import type { OwnerStore } from '@fundpath/contracts/ecommerce';
import { ImageOff, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useUploadStoreLogo } from '../../api/my-store';

const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The store's logo: shown as it is now, replaced by dropping or choosing an image (saved at once). */
export function LogoCard({ store }: { store: OwnerStore }) {
  const upload = useUploadStoreLogo();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    setUploading(file.name);
    upload.mutate(file, {
      onSuccess: () => toast.success('Logo updated'),
      onError: (err) =>
        setError(fieldErrorsOf(err).file ?? errorMessage(err, 'The logo could not be uploaded')),
      onSettled: () => setUploading(null),
    });
  };

  return (
    <Card id="logo" className="scroll-mt-24">
      <CardHeader
        title="Logo"
        description="Shown in your storefront’s header. Square or wide images work best."
      />
      <CardBody className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex size-28 shrink-0 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
          {store.logo_url ? (
            <img
              src={store.logo_url}
              alt={`${store.store_name} logo`}
              className="max-h-24 max-w-24 object-contain"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-slate-500">
              <ImageOff className="size-6" aria-hidden="true" />
              No logo yet
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <FileDropZone
            label={store.logo_url ? 'Replace the logo' : 'Upload a logo'}
            description="PNG, JPEG or WebP, up to 5 MB; resized to fit 512 px."
            accept={LOGO_ACCEPT}
            maxSize={LOGO_MAX_BYTES}
            disabled={upload.isPending}
            onFilesAdded={onFiles}
            error={error}
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
      </CardBody>
    </Card>
  );
}
