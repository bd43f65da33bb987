import { publishedPageResponseSchema } from '@fundpath/contracts/pages';
import { describe, expect, it } from 'vitest';
import { parseSections } from './parse-sections';
import { publishedPageParser } from './published-page';

/** The envelope, then its sections where they are rendered: together, the contract's verdict. */
const parsePage = (data: unknown) => {
  const envelope = publishedPageParser.safeParse(data);
  if (!envelope.success) return envelope;
  const sections = parseSections(envelope.data.sections);
  return sections
    ? { success: true as const, data: { ...envelope.data, sections } }
    : { success: false as const };
};

const sample = {
  status: 'success',
  page: 'landing',
  context: 'default',
  version: 3,
  design: 'travel',
  sections: [
    {
      id: 'hero',
      type: 'hero',
      eyebrow: 'New',
      headline: '  Get fundable  ',
      subheadline: 'Step by step.',
      cta_label: 'Start',
      cta_href: '/login',
    },
    { id: 'f', type: 'features', heading: 'Features', intro: 'Why', items: [{ title: 'A', body: 'B' }] },
    { id: 's', type: 'steps', heading: 'Steps', items: [{ title: 'One', body: 'First' }] },
    { id: 'faq', type: 'faq', heading: 'FAQ', items: [{ question: 'Q?', answer: 'A.' }] },
    {
      id: 'cta',
      type: 'cta',
      title: 'Go',
      body: 'Now',
      button_label: 'Go',
      button_href: 'https://example.com/x',
    },
    {
      id: 't',
      type: 'testimonials',
      heading: 'Said',
      items: [{ quote: 'Great', author: 'Ann', role: 'Owner' }],
    },
  ],
};

/** Variants of a valid sample: every field removed, retyped, nulled, emptied, stretched, plus extras. */
function variants(value: unknown, depth = 0): unknown[] {
  const out: unknown[] = [
    value,
    null,
    [],
    'x',
    1,
    1.5,
    '',
    ' ',
    'a\u0007b',
    'x'.repeat(1001),
    '#anchor',
    '//evil',
    'javascript:x',
  ];
  if (depth > 4) return out;
  if (Array.isArray(value)) {
    out.push(
      [...value, ...value],
      value.slice(1),
      Array.from({ length: 13 }, () => value[0]),
    );
    value.forEach((v, i) => {
      for (const inner of variants(v, depth + 1)) out.push(value.map((x, j) => (i === j ? inner : x)));
    });
    return out;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    out.push({ ...o, extra: 'stripped' });
    for (const key of Object.keys(o)) {
      const { [key]: _dropped, ...rest } = o;
      out.push(rest);
      for (const inner of variants(o[key], depth + 1)) out.push({ ...o, [key]: inner });
    }
  }
  return out;
}

describe('publishedPageParser with parseSections agrees with publishedPageResponseSchema', () => {
  it('same verdict and the same stripped output on every variant', () => {
    const cases = variants(sample);
    expect(cases.length).toBeGreaterThan(500);
    for (const data of cases) {
      const ours = parsePage(data);
      const theirs = publishedPageResponseSchema.safeParse(data);
      expect(ours.success, JSON.stringify(data).slice(0, 300)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
    }
  });

  it('accepts an empty page and rejects an unknown section type', () => {
    const empty = {
      status: 'success',
      page: 'login',
      context: 'travel',
      version: null,
      design: null,
      sections: [],
    };
    expect(parsePage(empty)).toEqual({ success: true, data: empty });
    expect(parsePage({ ...empty, sections: [{ id: 'x', type: 'marquee', text: 'hi' }] }).success).toBe(false);
  });
});
