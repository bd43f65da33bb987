import { newStoreSchema, storeSlugSchema } from '@fundpath/contracts/ecommerce';
import { CircleCheck, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { useCreateStore } from '../api/my-store';

/** "Dana's Fit Shop!" → "danas-fit-shop" (what the slug field suggests until someone edits it). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

/** The slug's verdict as it is typed: the contract's own rule, so the server agrees. */
function slugProblem(slug: string): string | null {
  const parsed = storeSlugSchema.safeParse(slug);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid slug');
}

/** No store yet: name it, pick its slug, and it opens as a draft. */
export function CreateStoreForm() {
  const create = useCreateStore();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const liveSlugProblem = slug ? slugProblem(slug) : null;
  const slugError = errors.slug ?? liveSlugProblem;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newStoreSchema.safeParse({ store_name: name, slug });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (store) => toast.success(`${store.store_name} is open as a draft`),
      onError: (err) => {
        const fields = { ...issuesToFieldErrors(err), ...fieldErrorsOf(err) };
        setErrors(fields);
        if (Object.keys(fields).length === 0)
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The store could not be created'));
      },
    });
  };

  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader
        icon={<Store className="size-5" aria-hidden="true" />}
        title="Open your store"
        description="Sell your products to your clients and followers. Your store starts as a draft: only you see it until you go live."
      />
      <CardBody>
        <form className="space-y-5" onSubmit={submit} noValidate>
          <Field
            label="Store name"
            value={name}
            maxLength={80}
            autoComplete="organization"
            placeholder="Dana’s Fit Shop"
            error={errors.store_name}
            onChange={(e) => {
              setName(e.target.value);
              if (!slugEdited) setSlug(slugify(e.target.value));
              setErrors(({ store_name: _, ...rest }) => rest);
            }}
            required
          />
          <Field
            label="Store address (slug)"
            value={slug}
            maxLength={48}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            placeholder="danas-fit-shop"
            error={slugError}
            hint={
              slug && !slugError ? (
                <span className="inline-flex items-center gap-1 text-emerald-700">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  Your store’s links will carry ?store={slug}
                </span>
              ) : (
                '3–48 lowercase letters, digits and dashes; you can change it later.'
              )
            }
            onChange={(e) => {
              setSlugEdited(true);
              setSlug(e.target.value.toLowerCase());
              setErrors(({ slug: _, ...rest }) => rest);
            }}
            required
          />
          <div className="flex justify-end">
            <Button type="submit" loading={create.isPending} disabled={Boolean(liveSlugProblem)}>
              Create store
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
