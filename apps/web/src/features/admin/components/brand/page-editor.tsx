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
import { LayoutTemplate } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BlockPageEditor, type Checked, type EditorState } from '@/components/page-editor/page-editor';
import {
  type DraftSection,
  newSection,
  SECTION_LABELS,
  SectionFields,
} from '@/components/page-editor/section-fields';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import {
  pageEditorQuery,
  useBrands,
  usePageEditor,
  usePublishPage,
  useRestoreVersion,
  useSaveDraft,
} from '../../api/brand';

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

/** Section types the admin editors know (the login page offers a subset through `sectionTypes`). */
const SECTION_LIMIT = MAX_SECTIONS;

const toEditorState = (data: PageEditorResponse): EditorState<Draft> => ({
  draft: { ...data.draft },
  draft_updated_at: data.draft_updated_at,
  has_unpublished_changes: data.has_unpublished_changes,
  published_version: data.published_version,
  versions: data.versions.map((v) => ({
    version: v.version,
    published_at: v.published_at,
    published_by_name: v.published_by_name,
    summary: `${v.section_count} sections`,
  })),
});

/** Checked by the contract before sending; the server's 400 details land on the same fields. */
function check(draft: Draft): Checked<Draft> {
  const parsed = pageContentSchema.safeParse(draft);
  return parsed.success
    ? { ok: true, content: parsed.data }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** The shared block editor (components/page-editor) over one brand's page in one context. */
function EditorBody({
  page,
  sectionTypes,
  renderPreview,
  withContexts,
  data,
}: PageEditorProps & { data: PageEditorResponse }) {
  const qc = useQueryClient();
  const save = useSaveDraft();
  const publish = usePublishPage();
  const restore = useRestoreVersion();
  const target = { brandId: data.brand_id, page, context: data.context };
  const send = (mutation: typeof save | typeof publish) => async (content: Draft, base: string | null) =>
    toEditorState((await mutation.mutateAsync({ target, vars: { content, base_updated_at: base } })).data);

  return (
    <BlockPageEditor<DraftSection, Draft>
      initial={toEditorState(data)}
      sectionTypes={sectionTypes}
      labels={SECTION_LABELS}
      maxSections={SECTION_LIMIT}
      newSection={newSection}
      renderFields={(section, onChange, errorOf) => (
        <SectionFields section={section} onChange={onChange} errorOf={errorOf} />
      )}
      renderSettings={
        withContexts
          ? (draft, change) => (
              <NativeSelect
                label="Design"
                value={draft.design ?? ''}
                onChange={(v) => change({ ...draft, design: v === '' ? null : (v as Draft['design']) })}
                options={DESIGN_OPTIONS}
                hint="The header, footer and colours around the sections (see /preview/design-1 to 4)."
              />
            )
          : undefined
      }
      renderPreview={(draft) => renderPreview(draft.sections, draft.design)}
      check={check}
      onSave={send(save)}
      onPublish={send(publish)}
      onRestore={async (version) =>
        toEditorState((await restore.mutateAsync({ target, vars: version })).data)
      }
      onReload={async () =>
        toEditorState(
          await qc.fetchQuery({ ...pageEditorQuery(target.brandId, page, target.context), staleTime: 0 }),
        )
      }
      emptyDescription="Visitors see the built-in page until sections are published."
    />
  );
}
