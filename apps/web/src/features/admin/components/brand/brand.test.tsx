import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const BRAND_ID = '11111111-1111-4111-8111-111111111111';
const brand = {
  id: BRAND_ID,
  slug: 'fundpath',
  name: 'FundPath',
  domain: null,
  referral_code: 'FUNDPATH',
  logo_white_url: null,
  logo_black_url: null,
  primary_color: '#4f46e5',
  secondary_color: '#1e293b',
  accent_color: '#10b981',
  support_email: 'support@fundpath.test',
  is_default: true,
  updated_at: '2026-11-01T10:00:00.000Z',
};
const brands = { status: 'success', brands: [brand] };

const editor = (headline: string, extra: Record<string, unknown> = {}) => ({
  status: 'success',
  brand_id: BRAND_ID,
  page: 'landing',
  context: 'default',
  draft: {
    design: 'default',
    sections: [
      { id: 'hero', type: 'hero', headline },
      { id: 'faq', type: 'faq', heading: 'Questions', items: [{ question: 'Free?', answer: 'Yes.' }] },
    ],
  },
  draft_updated_at: '2026-11-01T10:00:00.000Z',
  has_unpublished_changes: false,
  published_version: 2,
  versions: [
    { version: 2, published_at: '2026-11-01T10:00:00.000Z', published_by_name: 'Avery', section_count: 2 },
    { version: 1, published_at: '2026-10-01T10:00:00.000Z', published_by_name: 'Avery', section_count: 1 },
  ],
  ...extra,
});

describe('brand screen', () => {
  it('shows the contrast against white text, checks colours before sending and saves', async () => {
    const app = renderApp('/admin/brand', {
      as: 'admin',
      routes: {
        'GET /api/admin/brands': { body: brands },
        [`PATCH /api/admin/brands/${BRAND_ID}`]: (req: MockRequest) => ({
          body: { status: 'success', brand: { ...brand, ...(req.body as object) } },
        }),
      },
    });
    const primary = await screen.findByLabelText('Primary colour', {}, { timeout: 5000 });
    expect(primary).toHaveValue('#4f46e5');
    expect(screen.getByText('6.28:1')).toBeInTheDocument();
    const passing = screen.getAllByText('Passes WCAG AA').length;
    const failing = screen.queryAllByText('Fails WCAG AA (needs 4.5:1)').length;

    await app.userEvent.clear(primary);
    await app.userEvent.type(primary, '#ffee00');
    expect(screen.getAllByText('Passes WCAG AA')).toHaveLength(passing - 1);
    expect(screen.getAllByText('Fails WCAG AA (needs 4.5:1)')).toHaveLength(failing + 1);

    await app.userEvent.clear(primary);
    await app.userEvent.type(primary, 'red');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('Use a colour in the form #rrggbb')).toBeInTheDocument();
    expect(app.api.callsTo(`PATCH /api/admin/brands/${BRAND_ID}`)).toHaveLength(0);

    await app.userEvent.clear(primary);
    await app.userEvent.type(primary, '#0e7490');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(app.api.callsTo(`PATCH /api/admin/brands/${BRAND_ID}`)).toHaveLength(1));
    expect(app.api.callsTo(`PATCH /api/admin/brands/${BRAND_ID}`)[0]!.body).toMatchObject({
      primary_color: '#0e7490',
      name: 'FundPath',
    });
    expect(await screen.findByText('Brand saved')).toBeInTheDocument();
    // The public brand is asked for again, so the new colour applies without a reload.
    await waitFor(() => expect(app.api.callsTo('GET /api/brand/config').length).toBeGreaterThan(1));
  });

  it("shows the server's field error on a taken domain", async () => {
    const app = renderApp('/admin/brand', {
      as: 'admin',
      routes: {
        'GET /api/admin/brands': { body: brands },
        [`PATCH /api/admin/brands/${BRAND_ID}`]: {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'Another brand already uses this domain',
            details: { errors: { domain: 'Another brand already uses this domain' } },
          },
        },
      },
    });
    await app.userEvent.type(
      await screen.findByLabelText('Domain', {}, { timeout: 5000 }),
      'summit.example.com',
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    const domain = screen.getByLabelText('Domain');
    await waitFor(() => expect(domain).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Another brand already uses this domain')).toBeInTheDocument();
  });
});

