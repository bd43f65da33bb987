import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './markdown';

describe('safeHref', () => {
  it('keeps http(s), mailto and relative links and refuses every other scheme', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('mailto:team@fundpath.test')).toBe('mailto:team@fundpath.test');
    expect(safeHref('/admin/banks')).toBe('/admin/banks');
    expect(safeHref('#top')).toBe('#top');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'jav\u0000ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ])
      expect(safeHref(bad), bad).toBeNull();
  });
});

describe('Markdown', () => {
  it('renders HTML as text and never creates script, img or iframe elements', () => {
    const { container } = render(
      <Markdown
        source={
          '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **bold** <iframe src="https://x"></iframe>\n\n![pixel](https://tracker.example/p.gif)'
        }
      />,
    );
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('[image: pixel]');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it('drops unsafe links to text and opens external ones in a new tab without an opener', () => {
    const { container } = render(
      <Markdown
        source={'[evil](javascript:alert(1)) and [docs](https://example.com) and [banks](/admin/banks)'}
      />,
    );
    expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
    expect(container.textContent).toContain('evil and docs');
    const external = screen.getByRole('link', { name: 'docs' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'banks' })).not.toHaveAttribute('target');
  });

  it('renders headings below the page title, lists, quotes, code and tables', () => {
    const { container } = render(
      <Markdown
        source={[
          '# Support SLA',
          '## Escalation',
          'Some *emphasis*, `code` and ~~old~~ text.',
          '',
          '- one',
          '- two',
          '',
          '3. third',
          '4. fourth',
          '',
          '> quoted',
          '',
          '```',
          '<b>raw</b>',
          '```',
          '',
          '| priority | first response |',
          '|---|---|',
          '| urgent | 1 hour |',
          '',
          '---',
          'snake_case_name stays',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Support SLA' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByText('emphasis').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByText('old').tagName).toBe('DEL');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(container.querySelector('pre code')?.textContent).toBe('<b>raw</b>');
    expect(screen.getByRole('columnheader', { name: 'priority' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 hour' })).toBeInTheDocument();
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByText('snake_case_name stays')).toBeInTheDocument();
  });
});
