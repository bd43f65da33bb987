import type { ProductImage } from '@fundpath/contracts/ecommerce';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { uploadProductImage, useDeleteImage, useImageAlt, useReorderImages } from '../../api/products';
import { type CommerceSurface, commerceKeys } from '../../api/surface';

/** As the server: 10 images per product, 10 MB each, JPEG, PNG or WebP. */
export const IMAGES_PER_PRODUCT = 10;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface Entry {
  item: UploadItem;
  file: File;
}

let uploadSeq = 0;

/**
 * Files picked in the editor and their uploads. Before a new product is saved the files wait
 * (`queued`); `flush` sends them once it has an id. Uploads run one after another with progress;
 * finished ones leave the list when the product (and its images) has been read again.
 */
export function useImageUploads(surface: CommerceSurface) {
  const qc = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const current = useRef<Entry[]>([]);
  current.current = entries;
  const patch = useCallback(
    (id: string, p: Partial<UploadItem>) =>
      setEntries((es) => es.map((e) => (e.item.id === id ? { ...e, item: { ...e.item, ...p } } : e))),
    [],
  );

  const run = useCallback(
    async (productId: string, list: Entry[]) => {
      let failed = 0;
      for (const { item, file } of list) {
        patch(item.id, { status: 'uploading', progress: 0 });
        try {
          await uploadProductImage(surface, productId, file, (progress) => patch(item.id, { progress }));
          patch(item.id, { status: 'done', progress: 100 });
        } catch (err) {
          failed += 1;
          patch(item.id, { status: 'error', error: errorMessage(err, 'Upload failed') });
        }
      }
      await qc.invalidateQueries({ queryKey: commerceKeys.products(surface) });
      setEntries((es) => es.filter((e) => e.item.status !== 'done'));
      return failed;
    },
    [patch, qc, surface],
  );

  const add = (files: File[], productId: string | null) => {
    const added = files.map((file) => ({
      file,
      item: { id: `upload-${++uploadSeq}`, name: file.name, size: file.size, status: 'queued' as const },
    }));
    setEntries((es) => [...es, ...added]);
    if (productId) void run(productId, added);
  };
  const flush = (productId: string) =>
    run(
      productId,
      current.current.filter((e) => e.item.status === 'queued'),
    );
  const remove = (id: string) =>
    setEntries((es) => es.filter((e) => e.item.id !== id || e.item.status === 'uploading'));

  return {
    items: entries.map((e) => e.item),
    queued: entries.filter((e) => e.item.status === 'queued').length,
    busy: entries.some((e) => e.item.status === 'uploading'),
    add,
    flush,
    remove,
  };
}
export type ImageUploads = ReturnType<typeof useImageUploads>;

/** Upload (drop or browse), reorder, describe and delete a product's images. The first is the main one. */
export function ImagesEditor({
  surface,
  productId,
  images,
  uploads,
}: {
  surface: CommerceSurface;
  /** Null before a new product is saved: picked files wait for it. */
  productId: string | null;
  images: ProductImage[];
  uploads: ImageUploads;
}) {
  const dialogs = useDialogs();
  const remove = useDeleteImage(surface);
  const reorder = useReorderImages(surface);
  const room = IMAGES_PER_PRODUCT - images.length - uploads.items.filter((i) => i.status !== 'error').length;
  const fail = (fallback: string) => (err: unknown) =>
    toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

  const move = (index: number, by: -1 | 1) => {
    if (!productId) return;
    const ids = images.map((i) => i.id);
    const j = index + by;
    [ids[index], ids[j]] = [ids[j]!, ids[index]!];
    reorder.mutate({ productId, imageIds: ids }, { onError: fail('The images could not be reordered') });
  };
  const drop = async (image: ProductImage, n: number) => {
    if (!productId) return;
    const ok = await dialogs.confirm({
      title: `Delete image ${n}?`,
      message: 'It is removed from the product and the store at once.',
      confirmLabel: 'Delete image',
      variant: 'danger',
    });
    if (ok)
      remove.mutate(
        { productId, imageId: image.id },
        { onSuccess: () => toast.success('Image deleted'), onError: fail('The image could not be deleted') },
      );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Images</legend>
      {images.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, i) => (
            <li key={image.id} className="rounded-xl border border-slate-200 p-2">
              <div className="relative">
                <img
                  src={image.thumb_url}
                  alt={image.alt}
                  width={200}
                  height={200}
                  className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                />
                {i === 0 ? <Badge className="absolute top-1.5 left-1.5 bg-white">Main image</Badge> : null}
              </div>
              {productId ? <AltText surface={surface} productId={productId} image={image} n={i + 1} /> : null}
              <div className="mt-1 flex justify-between">
                <div className="flex">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move image ${i + 1} earlier`}
                    disabled={i === 0 || reorder.isPending}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move image ${i + 1} later`}
                    disabled={i === images.length - 1 || reorder.isPending}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete image ${i + 1}`}
                  onClick={() => void drop(image, i + 1)}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <FileDropZone
        label={productId ? 'Add images' : 'Add images (uploaded when you save)'}
        description={`JPEG, PNG or WebP up to 10 MB · ${Math.max(0, room)} of ${IMAGES_PER_PRODUCT} left`}
        accept={ACCEPT}
        maxSize={IMAGE_MAX_BYTES}
        multiple
        maxFiles={Math.max(0, room)}
        disabled={room <= 0}
        onFilesAdded={(files) => uploads.add(files, productId)}
        items={uploads.items}
        onRemove={uploads.remove}
      />
    </fieldset>
  );
}

/**
 * What the storefront tells shoppers who cannot see the image (the product title until the owner
 * describes it). Saved when the field loses focus or on Enter, only when it changed.
 */
function AltText({
  surface,
  productId,
  image,
  n,
}: {
  surface: CommerceSurface;
  productId: string;
  image: ProductImage;
  n: number;
}) {
  const [value, setValue] = useState(image.alt);
  const save = useImageAlt(surface);
  const id = `image-alt-${image.id}`;
  const commit = () => {
    const alt = value.trim();
    if (alt === image.alt) return;
    save.mutate(
      { productId, imageId: image.id, alt },
      {
        onSuccess: () => toast.success(`Alt text of image ${n} saved`),
        onError: (err) => {
          setValue(image.alt);
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The alt text could not be saved'));
        },
      },
    );
  };
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        Alt text of image {n}
      </label>
      <input
        id={id}
        value={value}
        maxLength={200}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className="mt-0.5 w-full rounded-md border border-slate-300 px-2 py-1 text-xs focus:border-slate-500 focus:outline-none focus:ring-2 focus:ring-slate-300"
      />
    </div>
  );
}
