import { Fragment, type ReactNode } from 'react';

/** `**bold**` inside a line, rendered without HTML injection. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static split of one string
      <strong key={i} className="font-semibold">
        {part.slice(2, -2)}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: static split of one string
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

const BULLET = /^\s*(?:[-*•]\s+)/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/**
 * The coach's light formatting: paragraphs, `-`/`•` bullets, `1.` lists and `**bold**`.
 * Plain text in, React nodes out; nothing is parsed as HTML.
 */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n').filter((l) => l.trim() !== '');
        const bullets = lines.length > 0 && lines.every((l) => BULLET.test(l));
        const numbered = lines.length > 0 && lines.every((l) => NUMBERED.test(l));
        if (bullets || numbered) {
          const List = numbered ? 'ol' : 'ul';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable string
            <List key={b} className={numbered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}>
              {lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one immutable string
                <li key={i}>{inline(l.replace(numbered ? NUMBERED : BULLET, ''))}</li>
              ))}
            </List>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable string
          <p key={b} className="whitespace-pre-wrap">
            {lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one immutable string
              <Fragment key={i}>
                {i > 0 ? '\n' : null}
                {inline(l)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
