import { DOC_BODY_MAX, DOC_TITLE_MAX, type DocPage } from '@fundpath/contracts/project-docs';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf, isApiError, refusalMessage } from '@/lib/api-client';
import { useSaveDocPage } from '../../api/project-docs';
import { Markdown } from './markdown';

/**
 * Edits a page. The save carries the revision the editor opened; when someone saved in between,
 * the server refuses (409) and the editor keeps the text so nothing typed is lost.
 */
export function DocEditor({
  page,
  onDone,
  onReload,
}: {
  page: DocPage;
  onDone: () => void;
  /** Drops the edits and opens the newest revision. */
  onReload: () => void;
}) {
  const dialogs = useDialogs();
  const save = useSaveDocPage();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [base] = useState(page.revision);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const dirty = title !== page.title || body !== page.body;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setErrors({ title: 'Give the page a title' });
    setErrors({});
    save.mutate(
      { id: page.id, title: title.trim(), body, base_revision: base },
      {
        onSuccess: (saved) => {
          toast.success(`Saved as revision ${saved!.revision}`);
          onDone();
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'CONFLICT') return setConflict(err.message);
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The page could not be saved'));
        },
      },
    );
  };

  const cancel = async () => {
    if (
      dirty &&
      !(await dialogs.confirm({
        title: 'Discard your changes?',
        message: 'What you typed since opening the editor will be lost.',
        confirmLabel: 'Discard changes',
        variant: 'danger',
      }))
    )
      return;
    onDone();
  };

  const reload = async () => {
    const ok = await dialogs.confirm({
      title: 'Load the latest version?',
      message: 'Your edits in this editor will be replaced. Copy anything you want to keep first.',
      confirmLabel: 'Load latest',
      variant: 'warning',
    });
    if (ok) onReload();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${page.title}`} className="space-y-4">
      {conflict ? (
        <Callout tone="error" title="Not saved: this page changed while you were editing">
          <p>{conflict}</p>
          <Button type="button" size="sm" variant="secondary" className="mt-2" onClick={() => void reload()}>
            Load the latest version
          </Button>
        </Callout>
      ) : null}
      <Field
        label="Title"
        value={title}
        maxLength={DOC_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        required
      />
      <Tabs defaultValue="write">
        <TabsList aria-label="Editor">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" className="pt-4">
          <TextareaField
            label="Text (Markdown)"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={18}
            maxLength={DOC_BODY_MAX}
            error={errors.body}
            hint="# Heading, **bold**, *italic*, - lists, 1. numbered, > quote, `code`, [link](https://…), | tables |"
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
          />
        </TabsContent>
        <TabsContent value="preview" className="pt-4">
          {body.trim() ? (
            <Markdown source={body} className="rounded-xl border border-slate-200 p-4" />
          ) : (
            <p className="text-sm text-slate-600">Nothing to preview yet.</p>
          )}
        </TabsContent>
      </Tabs>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="mr-auto text-xs text-slate-600">Editing revision {base}</p>
        <Button type="button" variant="ghost" onClick={() => void cancel()} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || Boolean(conflict)}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
