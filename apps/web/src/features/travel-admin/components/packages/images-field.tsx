import { imageUrlSchema } from '@fundpath/contracts/travel';
import { ArrowLeft, ArrowRight, ImageOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { move } from './package-draft';

/** As the contract. */
export const MAX_IMAGES = 12;

/**
 * The package's images as addresses, with a preview of each; the first is the cover. There is no
 * public upload for travel images yet (the file library serves staff only), so images are https
 * addresses the contract accepts.
 */
export function ImagesField({
  images,
  onChange,
  errors,
}: {
  images: string[];
  onChange: (next: string[]) => void;
  errors: Record<string, string>;
}) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listError = errors.images ?? null;

  const add = (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    const parsed = imageUrlSchema.safeParse(url);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Not an image address');
      return;
    }
    if (images.includes(parsed.data)) {
      setProblem('That image is in the list already');
      return;
    }
    if (images.length >= MAX_IMAGES) {
      setProblem(`At most ${MAX_IMAGES} images`);
      return;
    }
    onChange([...images, parsed.data]);
    setUrl('');
    setProblem(null);
  };

  return (
    <div className="space-y-3">
      {images.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
          {images.map((src, i) => (
            <li key={src} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
              <Preview src={src} n={i + 1} />
              <div className="space-y-1 p-2">
                <p className="truncate text-xs text-slate-600" title={src}>
                  {i === 0 ? (
                    <Badge tone="brand" className="mr-1">
                      Cover
                    </Badge>
                  ) : null}
                  {src}
                </p>
                {errors[`images.${i}`] ? (
                  <p className="text-xs font-medium text-red-600">{errors[`images.${i}`]}</p>
                ) : null}
                <div className="flex justify-end gap-1">
                  <Button
                    size="icon"
                    variant="plain"
                    aria-label={`Move image ${i + 1} earlier`}
                    disabled={i === 0}
                    onClick={() => onChange(move(images, i, -1))}
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="plain"
                    aria-label={`Move image ${i + 1} later`}
                    disabled={i === images.length - 1}
                    onClick={() => onChange(move(images, i, 1))}
                  >
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="plain"
                    aria-label={`Remove image ${i + 1}`}
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => onChange(images.filter((x) => x !== src))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No images yet: the storefront shows a placeholder.</p>
      )}
      {listError ? <p className="text-xs font-medium text-red-600">{listError}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label="Image address"
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
          placeholder="https://images.example.com/photo.jpg"
          hint={`https:// addresses; the first image is the cover. Up to ${MAX_IMAGES}.`}
          error={problem}
          className="min-w-0 flex-1"
        />
        <Button
          variant="secondary"
          className="sm:mt-7"
          onClick={() => add()}
          disabled={images.length >= MAX_IMAGES}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add image
        </Button>
      </div>
    </div>
  );
}

function Preview({ src, n }: { src: string; n: number }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-1 bg-slate-50 text-xs text-slate-600">
        <ImageOff className="size-5" aria-hidden="true" />
        Could not load image {n}
      </div>
    );
  return (
    <img
      src={src}
      alt={n === 1 ? 'Cover' : `Gallery ${n}`}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full bg-slate-100 object-cover"
    />
  );
}
