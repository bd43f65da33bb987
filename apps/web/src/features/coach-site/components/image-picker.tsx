import { SITE_IMAGE_MAX_BYTES, SITE_IMAGE_PATH } from '@fundpath/contracts/sites';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSiteImages, useUploadImage } from '../api/my-site';

/**
 * An image for a section or the sharing image: upload one (checked by content on the server,
 * stored as WebP), pick one of the coach's images, or give an https address.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  error,
  allowNone = false,
}: {
  label: string;
  value: string;
  onChange: (src: string) => void;
  error?: string;
  allowNone?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const images = useSiteImages(open);
  const upload = useUploadImage();
  const own = value.startsWith(SITE_IMAGE_PATH);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > SITE_IMAGE_MAX_BYTES) {
      toast.error('Images can be at most 10 MB');
      return;
    }
    try {
      const image = await upload.mutateAsync(file);
      onChange(image.url);
      toast.success('Image uploaded');
    } catch (err) {
      toast.error(errorMessage(err, 'The image could not be uploaded'));
    }
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      {value ? (
        <img src={value} alt="" className="max-h-40 rounded-lg object-contain ring-1 ring-slate-200" />
      ) : (
        <p className="text-sm text-slate-600">No image chosen.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex cursor-pointer items-center rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-brand hover:bg-slate-50"
        >
          {upload.isPending ? 'Uploading…' : 'Upload an image'}
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide my images' : 'Choose from my images'}
        </Button>
        {allowNone && value ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange('')}>
            Remove image
          </Button>
        ) : null}
      </div>
      {open ? (
        images.isPending ? (
          <p className="text-sm text-slate-600">Loading your images…</p>
        ) : (images.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">You have not uploaded images yet.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="My images">
            {images.data!.map((img) => (
              <li key={img.id}>
                <button
                  type="button"
                  aria-pressed={value === img.url}
                  aria-label={`Use ${img.file_name}`}
                  onClick={() => onChange(img.url)}
                  className={cn(
                    'block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand',
                    value === img.url && 'ring-2 ring-brand',
                  )}
                >
                  <img src={img.url} alt="" className="aspect-square w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <Field
        label="Or an https:// address"
        value={own ? '' : value}
        placeholder="https://…"
        maxLength={500}
        onChange={(e) => onChange(e.target.value.trim())}
        error={error}
      />
    </fieldset>
  );
}
