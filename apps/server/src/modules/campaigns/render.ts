/**
 * Blocks → a responsive e-mail: table layout at most 600 px wide, every style inline (one media
 * query in the head for phones), dark text on white, and a plain-text part. Everything that comes
 * from people (text, names, variables' values, URLs, the brand's address) is escaped; the only
 * markup a text block understands is paragraphs, `**bold**` and `[label](https://…)` links, parsed
 * before variables are filled in, so a value can never add a link or a tag.
 */
import {
  EMAIL_VARIABLE_PATTERN,
  type EmailBlock,
  type EmailVariable,
  isHttpsUrl,
} from '@fundpath/contracts/campaigns';

export type EmailVariables = Partial<Record<EmailVariable, string | number | null | undefined>>;

export interface EmailBrand {
  name: string;
  /** `#rrggbb`; anything else falls back to the platform colour. */
  primary_color?: string | null;
  /** Absolute URL of the header logo (http(s)); no logo: the brand name as text. */
  logo_url?: string | null;
  /** The postal footer (several lines). */
  postal_address?: string | null;
}

export interface RenderLinks {
  /** What the reader follows for the message's link number `index` (a tracking redirect); default the URL. */
  link?: (index: number, url: string) => string;
  /** The open pixel's URL; no pixel without it. */
  pixel?: string | null;
  /** The unsubscribe page; without it the footer says the message is a preview. */
  unsubscribe?: string | null;
}

export interface RenderInput {
  subject: string;
  preheader?: string;
  blocks: readonly EmailBlock[];
  variables?: EmailVariables;
  brand: EmailBrand;
  links?: RenderLinks;
  /** One line under the address, e.g. why the reader gets this mail. */
  footer_note?: string | null;
}

export interface RenderedEmail {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  /** The message's links in order (index = the `link` callback's index). */
  links: string[];
}

const FALLBACK_COLOR = '#2563eb';
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#6b7280';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Control characters out (a value from a database row may hold one); newlines kept where asked. */
const clean = (s: string, keepNewlines = false): string =>
  keepNewlines
    ? s.replace(/\r\n?/g, '\n').replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    : s.replace(/\p{Cc}/gu, ' ');

/** `{{name}}` / `{{name|fallback}}` → the value (unknown names → their fallback or nothing). */
export function fillVariables(s: string, vars: EmailVariables = {}): string {
  return s.replace(EMAIL_VARIABLE_PATTERN, (_m, name: string, fallback?: string) => {
    const v = vars[name as EmailVariable];
    const value = v === null || v === undefined ? '' : String(v).trim();
    return clean(value || (fallback ?? '').trim());
  });
}

type Inline = { kind: 'text'; text: string; bold: boolean } | { kind: 'link'; label: string; url: string };

const LINK = /\[([^\]\n]*)\]\(([^)\s]*)\)/g;

/** One paragraph's inline parts: links (https only: anything else stays text) and bold runs. */
function parseInline(paragraph: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (t: string) => {
    // `**bold**`: an unmatched `**` stays as written.
    const parts = t.split(/(\*\*[^*\n]+?\*\*)/g);
    for (const part of parts) {
      if (!part) continue;
      if (part.length > 4 && part.startsWith('**') && part.endsWith('**'))
        out.push({ kind: 'text', text: part.slice(2, -2), bold: true });
      else out.push({ kind: 'text', text: part, bold: false });
    }
  };
  let last = 0;
  for (const m of paragraph.matchAll(LINK)) {
    const url = m[2]!;
    if (!isHttpsUrl(url)) continue;
    pushText(paragraph.slice(last, m.index));
    out.push({ kind: 'link', label: m[1]! || url, url });
    last = m.index! + m[0].length;
  }
  pushText(paragraph.slice(last));
  return out;
}

const paragraphsOf = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Every link of the blocks in reading order: text links, image links, buttons. */
export function linksOf(blocks: readonly EmailBlock[]): string[] {
  const links: string[] = [];
  for (const b of blocks) {
    if (b.type === 'text') {
      for (const p of paragraphsOf(b.text))
        for (const part of parseInline(p)) if (part.kind === 'link') links.push(part.url);
    } else if (b.type === 'image' && b.link) links.push(b.link);
    else if (b.type === 'button') links.push(b.url);
  }
  return links;
}

const colorOf = (c: string | null | undefined): string =>
  c && /^#[0-9a-f]{6}$/i.test(c)
    ? c.toLowerCase()
    : c && /^#[0-9a-f]{3}$/i.test(c)
      ? c.toLowerCase()
      : FALLBACK_COLOR;

/** White or near-black text on a background, whichever reads better (WCAG relative luminance). */
function textOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111827';
}

const safeHref = (url: string): string => escapeHtml(url);