describe('landing page editor', () => {
  it('edits the hero with a live preview, reorders by buttons and publishes what it shows', async () => {
    const app = renderApp('/admin/landing-page-editor', {
      as: 'admin',
      routes: {
        'GET /api/admin/brands': { body: brands },
        [`GET /api/admin/brands/${BRAND_ID}/pages/landing`]: { body: editor('Get fundable') },
        [`POST /api/admin/brands/${BRAND_ID}/pages/landing/publish`]: (req: MockRequest) => ({
          body: {
            ...editor('x'),
            draft: (req.body as { content: unknown }).content,
            published_version: 3,
          },
        }),
      },
    });
    const headline = await screen.findByLabelText('Headline', {}, { timeout: 5000 });
    expect(headline).toHaveValue('Get fundable');
    // The preview is the public sections' own chunk, loaded on first use.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Get fundable' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    await app.userEvent.clear(headline);
    await app.userEvent.type(headline, 'Funding, coached');
    expect(await screen.findByRole('heading', { level: 2, name: 'Funding, coached' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Move FAQ section 2 up' }));
    const sections = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('heading', {
      level: 3,
    });
    expect(sections.map((h) => h.textContent)).toEqual(['1. FAQ', '2. Hero']);

    await app.userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/admin/brands/${BRAND_ID}/pages/landing/publish`)).toHaveLength(1),
    );
    const sent = app.api.callsTo(`POST /api/admin/brands/${BRAND_ID}/pages/landing/publish`)[0]!;
    expect(sent.url.searchParams.get('context')).toBe('default');
    expect(sent.body).toMatchObject({
      content: {
        design: 'default',
        sections: [{ type: 'faq' }, { type: 'hero', headline: 'Funding, coached' }],
      },
    });
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('refuses an empty headline before sending and restores a version after a confirm', async () => {
    let state = editor('Get fundable');
    const app = renderApp('/admin/landing-page-editor', {
      as: 'admin',
      routes: {
        'GET /api/admin/brands': { body: brands },
        [`GET /api/admin/brands/${BRAND_ID}/pages/landing`]: () => ({ body: state }),
        [`POST /api/admin/brands/${BRAND_ID}/pages/landing/versions/1/restore`]: () => {
          state = editor('The first one', { has_unpublished_changes: true });
          return { body: state };
        },
      },
    });
    const headline = await screen.findByLabelText('Headline', {}, { timeout: 5000 });
    await app.userEvent.clear(headline);
    await app.userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Headline is required')).toBeInTheDocument();
    expect(app.api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await app.userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByLabelText('Headline')).toHaveValue('The first one'));
    expect(screen.getByText('Draft not published yet')).toBeInTheDocument();
  });

  it("a save over someone else's newer draft is refused, and the editor offers the latest version", async () => {
    let state = editor('Mine');
    const app = renderApp('/admin/landing-page-editor', {
      as: 'admin',
      routes: {
        'GET /api/admin/brands': { body: brands },
        [`GET /api/admin/brands/${BRAND_ID}/pages/landing`]: () => ({ body: state }),
        [`PUT /api/admin/brands/${BRAND_ID}/pages/landing/draft`]: () => {
          state = editor('Theirs');
          return {
            status: 409,
            body: {
              status: 'error',
              code: 'CONFLICT',
              message: 'Someone else saved this page after you opened it.',
            },
          };
        },
      },
    });
    const headline = await screen.findByLabelText('Headline', {}, { timeout: 5000 });
    await app.userEvent.type(headline, ' and more');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This page changed since you opened it')).toBeInTheDocument();
    const sent = app.api.callsTo(`PUT /api/admin/brands/${BRAND_ID}/pages/landing/draft`)[0]!;
    expect(sent.body).toHaveProperty('base_updated_at');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Headline')).toHaveValue('Theirs'));
  });

  it('adds a section of the chosen type', async () => {
    const app = renderApp('/admin/landing-page-editor', {
      as: 'admin',
      routes: {
        'GET /api/admin/brands': { body: brands },
        [`GET /api/admin/brands/${BRAND_ID}/pages/landing`]: { body: editor('Get fundable') },
      },
    });
    await app.userEvent.selectOptions(
      await screen.findByLabelText('Section type', {}, { timeout: 5000 }),
      'Testimonials',
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByRole('region', { name: 'Testimonials section 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quote')).toBeInTheDocument();
  });
});
