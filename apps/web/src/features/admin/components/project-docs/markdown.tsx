/**
 * A small, safe Markdown renderer for the staff wiki. It builds React elements (never an HTML
 * string), so any HTML in the text shows as text; links keep only http(s), mailto and relative
 * addresses (anything else renders as plain text); images are not loaded (their alt text shows),
 * so a page cannot load a tracking pixel. Supported: headings, paragraphs, bold, italic,
 * strikethrough, inline code, fenced code, block quotes, lists (one level), tables, rules, links.
 */
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The address to link to, or null when it is not an http(s), mailto or relative one. */
export function safeHref(raw: string): string | null {
  // Browsers drop these before reading a scheme (`java\tscript:`), so the check must too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
  const href = raw.trim().replace(/[\u0000-\u0020\u007f]/g, '');
  if (href === '') return null;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return href.startsWith('//') ? null : href; // relative; protocol-relative is external
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? href : null;
}

const isExternal = (href: string) => /^(https?:|mailto:)/i.test(href);

// ---- inline -------------------------------------------------------------------------------------

const PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~>]/;

function renderInline(text: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  let n = 0;
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  const push = (node: ReactNode) => {
    flush();
    out.push(<Fragment key={`${key}-${n++}`}>{node}</Fragment>);
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const rest = text.slice(i);
    if (ch === '\\' && i + 1 < text.length && PUNCTUATION.test(text[i + 1]!)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push(
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">
            {text.slice(i + 1, end)}
          </code>,
        );
        i = end + 1;
        continue;
      }
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      push(<strong className="font-semibold">{renderInline(strong[2]!, `${key}-${n}`)}</strong>);
      i += strong[0].length;
      continue;
    }
    const strike = /^~~(?=\S)([\s\S]*?\S)~~/.exec(rest);
    if (strike) {
      push(<del>{renderInline(strike[1]!, `${key}-${n}`)}</del>);
      i += strike[0].length;
      continue;
    }
    const prev = i > 0 ? text[i - 1]! : ' ';
    const em = /^([*_])(?=\S)([\s\S]*?\S)\1(?![*_\w])/.exec(rest);
    if (em && !(em[1] === '_' && /\w/.test(prev))) {
      push(<em>{renderInline(em[2]!, `${key}-${n}`)}</em>);
      i += em[0].length;
      continue;
    }
    const link = /^(!?)\[([^\]\n]*)\]\(\s*([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"]*")?\s*\)/.exec(rest);
    if (link) {
      const [whole, bang, label, target] = link;
      const href = bang ? null : safeHref(target!);
      if (bang) push(<span className="text-slate-500">[image: {label}]</span>);
      else if (href)
        push(
          <a
            href={href}
            className="font-medium text-brand underline underline-offset-2 hover:no-underline"
            {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
          >
            {renderInline(label!, `${key}-${n}`)}
          </a>,
        );
      else push(renderInline(label!, `${key}-${n}`));
      i += whole.length;
      continue;
    }
    plain += ch;
    i += 1;
  }
  flush();
  return out;
}

// ---- blocks -------------------------------------------------------------------------------------

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

const headingClass: Record<number, string> = {
  3: 'mt-6 text-lg font-semibold text-slate-900 first:mt-0',
  4: 'mt-5 text-base font-semibold text-slate-900 first:mt-0',
  5: 'mt-4 text-sm font-semibold text-slate-900 first:mt-0',
  6: 'mt-4 text-sm font-semibold text-slate-700 first:mt-0',
};

function renderBlocks(lines: string[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let i = 0;
  const k = () => `${key}-${out.length}`;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) body.push(lines[i++]!);
      i += 1;
      out.push(
        <pre key={k()} className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-100">
          <code>{body.join('\n')}</code>
        </pre>,
      );
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page title is the h2; a document's own levels start below it.
      const level = Math.min(6, Math.max(3, heading[1]!.length + 1));
      const Tag = `h${level}` as 'h3';
      out.push(
        <Tag key={k()} className={headingClass[level]}>
          {renderInline(heading[2]!, k())}
        </Tag>,
      );
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      out.push(<hr key={k()} className="my-4 border-slate-200" />);
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      out.push(
        <blockquote key={k()} className="border-l-4 border-slate-300 pl-3 text-slate-700">
          {renderBlocks(body, k())}
        </blockquote>,
      );
      continue;
    }
    if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      const start = ordered ? Number(ORDERED.exec(line)![1]) : 1;
      while (i < lines.length) {
        const current = lines[i]!;
        const m = pattern.exec(current);
        if (m) items.push(ordered ? m[2]! : m[1]!);
        else if (current.trim() !== '' && /^\s+\S/.test(current) && items.length)
          items[items.length - 1] += ` ${current.trim()}`; // a wrapped item continues
        else break;
        i += 1;
      }
      const List = ordered ? 'ol' : 'ul';
      out.push(
        <List
          key={k()}
          start={ordered && start !== 1 ? start : undefined}
          className={cn('space-y-1 pl-6', ordered ? 'list-decimal' : 'list-disc')}
        >
          {items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their place
            <li key={j}>{renderInline(item, `${k()}-${j}`)}</li>
          ))}
        </List>,
      );
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]!)) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== '')
        rows.push(cells(lines[i++]!));
      out.push(
        <div key={k()} className="overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr>
                {head.map((h, j) => (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    key={j}
                    scope="col"
                    className="border-b border-slate-300 px-2 py-1.5 text-left font-semibold text-slate-900"
                  >
                    {renderInline(h, `${k()}-h${j}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={r}>
                  {head.map((_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <td key={j} className="border-b border-slate-100 px-2 py-1.5 align-top">
                      {renderInline(row[j] ?? '', `${k()}-${r}-${j}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    const para: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !HEADING.test(lines[i]!) &&
      !FENCE.test(lines[i]!) &&
      !QUOTE.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !ORDERED.test(lines[i]!) &&
      !RULE.test(lines[i]!)
    )
      para.push(lines[i++]!.trim());
    out.push(<p key={k()}>{renderInline(para.join(' '), k())}</p>);
  }
  return out;
}

/** Renders Markdown text as React elements; see the file comment for what is (not) allowed. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  return (
    <div className={cn('min-w-0 space-y-3 text-sm leading-relaxed break-words text-slate-800', className)}>
      {renderBlocks(lines, 'b')}
    </div>
  );
}