/** Renders a message: the same blocks and variables give the same HTML and text. */
export function renderEmail(input: RenderInput): RenderedEmail {
  const vars = input.variables ?? {};
  const fill = (s: string) => fillVariables(s, vars);
  const primary = colorOf(input.brand.primary_color);
  const onPrimary = textOn(primary);
  const brandName = clean(input.brand.name || 'FundPath');
  const subject = clean(fill(input.subject)).replace(/\s+/g, ' ').trim().slice(0, 250);
  const preheader = clean(fill(input.preheader ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  const links: string[] = [];
  const linkFor = (url: string) => {
    const index = links.push(url) - 1;
    return input.links?.link ? input.links.link(index, url) : url;
  };

  const html: string[] = [];
  const text: string[] = [];
  for (const block of input.blocks) {
    switch (block.type) {
      case 'text': {
        for (const p of paragraphsOf(block.text)) {
          // Each link gets its number (and tracked URL) once, used by both parts.
          const parts = parseInline(p).map((part) =>
            part.kind === 'link' ? { ...part, href: linkFor(part.url) } : part,
          );
          const h = parts
            .map((part) => {
              if (part.kind === 'link') {
                const href = part.href;
                return `<a href="${safeHref(href)}" style="color:${primary};text-decoration:underline">${escapeHtml(fill(part.label))}</a>`;
              }
              const t = escapeHtml(fill(part.text)).replace(/\n/g, '<br>');
              return part.bold ? `<strong>${t}</strong>` : t;
            })
            .join('');
          const t = parts
            .map((part) => {
              if (part.kind === 'link') {
                const label = fill(part.label);
                // The text part shows the same (tracked) URL as the HTML part.
                return label === part.url ? part.href : `${label} (${part.href})`;
              }
              return fill(part.text);
            })
            .join('');
          html.push(
            `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:1.6;color:${TEXT_COLOR}">${h}</p>`,
          );
          text.push(t);
        }
        break;
      }
      case 'image': {
        if (!isHttpsUrl(block.url)) break;
        const alt = escapeHtml(fill(block.alt));
        const img = `<img src="${safeHref(block.url)}" alt="${alt}" width="536" style="display:block;width:100%;max-width:536px;height:auto;border:0;outline:none;text-decoration:none">`;
        const href = block.link ? linkFor(block.link) : null;
        html.push(
          `<div style="margin:0 0 16px 0">${href ? `<a href="${safeHref(href)}" style="text-decoration:none">${img}</a>` : img}</div>`,
        );
        const altText = fill(block.alt).trim();
        if (altText || href) text.push(`[${altText || 'Image'}]${href ? ` ${href}` : ''}`);
        break;
      }
      case 'button': {
        const href = linkFor(block.url);
        const label = fill(block.label);
        html.push(
          `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0"><tr><td align="center" bgcolor="${primary}" style="border-radius:6px;background:${primary}">` +
            `<a href="${safeHref(href)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.2;color:${onPrimary};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
            '</td></tr></table>',
        );
        text.push(`${label}: ${href}`);
        break;
      }
      case 'divider':
        html.push(
          '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0"><tr><td style="border-top:1px solid #e5e7eb;font-size:0;line-height:0">&nbsp;</td></tr></table>',
        );
        text.push('----------');
        break;
    }
  }

  const address = clean(input.brand.postal_address ?? '', true).trim();
  const unsubscribe = input.links?.unsubscribe ?? null;
  const note = input.footer_note ? clean(input.footer_note) : null;
  const logo =
    input.brand.logo_url && /^https?:\/\//i.test(input.brand.logo_url) ? input.brand.logo_url : null;
  const header = logo
    ? `<img src="${safeHref(logo)}" alt="${escapeHtml(brandName)}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0">`
    : `<span style="font-family:${FONT};font-size:20px;font-weight:700;color:${TEXT_COLOR}">${escapeHtml(brandName)}</span>`;
  const footerLines = [
    `<strong>${escapeHtml(brandName)}</strong>`,
    ...(address ? [escapeHtml(address).replace(/\n/g, '<br>')] : []),
    ...(note ? [escapeHtml(note)] : []),
    unsubscribe
      ? `<a href="${safeHref(unsubscribe)}" style="color:${MUTED_COLOR};text-decoration:underline">Unsubscribe</a> from these e-mails.`
      : 'This is a preview: the sent message has an unsubscribe link here.',
  ];
  // Filler after the preheader keeps mail clients from showing the body's first words next to it.
  const preheaderHtml = preheader
    ? `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">${escapeHtml(preheader)}${'&#847; &zwnj; &nbsp; '.repeat(30)}</div>`
    : '';
  const pixel = input.links?.pixel
    ? `<img src="${safeHref(input.links.pixel)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : '';

  const document = [
    '<!doctype html>',
    '<html lang="en" xmlns="http://www.w3.org/1999/xhtml">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(subject)}</title>`,
    '<style>@media only screen and (max-width:620px){.fp-container{width:100%!important}.fp-body{padding:24px 20px!important}}</style>',
    '</head>',
    `<body style="margin:0;padding:0;background-color:#f3f4f6;color:${TEXT_COLOR}">`,
    preheaderHtml,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" class="fp-container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background-color:#ffffff;border-radius:8px">',
    `<tr><td style="padding:24px 32px;border-bottom:4px solid ${primary}">${header}</td></tr>`,
    `<tr><td class="fp-body" style="padding:32px 32px 16px 32px;font-family:${FONT};font-size:16px;line-height:1.6;color:${TEXT_COLOR}">`,
    html.join('\n'),
    '</td></tr>',
    '</table>',
    '<table role="presentation" class="fp-container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px">',
    `<tr><td style="padding:20px 32px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOR};text-align:center">${footerLines.join('<br>')}</td></tr>`,
    '</table>',
    pixel,
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');

  const textFooter = [
    '--',
    brandName,
    ...(address ? [address] : []),
    ...(note ? [note] : []),
    unsubscribe ? `Unsubscribe: ${unsubscribe}` : '(Preview: the sent message has an unsubscribe link here.)',
  ];
  return {
    subject,
    preheader,
    html: document,
    text: `${text.join('\n\n')}\n\n${textFooter.join('\n')}\n`,
    links,
  };
}
