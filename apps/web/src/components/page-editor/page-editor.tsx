import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { type EditorVersion, VersionHistory } from './version-history';

/*
 * The one block editor (issue 3/8's landing editor, shared since issue 17): an ordered list of
 * typed sections with their fields, move up/down and remove by buttons (keyboard reachable), add
 * a section of a chosen type, a live preview, "Save draft" and "Publish", and the version history
 * with restore. It knows nothing about what it edits: the section types, their fields, the
 * check before sending, the server calls and the preview come in as props. The admin landing and
 * login editors (features/admin) and the coaches' website editor (features/coach-site) use it.
 */

/** What every section has: an id unique in the page and a type. */
export interface EditorSection {
  id: string;
  type: string;
}

export type { EditorVersion };

/** What the server answers after a load, save, publish or restore. */
export interface EditorState<D> {
  draft: D;
  draft_updated_at: string | null;
  has_unpublished_changes: boolean;
  published_version: number | null;
  versions: EditorVersion[];
}

/** The draft, checked: either what to send, or field errors keyed like `sections.0.headline`. */
export type Checked<D> = { ok: true; content: D } | { ok: false; errors: Record<string, string> };

export interface BlockEditorProps<S extends EditorSection, D extends { sections: S[] }> {
  /** The state loaded from the server; remount (a `key`) to start over from another. */
  initial: EditorState<D>;
  /** Section types offered by "Add section", in menu order. */
  sectionTypes: readonly S['type'][];
  labels: Record<S['type'], string>;
  maxSections: number;
  /** A fresh section of a type, with an id none of `taken` has. */
  newSection: (type: S['type'], taken: ReadonlySet<string>) => S;
  /** The fields of one section. */
  renderFields: (
    section: S,
    onChange: (section: S) => void,
    errorOf: (path: string) => string | undefined,
  ) => ReactNode;
  /** Settings above the sections that are part of the draft (the landing's design). */
  renderSettings?: (draft: D, change: (draft: D) => void) => ReactNode;
  /** The public page's own renderers, for the live preview (sections possibly half typed). */
  renderPreview: (draft: D) => ReactNode;
  /** The contract's check before sending. */
  check: (draft: D) => Checked<D>;
  /** The base is the `draft_updated_at` the editor started from: a save over a newer one is a 409. */
  onSave: (content: D, base: string | null) => Promise<EditorState<D>>;
  onPublish: (content: D, base: string | null) => Promise<EditorState<D>>;
  onRestore: (version: number) => Promise<EditorState<D>>;
  /** The latest state, after a 409 ("Load the latest version"). */
  onReload: () => Promise<EditorState<D>>;
  /** Under "No sections". */
  emptyDescription?: string;
  /** What restoring a version does, in the confirm dialog. */
  restoreNote?: string;
  /** Prefix of the server's field paths (`content.sections.0.headline`). */
  serverErrorPrefix?: string;
  /** Beside Save and Publish (e.g. "View live site"). */
  extraActions?: ReactNode;
}

