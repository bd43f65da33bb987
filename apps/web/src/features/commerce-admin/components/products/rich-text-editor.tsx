import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect } from 'react';
import { useDialogs } from '@/components/ui/dialogs';
import { cn } from '@/lib/cn';

/*
 * Tiptap (ProseMirror) is ~100 kB: this file is loaded only when the product editor opens
 * (`lazy()` in description-field.tsx). The server keeps only its allow-list of tags.
 */

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const dialogs = useDialogs();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-description min-h-40 px-3.5 py-2.5 text-sm text-slate-900 focus:outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value loaded after mount (the product arrives) replaces the document once.
  useEffect(() => {
    // Tiptap may hand out an instance it has already destroyed while it swaps in a new one.
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const e = current && !current.isDestroyed ? current : null;
      return {
        bold: e?.isActive('bold') ?? false,
        italic: e?.isActive('italic') ?? false,
        heading: e?.isActive('heading', { level: 2 }) ?? false,
        bullet: e?.isActive('bulletList') ?? false,
        ordered: e?.isActive('orderedList') ?? false,
        quote: e?.isActive('blockquote') ?? false,
        link: e?.isActive('link') ?? false,
        canUndo: e?.can().undo() ?? false,
        canRedo: e?.can().redo() ?? false,
      };
    },
  });

  const setLink = async () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = await dialogs.prompt({
      title: 'Add a link',
      label: 'Web address',
      placeholder: 'https://example.com',
      inputType: 'url',
      submitLabel: 'Add link',
      validate: (v) => (/^(https?:\/\/|mailto:)/i.test(v) ? null : 'Start with https:// or mailto:'),
    });
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const tools: Array<{
    label: string;
    icon: LucideIcon;
    active?: boolean;
    disabled?: boolean;
    run: () => void;
  }> = editor
    ? [
        {
          label: 'Bold',
          icon: Bold,
          active: state?.bold,
          run: () => editor.chain().focus().toggleBold().run(),
        },
        {
          label: 'Italic',
          icon: Italic,
          active: state?.italic,
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          label: 'Heading',
          icon: Heading2,
          active: state?.heading,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          label: 'Bulleted list',
          icon: List,
          active: state?.bullet,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          label: 'Numbered list',
          icon: ListOrdered,
          active: state?.ordered,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          label: 'Quote',
          icon: Quote,
          active: state?.quote,
          run: () => editor.chain().focus().toggleBlockquote().run(),
        },
        { label: 'Link', icon: Link2, active: state?.link, run: () => void setLink() },
        {
          label: 'Undo',
          icon: Undo2,
          disabled: !state?.canUndo,
          run: () => editor.chain().focus().undo().run(),
        },
        {
          label: 'Redo',
          icon: Redo2,
          disabled: !state?.canRedo,
          run: () => editor.chain().focus().redo().run(),
        },
      ]
    : [];

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-inset focus-within:ring-2',
        invalid ? 'ring-red-400 focus-within:ring-red-500' : 'ring-slate-300 focus-within:ring-brand',
      )}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1"
      >
        {tools.map(({ label, icon: Icon, active, disabled, run }) => (
          <button
            key={label}
            type="button"
            title={label}
            aria-label={label}
            aria-pressed={active === undefined ? undefined : active}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
            className={cn(
              'rounded-md p-1.5 text-slate-600 transition hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40',
              active && 'bg-white text-slate-900 shadow-xs ring-1 ring-slate-200',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
