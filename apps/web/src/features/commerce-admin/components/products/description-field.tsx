import { lazy, Suspense, useId } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The editor and ProseMirror load with the product editor, never with the list. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** "Description": the rich-text editor with its label, hint and error. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-medium text-slate-800">
        Description
      </p>
      <Suspense
        fallback={
          <div className="flex min-h-48 items-center justify-center rounded-lg ring-1 ring-slate-300 ring-inset">
            <Spinner size="sm" message="Loading the editor" />
          </div>
        }
      >
        <RichTextEditor
          value={value}
          onChange={onChange}
          labelId={labelId}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          invalid={Boolean(error)}
        />
      </Suspense>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        Headings, lists, quotes and links; pasted styles are dropped.
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
