import {
  MAX_SECTIONS,
  type PageContent,
  type PageContext,
  type PageEditorResponse,
  type PageKind,
  type PageSection,
  type PageSectionType,
  pageContentSchema,
} from '@fundpath/contracts/pages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, History, LayoutTemplate, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import {
  pageEditorQuery,
  useBrands,
  usePageEditor,
  usePublishPage,
  useRestoreVersion,
  useSaveDraft,
} from '../../api/brand';
import { type DraftSection, newSection, SECTION_LABELS, SectionFields } from './section-fields';

const CONTEXT_OPTIONS: Array<{ value: PageContext; label: string }> = [
  { value: 'default', label: 'Every domain (default)' },
  { value: 'ecommerce', label: 'Storefront domains' },
  { value: 'travel', label: 'Travel domains' },
  { value: 'manila', label: 'Manila domains' },
];

/** Spec §2 /preview/design-1…4, in that order. */
const DESIGN_OPTIONS = [
  { value: '', label: "The domain's own design" },
  { value: 'default', label: 'Design 1 · Funding' },
  { value: 'ecommerce', label: 'Design 2 · Storefront' },
  { value: 'travel', label: 'Design 3 · Travel' },
  { value: 'manila', label: 'Design 4 · Manila' },
];

type Draft = { design: PageContent['design']; sections: DraftSection[] };

export interface PageEditorProps {
  page: PageKind;
  /** Section types this page offers (the login page shows a headline, text and bullet points). */
  sectionTypes: readonly PageSectionType[];
  /** The public page's own section components, passed in by the route (features don't import each other). */
  renderPreview: (sections: readonly PageSection[], design: PageContent['design']) => ReactNode;
  /** Landing pages are kept per domain context and choose a design; the login page has one. */
  withContexts?: boolean;
}

/** `/admin/landing-page-editor` and `/admin/login-page-editor`: brand and context pickers around the editor. */
export function PageEditor(props: PageEditorProps) {
  const brands = useBrands();
  const [brandId, setBrandId] = useState<string | null>(null);
  const [context, setContext] = useState<PageContext>('default');
  const list = brands.data ?? [];
  const brand = list.find((b) => b.id === brandId) ?? list.find((b) => b.is_default) ?? list[0] ?? null;
  const editor = usePageEditor(brand?.id ?? null, props.page, context);

  if (brands.isError)
    return (
      <Callout tone="error" title="Could not load the brands">
        {errorMessage(brands.error)}{' '}
        <Button size="sm" variant="link" onClick={() => void brands.refetch()}>
          Try again
        </Button>
      </Callout>
    );
  if (brands.isPending) return <Spinner message="Loading the editor…" />;
  if (!brand)
    return (
      <EmptyState
        icon={LayoutTemplate}
        title="No brands yet"
        description="Add a brand on the Brand screen first."
      />
    );

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        {list.length > 1 ? (
          <NativeSelect
            label="Brand"
            value={brand.id}
            onChange={setBrandId}
            options={list.map((b) => ({ value: b.id, label: b.name }))}
          />
        ) : null}
        {props.withContexts ? (
          <NativeSelect
            label="Domain context"
            value={context}
            onChange={(v) => setContext(v as PageContext)}
            options={CONTEXT_OPTIONS}
            hint="Visitors see their domain's page, else the default one."
          />
        ) : null}
      </div>
      {editor.isError ? (
        <Callout tone="error" title="Could not load the page">
          {errorMessage(editor.error)}{' '}
          <Button size="sm" variant="link" onClick={() => void editor.refetch()}>
            Try again
          </Button>
        </Callout>
      ) : !editor.data ? (
        <Spinner message="Loading the page…" />
      ) : (
        <EditorBody key={`${brand.id}:${context}`} {...props} data={editor.data} />
      )}
    </div>
  );
}