export function BlockPageEditor<S extends EditorSection, D extends { sections: S[] }>(
  props: BlockEditorProps<S, D>,
) {
  const {
    initial,
    sectionTypes,
    labels,
    maxSections,
    renderFields,
    renderPreview,
    renderSettings,
    restoreNote = 'The draft is replaced. Visitors keep seeing the published page until you publish.',
    serverErrorPrefix = 'content.',
  } = props;
  const [state, setState] = useState<EditorState<D>>(initial);
  const [draft, setDraft] = useState<D>(() => ({ ...initial.draft }));
  /** The stored draft this editor started from: a save over a newer one is refused (409). */
  const [base, setBase] = useState<string | null>(initial.draft_updated_at);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [addType, setAddType] = useState<S['type']>(sectionTypes[0]!);
  const dialogs = useDialogs();

  const adopt = (next: EditorState<D>) => {
    setState(next);
    setDraft({ ...next.draft });
    setBase(next.draft_updated_at);
    setDirty(false);
  };
  const change = (next: D) => {
    setDraft(next);
    setDirty(true);
  };
  const setSections = (sections: S[]) => change({ ...draft, sections });
  const setSection = (i: number, section: S) =>
    setSections(draft.sections.map((s, n) => (n === i ? section : s)));
  const move = (i: number, by: -1 | 1) => {
    const sections = [...draft.sections];
    const [s] = sections.splice(i, 1);
    sections.splice(i + by, 0, s!);
    setSections(sections);
  };
  const labelOf = (s: S) => labels[s.type as S['type']];
  const removeSection = async (i: number) => {
    const s = draft.sections[i]!;
    const ok = await dialogs.confirm({
      title: `Remove the ${labelOf(s)} section?`,
      message: 'Its text is gone from the draft; published versions keep it.',
      variant: 'danger',
      confirmLabel: 'Remove section',
    });
    if (ok) setSections(draft.sections.filter((_, n) => n !== i));
  };
  const addSection = () => {
    const taken = new Set(draft.sections.map((s) => s.id));
    setSections([...draft.sections, props.newSection(addType, taken)]);
  };

  const run = async (send: typeof props.onSave, done: string) => {
    const checked = props.check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error('Some fields need attention');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      adopt(await send(checked.content, base));
      toast.success(done);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        const load = await dialogs.confirm({
          title: 'This page changed since you opened it',
          message: `${err.message} Your edits stay here until you load the latest version.`,
          confirmLabel: 'Load the latest version',
          variant: 'warning',
        });
        if (load) adopt(await props.onReload());
        return;
      }
      setErrors(issuesToFieldErrors(err, serverErrorPrefix));
      toast.error(errorMessage(err, 'Could not save the page'));
    } finally {
      setBusy(false);
    }
  };
  const onRestore = async (version: number) => {
    const ok = await dialogs.confirm({
      title: `Restore version ${version} into the draft?`,
      message: dirty ? `Your unsaved changes are replaced. ${restoreNote}` : restoreNote,
      variant: 'warning',
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    setBusy(true);
    try {
      adopt(await props.onRestore(version));
      setErrors({});
      toast.success(`Version ${version} is in the draft`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not restore the version'));
    } finally {
      setBusy(false);
    }
  };

  const sectionError = (i: number) => (path: string) => errors[`sections.${i}.${path}`];
  const status = dirty
    ? { tone: 'warning' as const, text: 'Unsaved changes' }
    : state.has_unpublished_changes
      ? { tone: 'info' as const, text: 'Draft not published yet' }
      : state.published_version !== null
        ? { tone: 'success' as const, text: `Published · version ${state.published_version}` }
        : { tone: 'neutral' as const, text: 'Nothing published' };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-5">
        <Card>
          <CardHeader
            title="Content"
            description={`${draft.sections.length} of ${maxSections} sections`}
            action={<Badge tone={status.tone}>{status.text}</Badge>}
          />
          <CardBody className="space-y-4">
            {renderSettings?.(draft, change)}
            {errors.sections ? <Callout tone="error">{errors.sections}</Callout> : null}
            {draft.sections.length === 0 ? (
              <EmptyState
                variant="compact"
                titleAs="p"
                title="No sections"
                description={props.emptyDescription ?? 'Add a section to start this page.'}
              />
            ) : (
              <ol className="space-y-4" aria-label="Sections">
                {draft.sections.map((s, i) => {
                  const name = `${labelOf(s)} section ${i + 1}`;
                  return (
                    <li key={s.id}>
                      <section aria-label={name} className="rounded-2xl border border-slate-200 bg-white">
                        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
                          <h3 className="text-sm font-semibold text-slate-900">
                            {i + 1}. {labelOf(s)}
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
                          {renderFields(s, (next) => setSection(i, next), sectionError(i))}
                        </div>
                      </section>
                    </li>
                  );
                })}
              </ol>
            )}
            {draft.sections.length < maxSections ? (
              <div className="flex flex-wrap items-end gap-3">
                <NativeSelect
                  label="Section type"
                  className="min-w-48"
                  value={addType}
                  onChange={(v) => setAddType(v as S['type'])}
                  options={sectionTypes.map((t) => ({ value: t, label: labels[t] }))}
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
                onClick={() => void run(props.onSave, 'Draft saved')}
              >
                Save draft
              </Button>
              <Button type="button" disabled={busy} onClick={() => void run(props.onPublish, 'Published')}>
                Publish
              </Button>
              {props.extraActions}
            </div>
          </CardBody>
        </Card>
        <VersionHistory
          versions={state.versions}
          publishedVersion={state.published_version}
          onRestore={(version) => void onRestore(version)}
          disabled={busy}
        />
      </div>
      <div className="min-w-0">
        <div className="xl:sticky xl:top-20">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Preview</h2>
          <div className="max-h-[80vh] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
            {draft.sections.length > 0 ? (
              renderPreview(draft)
            ) : (
              <p className="p-6 text-sm text-slate-600">Add a section to see it here.</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
