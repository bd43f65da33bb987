import { type Brand, brandPatchSchema, LOGO_MAX_BYTES, type LogoVariant } from '@fundpath/contracts/pages';
import { CircleCheck, CircleX, ImageOff, Palette, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio } from '@/lib/contrast';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { useBrands, useCreateBrand, useRemoveLogo, useUpdateBrand, useUploadLogo } from '../../api/brand';

type FormValues = Record<
  | 'name'
  | 'support_email'
  | 'postal_address'
  | 'domain'
  | 'referral_code'
  | 'primary_color'
  | 'secondary_color'
  | 'accent_color',
  string
>;

const toForm = (b: Brand): FormValues => ({
  name: b.name,
  support_email: b.support_email ?? '',
  postal_address: b.postal_address ?? '',
  domain: b.domain ?? '',
  referral_code: b.referral_code ?? '',
  primary_color: b.primary_color ?? '',
  secondary_color: b.secondary_color ?? '',
  accent_color: b.accent_color ?? '',
});

/** `/admin/brand`: every brand, and the chosen one's details, colours and logos. */
export function BrandSettings() {
  const brands = useBrands();
  const create = useCreateBrand();
  const dialogs = useDialogs();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = brands.data ?? [];
  const selected = list.find((b) => b.id === selectedId) ?? list.find((b) => b.is_default) ?? list[0] ?? null;

  const addBrand = async () => {
    const name = await dialogs.prompt({
      title: 'Add a brand',
      label: 'Brand name',
      submitLabel: 'Add brand',
      validate: (v) => (v.length > 120 ? 'A brand name is at most 120 characters' : null),
    });
    if (!name) return;
    try {
      const brand = await create.mutateAsync({ name });
      setSelectedId(brand.id);
      toast.success(`${brand.name} added`);
    } catch (err) {
      toast.error(fieldErrorsOf(err).name ?? errorMessage(err, 'Could not add the brand'));
    }
  };

  const columns: DataTableColumn<Brand>[] = [
    {
      id: 'name',
      header: 'Brand',
      cell: (b) => (
        <span className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full ring-1 ring-slate-300"
            style={{ background: b.primary_color ?? '#6b7280' }}
          />
          <span className="min-w-0">
            <span className="flex items-center gap-2">
              <span className="truncate font-medium text-slate-900">{b.name}</span>
              {b.is_default ? <Badge tone="brand">Default</Badge> : null}
            </span>
            <span className="block truncate text-xs text-slate-600">
              {b.domain ?? b.referral_code ?? '—'}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'edit',
      header: <span className="sr-only">Edit</span>,
      align: 'right',
      cell: (b) => (
        <Button
          size="sm"
          variant={b.id === selected?.id ? 'secondary' : 'ghost'}
          aria-pressed={b.id === selected?.id}
          onClick={() => setSelectedId(b.id)}
        >
          Edit <span className="sr-only">{b.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card className="self-start">
        <CardHeader
          title="Brands"
          description="White-label brands, chosen by referral code, then domain."
          action={
            <Button size="sm" onClick={addBrand} disabled={create.isPending}>
              <Plus className="size-4" aria-hidden="true" /> Add brand
            </Button>
          }
        />
        <DataTable
          caption="Brands"
          columns={columns}
          rows={list}
          getRowId={(b) => b.id}
          loading={brands.isPending}
          error={brands.isError ? errorMessage(brands.error, 'Could not load the brands') : undefined}
          onRetry={() => void brands.refetch()}
          empty={<EmptyState variant="plain" icon={Palette} title="No brands yet" titleAs="p" />}
        />
      </Card>
      {selected ? (
        <div className="min-w-0 space-y-6">
          <BrandForm key={`${selected.id}:${selected.updated_at}`} brand={selected} />
          <LogosCard brand={selected} />
        </div>
      ) : brands.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner message="Loading brands…" />
        </div>
      ) : null}
    </div>
  );
}

function BrandForm({ brand }: { brand: Brand }) {
  const update = useUpdateBrand();
  const [values, setValues] = useState<FormValues>(() => toForm(brand));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof FormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = brandPatchSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    try {
      await update.mutateAsync({ id: brand.id, patch: values });
      toast.success('Brand saved');
    } catch (err) {
      const fields = { ...issuesToFieldErrors(err), ...fieldErrorsOf(err) };
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(errorMessage(err, 'Could not save the brand'));
    }
  };

  return (
    <Card>
      <CardHeader
        title={brand.name}
        description={
          brand.is_default ? 'The default brand: shown on every domain without its own.' : `/${brand.slug}`
        }
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Brand name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              error={errors.name}
              maxLength={120}
              required
            />
            <Field
              label="Support e-mail"
              type="email"
              value={values.support_email}
              onChange={(e) => set('support_email')(e.target.value)}
              error={errors.support_email}
              hint="Where this brand's clients write for help."
            />
            <Field
              label="Domain"
              value={values.domain}
              onChange={(e) => set('domain')(e.target.value)}
              error={errors.domain}
              placeholder="funding.example.com"
              hint="Host name only: no https:// or path."
            />
            <Field
              label="Referral code"
              value={values.referral_code}
              onChange={(e) => set('referral_code')(e.target.value)}
              error={errors.referral_code}
              hint="Letters and digits; visitors of /ref/CODE see this brand."
            />
            <TextareaField
              className="sm:col-span-2"
              label="Postal address"
              rows={3}
              value={values.postal_address}
              onChange={(e) => set('postal_address')(e.target.value)}
              error={errors.postal_address}
              maxLength={300}
              hint="Printed in the footer of every campaign e-mail this brand's people receive (anti-spam laws ask for one)."
            />
          </div>
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold text-slate-900">Colours</legend>
            <ColourField
              label="Primary colour"
              value={values.primary_color}
              onChange={set('primary_color')}
              error={errors.primary_color}
            />
            <ColourField
              label="Secondary colour"
              value={values.secondary_color}
              onChange={set('secondary_color')}
              error={errors.secondary_color}
            />
            <ColourField
              label="Accent colour"
              value={values.accent_color}
              onChange={set('accent_color')}
              error={errors.accent_color}
            />
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save brand'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setValues(toForm(brand));
                setErrors({});
              }}
            >
              Reset
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** A `#rrggbb` text input with a colour picker and its contrast against white text. */
function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  const ratio = valid ? contrastRatio(value, '#ffffff') : null;
  const passes = ratio !== null && ratio >= AA_NORMAL_TEXT;
  const noun = label.replace(/ colour$/, '').toLowerCase();
  return (
    <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,16rem)_auto_minmax(0,1fr)]">
      <Field
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        placeholder="#4f46e5"
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
      />
      <div className="sm:pt-7">
        <input
          type="color"
          aria-label={`Colour picker for ${noun}`}
          value={valid ? value.toLowerCase() : '#6b7280'}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
      </div>
      <div className="sm:pt-7">
        {ratio === null ? (
          <p className="text-sm text-slate-600">Enter #rrggbb to check contrast.</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {/* A sample, not text: drawn as generated content, since it may show a failing contrast on purpose. */}
            <span
              className="rounded-md px-2.5 py-1.5 text-sm font-medium text-white before:content-['Aa']"
              style={{ background: value }}
              aria-hidden="true"
            />
            <span className="text-slate-700">
              White text: <span className="font-semibold tabular-nums">{formatRatio(ratio)}</span>
            </span>
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                passes ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
              )}
            >
              {passes ? (
                <CircleCheck className="size-3.5" aria-hidden="true" />
              ) : (
                <CircleX className="size-3.5" aria-hidden="true" />
              )}
              {passes ? 'Passes WCAG AA' : 'Fails WCAG AA (needs 4.5:1)'}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif';

function LogosCard({ brand }: { brand: Brand }) {
  return (
    <Card>
      <CardHeader
        title="Logos"
        description="PNG, JPG, WebP or GIF, up to 1 MB. The white logo shows on dark backgrounds."
      />
      <CardBody className="grid gap-6 md:grid-cols-2">
        <LogoSlot brand={brand} variant="white" />
        <LogoSlot brand={brand} variant="black" />
      </CardBody>
    </Card>
  );
}

function LogoSlot({ brand, variant }: { brand: Brand; variant: LogoVariant }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const dialogs = useDialogs();
  const [error, setError] = useState<string | null>(null);
  const url = variant === 'white' ? brand.logo_white_url : brand.logo_black_url;
  const title = variant === 'white' ? 'White logo' : 'Black logo';

  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ id: brand.id, variant, file });
      toast.success(`${title} updated`);
    } catch (err) {
      setError(errorMessage(err, 'Could not upload the logo'));
    }
  };

  const onRemove = async () => {
    const ok = await dialogs.confirm({
      title: `Remove the ${title.toLowerCase()}?`,
      message: `${brand.name} will show its name instead until a new logo is uploaded.`,
      variant: 'danger',
      confirmLabel: 'Remove logo',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: brand.id, variant });
      toast.success(`${title} removed`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not remove the logo'));
    }
  };

  return (
    <div className="min-w-0 space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div
        className={cn(
          'flex h-24 items-center justify-center rounded-xl p-4 ring-1',
          variant === 'white' ? 'bg-slate-900 ring-slate-900' : 'bg-white ring-slate-200',
        )}
      >
        {url ? (
          <img src={url} alt={`${title} of ${brand.name}`} className="max-h-16 max-w-full object-contain" />
        ) : (
          <span
            className={cn(
              'flex items-center gap-2 text-sm',
              variant === 'white' ? 'text-slate-300' : 'text-slate-600',
            )}
          >
            <ImageOff className="size-4" aria-hidden="true" /> No logo
          </span>
        )}
      </div>
      <FileDropZone
        label={url ? `Replace ${title.toLowerCase()}` : `Upload ${title.toLowerCase()}`}
        accept={LOGO_ACCEPT}
        maxSize={LOGO_MAX_BYTES}
        disabled={upload.isPending}
        onFilesAdded={onFiles}
        error={error}
      />
      {url ? (
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={remove.isPending}>
          <Trash2 className="size-4" aria-hidden="true" /> Remove {title.toLowerCase()}
        </Button>
      ) : null}
      {upload.isPending ? <Callout tone="info">Uploading…</Callout> : null}
    </div>
  );
}