function EditorBody({
  page,
  sectionTypes,
  renderPreview,
  withContexts,
  data,
}: PageEditorProps & { data: PageEditorResponse }) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...data.draft }));
  /** The stored draft this editor started from: a save over a newer one is refused (409). */
  const [base, setBase] = useState<string | null>(data.draft_updated_at);
  const qc = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [addType, setAddType] = useState<PageSectionType>(sectionTypes[0]!);
  const save = useSaveDraft();
  const publish = usePublishPage();
  const restore = useRestoreVersion();
  const dialogs = useDialogs();
  const target = { brandId: data.brand_id, page, context: data.context };
  const busy = save.isPending || publish.isPending || restore.isPending;

  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
  };
  const setSection = (i: number, section: DraftSection) =>
    change({ ...draft, sections: draft.sections.map((s, n) => (n === i ? section : s)) });
  const move = (i: number, by: -1 | 1) => {
    const sections = [...draft.sections];
    const [s] = sections.splice(i, 1);
    sections.splice(i + by, 0, s!);
    change({ ...draft, sections });
  };
  const removeSection = async (i: number) => {
    const s = draft.sections[i]!;
    const ok = await dialogs.confirm({
      title: `Remove the ${SECTION_LABELS[s.type]} section?`,
      message: 'Its text is gone from the draft; published versions keep it.',
      variant: 'danger',
      confirmLabel: 'Remove section',
    });
    if (ok) change({ ...draft, sections: draft.sections.filter((_, n) => n !== i) });
  };
  const addSection = () => {
    const taken = new Set(draft.sections.map((s) => s.id));
    change({ ...draft, sections: [...draft.sections, newSection(addType, taken)] });
  };

  /** Checked by the contract before sending; the server's 400 details land on the same fields. */
  const checked = (): PageContent | null => {
    const parsed = pageContentSchema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(issuesToFieldErrors(parsed.error.issues));
    toast.error('Some fields need attention');
    return null;
  };
  const run = async (mutation: typeof save | typeof publish, done: string) => {
    const content = checked();
    if (!content) return;
    try {
      const { data: next } = await mutation.mutateAsync({
        target,
        vars: { content, base_updated_at: base },
      });
      setDraft({ ...next.draft });
      setBase(next.draft_updated_at);
      setDirty(false);
      toast.success(done);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        const load = await dialogs.confirm({
          title: 'This page changed since you opened it',
          message: `${err.message} Your edits stay here until you load the latest version.`,
          confirmLabel: 'Load the latest version',
          variant: 'warning',
        });
        if (load) {
          const fresh = await qc.fetchQuery({
            ...pageEditorQuery(target.brandId, page, target.context),
            staleTime: 0,
          });
          setDraft({ ...fresh.draft });
          setBase(fresh.draft_updated_at);
          setDirty(false);
        }
        return;
      }
      const fields = issuesToFieldErrors(err, 'content.');
      setErrors(fields);
      toast.error(errorMessage(err, 'Could not save the page'));
    }
  };
  const onRestore = async (version: number) => {
    const ok = await dialogs.confirm({
      title: `Restore version ${version} into the draft?`,
      message: dirty
        ? 'Your unsaved changes are replaced. Visitors keep seeing the published page until you publish.'
        : 'The draft is replaced. Visitors keep seeing the published page until you publish.',
      variant: 'warning',
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    try {
      const { data: next } = await restore.mutateAsync({ target, vars: version });
      setDraft({ ...next.draft });
      setBase(next.draft_updated_at);
      setErrors({});
      setDirty(false);
      toast.success(`Version ${version} is in the draft`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not restore the version'));
    }
  };

  const sectionError = (i: number) => (path: string) => errors[`sections.${i}.${path}`];
  const status = dirty
    ? { tone: 'warning' as const, text: 'Unsaved changes' }
    : data.has_unpublished_changes
      ? { tone: 'info' as const, text: 'Draft not published yet' }
      : data.published_version !== null
        ? { tone: 'success' as const, text: `Published · version ${data.published_version}` }
        : { tone: 'neutral' as const, text: 'Nothing published' };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-5">
        <Card>
          <CardHeader
            title="Content"
            description={`${draft.sections.length} of ${MAX_SECTIONS} sections`}
            action={<Badge tone={status.tone}>{status.text}</Badge>}
          />
          <CardBody className="space-y-4">
            {withContexts ? (
              <NativeSelect
                label="Design"
                value={draft.design ?? ''}
                onChange={(v) => change({ ...draft, design: v === '' ? null : (v as Draft['design']) })}
                options={DESIGN_OPTIONS}
                hint="The header, footer and colours around the sections (see /preview/design-1 to 4)."
              />
            ) : null}
            {errors.sections ? <Callout tone="error">{errors.sections}</Callout> : null}
            {draft.sections.length === 0 ? (
              <EmptyState
                variant="compact"
                titleAs="p"
                title="No sections"
                description="Visitors see the built-in page until sections are published."
              />
            ) : (
              <ol className="space-y-4" aria-label="Sections">
                {draft.sections.map((s, i) => {
                  const name = `${SECTION_LABELS[s.type]} section ${i + 1}`;
                  return (
                    <li key={s.id}>
                      <section aria-label={name} className="rounded-2xl border border-slate-200 bg-white">
                        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
                          <h3 className="text-sm font-semibold text-slate-900">
                            {i + 1}. {SECTION_LABELS[s.type]}
                          </h3>
                          <div className="flex gap-1">
                            <Button
                              type="button"
                              size="icon"
                              variant="ghost"
                              aria-label={`Move ${name} up`}
                              disabled={i === 0}
                              onClick={() => move(i, -1)}
                            >
                              <ArrowUp className="size-4" aria-hidden="true" />
                            </Button>
                            <Button
                              type="button"
                              size="icon"
                              variant="ghost"
                              aria-label={`Move ${name} down`}
                              disabled={i === draft.sections.length - 1}
                              onClick={() => move(i, 1)}
                            >
                              <ArrowDown className="size-4" aria-hidden="true" />
                            </Button>
                            <Button
                              type="button"
                              size="icon"
                              variant="ghost"
                              aria-label={`Remove ${name}`}
                              onClick={() => void removeSection(i)}
                            >
                              <Trash2 className="size-4" aria-hidden="true" />
                            </Button>
                          </div>
                        </div>
                        <div className="p-4">
                          <SectionFields
                            section={s}
                            onChange={(next) => setSection(i, next)}
                            errorOf={sectionError(i)}
                          />
                        </div>
                      </section>
                    </li>
                  );
                })}
              </ol>
            )}
            {draft.sections.length < MAX_SECTIONS ? (
              <div className="flex flex-wrap items-end gap-3">
                <NativeSelect
                  label="Section type"
                  className="min-w-48"
                  value={addType}
                  onChange={(v) => setAddType(v as PageSectionType)}
                  options={sectionTypes.map((t) => ({ value: t, label: SECTION_LABELS[t] }))}
                />
                <Button type="button" variant="secondary" onClick={addSection}>
                  <Plus className="size-4" aria-hidden="true" /> Add section
                </Button>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => void run(save, 'Draft saved')}
              >
                Save draft
              </Button>
              <Button type="button" disabled={busy} onClick={() => void run(publish, 'Published')}>
                Publish
              </Button>
            </div>
          </CardBody>
        </Card>
        <VersionHistory data={data} onRestore={onRestore} disabled={busy} />
      </div>
      <div className="min-w-0">
        <div className="xl:sticky xl:top-20">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Preview</h2>
          <div className="max-h-[80vh] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
            {draft.sections.length > 0 ? (
              renderPreview(draft.sections, draft.design)
            ) : (
              <p className="p-6 text-sm text-slate-600">Add a section to see it here.</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function VersionHistory({
  data,
  onRestore,
  disabled,
}: {
  data: PageEditorResponse;
  onRestore: (version: number) => void;
  disabled: boolean;
}) {
  return (
    <Card>
      <CardHeader title="Version history" icon={<History className="size-4" aria-hidden="true" />} />
      <CardBody>
        {data.versions.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing published yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.versions.map((v) => (
              <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">Version {v.version}</span>
                  {v.version === data.published_version ? (
                    <Badge tone="success" className="ml-2">
                      Live
                    </Badge>
                  ) : null}
                  <span className="block text-slate-600">
                    {formatDateTime(v.published_at)}
                    {v.published_by_name ? ` · ${v.published_by_name}` : ''} · {v.section_count} sections
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => onRestore(v.version)}
                  aria-label={`Restore version ${v.version}`}
                >
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
