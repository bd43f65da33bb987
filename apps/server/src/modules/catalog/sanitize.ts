/**
 * Product descriptions are rich text from the owner's editor (or a CSV); the storefront renders
 * them as HTML, so only this allow-list survives: no scripts, styles, event handlers, images or
 * iframes, and links only to http(s) and mailto, always with rel="noopener".
 */
import sanitizeHtml from 'sanitize-html';

/** Absolute http(s) and mailto links only (the scheme filter below applies the same rule). */
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Editors' synonyms: keep the meaning under the allowed tag.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: SAFE_HREF.test(attribs.href ?? '') ? { href: attribs.href!, rel: 'noopener' } : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** The description as stored and served: allow-listed HTML, trimmed. */
export function sanitizeDescription(html: string): string {
  // Control characters other than tab and line breaks never belong in text.
  const clean = html.replace(/(?![\t\n\r])\p{Cc}/gu, '');
  return sanitizeHtml(clean, OPTIONS).trim();
}
