import { describe, expect, it } from 'vitest';
import { postImageSvg, textOn, wrapLines } from './post-image';
import { characterCount } from './post-templates';

const spec = {
  size: 'og' as const,
  headline: 'Is your <business> funding-ready?',
  subline: 'Find out & get "ready".',
  name: 'Jordan Client',
  business: 'Jordan Funding',
  url: 'https://fund.example/go/ABC2345',
  primary: '#1d4ed8',
  secondary: '#0f172a',
  logo: null,
};

describe('post images', () => {
  it('draws at the size asked, escapes every text and shows the link without https://', () => {
    const svg = postImageSvg(spec);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('&lt;business&gt;');
    expect(svg).toContain('Find out &amp; get &quot;ready&quot;.');
    expect(svg).not.toContain('<business>');
    expect(svg).toContain('>fund.example/go/ABC2345<');
    expect(postImageSvg({ ...spec, size: 'square' })).toMatch(/width="1080" height="1080"/);
  });

  it('embeds the logo when there is one, else writes the business name', () => {
    expect(postImageSvg(spec)).toContain('>Jordan Funding<');
    const withLogo = postImageSvg({ ...spec, logo: 'data:image/png;base64,AAAA' });
    expect(withLogo).toContain('<image href="data:image/png;base64,AAAA"');
    expect(withLogo).not.toContain('>Jordan Funding<');
  });

  it('wraps long headlines into lines that fit', () => {
    const lines = wrapLines('one two three four five six seven eight nine ten', 100, 600);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(Math.floor(600 / 56));
  });

  it('puts dark text on light colours and white on dark ones', () => {
    expect(textOn('#fde68a')).toBe('#0f172a');
    expect(textOn('#1d4ed8')).toBe('#ffffff');
  });
});

describe('characterCount', () => {
  it('counts a link as 23 on X, and emoji as one character everywhere', () => {
    const text = `Book now 📅 https://example.com/${'x'.repeat(80)}`;
    expect(characterCount('x', text)).toBe('Book now 📅 '.length - 1 + 23);
    expect(characterCount('linkedin', text)).toBe([...text].length);
  });
});
