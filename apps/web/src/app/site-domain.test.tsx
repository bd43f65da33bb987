import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { mountSiteDomain } from './site-domain';

const published = (slug: string, title: string) => ({
  status: 'success',
  site: {
    slug: 'jordan',
    design: 'default',
    title: 'Jordan Coaching',
    description: null,
    og_image: null,
    version: 1,
    domain: 'jordan.example',
    coach: {
      id: 'b',
      company_name: 'FundPath',
      logo_url: null,
      brand_primary_color: '#0e7490',
      brand_secondary_color: '#1e293b',
    },
    nav: [
      { slug: 'home', title: 'Home', kind: 'home' },
      { slug: 'about', title: 'About', kind: 'about' },
    ],
  },
  page: {
    slug,
    kind: slug === 'home' ? 'home' : 'about',
    title,
    sections: [{ id: 'text-1', type: 'text', body: `${title} text` }],
  },
  products: [],
});

let root: HTMLElement | null = null;
afterEach(() => {
  root?.remove();
  window.history.replaceState(null, '', '/');
});

describe("a coach's site on its own domain", () => {
  it('renders the page of the path, with links that stay on the domain', async () => {
    const api = mockApi({
      'GET /api/sites/jordan/published': (req) => ({
        body:
          req.url.searchParams.get('page') === 'about'
            ? published('about', 'About')
            : published('home', 'Home'),
      }),
    });
    window.history.replaceState(null, '', '/about');
    root = document.createElement('div');
    document.body.append(root);
    await act(async () => mountSiteDomain(root!, 'jordan'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('About text')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(api.callsTo('GET /api/sites/jordan/published')[0]!.url.searchParams.get('page')).toBe('about');
  });
});
