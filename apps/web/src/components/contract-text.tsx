import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** `**bold**` inside a line; everything else is text (React escapes it: no HTML from templates). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed line
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed line
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * A contract's text as the signer reads it: Markdown shown lightly (headings, bullet lists, bold,
 * paragraphs; the same subset the PDF renders) or plain text as written. The exact string is what
 * the signature's SHA-256 covers; this only lays it out.
 */
export function ContractText({
  format,
  text,
  className,
}: {
  format: 'markdown' | 'text';
  text: string;
  className?: string;
}) {
  if (format === 'text')
    return (
      <div className={cn('text-sm leading-6 break-words whitespace-pre-wrap text-slate-800', className)}>
        {text}
      </div>
    );
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length)
      blocks.push(
        <p key={`p${blocks.length}`} className="break-words">
          {inline(para.join(' '))}
        </p>,
      );
    if (list.length)
      blocks.push(
        <ul key={`l${blocks.length}`} className="list-disc space-y-1 pl-5">
          {list.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed document
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>,
      );
    para = [];
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(raw);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(raw);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const cls =
        level === 1 ? 'text-lg font-semibold' : level === 2 ? 'text-base font-semibold' : 'font-semibold';
      // Headings inside the document are styled, not outline headings of the page.
      blocks.push(
        <p key={`h${blocks.length}`} className={cn('pt-2 text-slate-900', cls)}>
          {inline(heading[2]!)}
        </p>,
      );
    } else if (bullet) {
      if (para.length) {
        const keep = list;
        list = [];
        flush();
        list = keep;
      }
      list.push(bullet[1]!);
    } else if (raw.trim() === '') flush();
    else {
      if (list.length) flush();
      para.push(raw.trim());
    }
  }
  flush();
  return <div className={cn('space-y-3 text-sm leading-6 text-slate-800', className)}>{blocks}</div>;
}
