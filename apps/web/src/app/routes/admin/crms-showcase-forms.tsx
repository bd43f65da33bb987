import { ArrowLeft, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TextareaField } from '@/components/ui/textarea';
import { stageLabels } from './showcase/sample-data';

const stageOptions = Object.entries(stageLabels).map(([value, label]) => ({ value, label }));
const useOfFunds = [
  { value: 'working_capital', label: 'Working capital' },
  { value: 'equipment', label: 'Equipment' },
  { value: 'expansion', label: 'Expansion' },
  { value: 'payroll', label: 'Payroll' },
];
const TODAY = '2025-06-01';

interface FormValues {
  business: string;
  email: string;
  stage: string;
  use: string;
  fundingDate: string;
  notes: string;
}
type Errors = Partial<Record<keyof FormValues, string>>;

function validate(v: FormValues): Errors {
  const errors: Errors = {};
  if (!v.business.trim()) errors.business = 'Business name is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) errors.email = 'Enter a valid email address';
  if (!v.stage) errors.stage = 'Choose a stage';
  if (!v.use) errors.use = 'Choose how the funds will be used';
  if (!v.fundingDate) errors.fundingDate = 'Pick a target date';
  if (v.notes.length > 0 && v.notes.trim().length < 10)
    errors.notes = 'Add a little more detail (10+ characters)';
  return errors;
}

/** `/crms-showcase/forms` (admin only, spec §2): form patterns from the UI kit, with validation. */
export default function CrmsShowcaseFormsScreen() {
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Living catalogue"
        title="CRM showcase — forms"
        description="Inputs, textarea, select, date picker and file drop zone with progress, composed into the forms the CRM uses. Submit empty to see validation."
        actions={
          <ButtonLink to="/crms-showcase" variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            CRM showcase
          </ButtonLink>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ApplicationForm />
        <div className="space-y-6">
          <DocumentsCard />
          <DisabledCard />
        </div>
      </div>
    </div>
  );
}

function ApplicationForm() {
  const [values, setValues] = useState<FormValues>({
    business: '',
    email: '',
    stage: '',
    use: '',
    fundingDate: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (submitted) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      // The toast library loads on the first save, not with the page.
      void import('sonner').then(({ toast }) =>
        toast.success('Client saved (showcase only, nothing was stored)'),
      );
    }, 800);
  };
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <Card>
      <CardHeader
        title="New client application"
        description="Every control is labelled; errors are announced with their field."
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4">
          {errorCount > 0 ? (
            <Callout
              tone="error"
              title={`Please fix ${errorCount} ${errorCount === 1 ? 'field' : 'fields'}`}
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Business name"
              value={values.business}
              onChange={(e) => set('business', e.target.value)}
              error={errors.business}
              autoComplete="organization"
            />
            <Field
              label="Contact email"
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
              autoComplete="email"
            />
            <Select
              label="Stage"
              value={values.stage}
              onValueChange={(v) => set('stage', v)}
              options={stageOptions}
              placeholder="Choose a stage"
              error={errors.stage}
            />
            <NativeSelect
              label="Primary use of funds"
              value={values.use}
              onChange={(v) => set('use', v)}
              options={useOfFunds}
              placeholder="Select…"
              error={errors.use}
            />
            <DatePicker
              label="Target funding date"
              value={values.fundingDate}
              onChange={(v) => set('fundingDate', v)}
              min={TODAY}
              max="2026-12-31"
              error={errors.fundingDate}
              hint="Any day from June 1, 2025."
            />
            <Field label="Referral code" hint="Optional." placeholder="FP-2025-…" />
          </div>
          <TextareaField
            label="Notes for the funding specialist"
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            error={errors.notes}
            maxLength={1000}
            showCount
            rows={4}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              Save client
            </Button>
          </div>
        </form>
        <div className="mt-6 border-t border-slate-100 pt-4">
          <EditDialog />
        </div>
      </CardBody>
    </Card>
  );
}

/** Simulates uploads: each accepted file climbs to 100%, one in four "fails". */
function DocumentsCard() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const counter = useRef(0);
  useEffect(() => {
    if (!items.some((i) => i.status === 'uploading')) return;
    const timer = setInterval(() => {
      setItems((list) =>
        list.map((item) => {
          if (item.status !== 'uploading') return item;
          const progress = Math.min(100, (item.progress ?? 0) + 17);
          if (progress < 100) return { ...item, progress };
          return item.id.endsWith('-fail')
            ? { ...item, status: 'error', error: 'Upload failed' }
            : { ...item, progress, status: 'done' };
        }),
      );
    }, 350);
    return () => clearInterval(timer);
  }, [items]);

  return (
    <Card>
      <CardHeader title="Documents" description="PDF or images, up to 5 MB each." />
      <CardBody>
        <FileDropZone
          label="Upload documents"
          accept=".pdf,image/*"
          maxSize={5 * 1024 * 1024}
          multiple
          maxFiles={5}
          items={items}
          onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
          onFilesAdded={(files) =>
            setItems((list) => [
              ...list,
              ...files.map((f) => {
                counter.current += 1;
                return {
                  id: `${counter.current}${counter.current % 4 === 0 ? '-fail' : ''}`,
                  name: f.name,
                  size: f.size,
                  status: 'uploading' as const,
                  progress: 0,
                };
              }),
            ])
          }
        />
      </CardBody>
    </Card>
  );
}

function DisabledCard() {
  return (
    <Card>
      <CardHeader title="Read-only record" description="Disabled controls keep their labels and values." />
      <CardBody className="space-y-4">
        <Field label="Business name" value="Reyes Landscaping LLC" disabled readOnly />
        <Select label="Stage" value="funded" onValueChange={() => {}} options={stageOptions} disabled />
        <DatePicker label="Funded on" value="2025-03-14" onChange={() => {}} disabled />
        <TextareaField
          label="Closing note"
          value="Funded at $85,000 across two lenders."
          disabled
          readOnly
          rows={2}
        />
        <FileDropZone label="Upload documents" disabled onFilesAdded={() => {}} />
      </CardBody>
    </Card>
  );
}

function EditDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Dana Reyes');
  const [stage, setStage] = useState('onboarding');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        leftIcon={<Pencil className="size-4" aria-hidden="true" />}
      >
        Edit in a dialog
      </Button>
      <DialogContent
        title="Edit client"
        description="A form inside the kit dialog: Enter submits, Escape cancels."
      >
        <form
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) {
              setError('Name is required');
              return;
            }
            setOpen(false);
            const saved = name.trim();
            void import('sonner').then(({ toast }) => toast.success(`Saved ${saved} (showcase only)`));
          }}
        >
          <DialogBody className="space-y-4">
            <Field
              label="Client name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              error={error}
            />
            <Select label="Stage" value={stage} onValueChange={setStage} options={stageOptions} />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
