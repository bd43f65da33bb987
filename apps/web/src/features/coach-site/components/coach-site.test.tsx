import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const ok = (body: object) => ({ body: { status: 'success', ...body } });
const PAGE_ID = '22222222-2222-4222-8222-222222222222';

const published = (headline: string, extra: object = {}) => ({
  status: 'success',
  site: {
    slug: 'jordan',
    design: 'default',
    title: 'Jordan Coaching',
    description: 'Credit and funding coaching',
    og_image: null,
    version: 3,
    domain: null,
    coach: {
      id: 'b1',
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
    slug: 'home',
    kind: 'home',
    title: 'Home',
    sections: [
      { id: 'hero-1', type: 'hero', headline, cta_label: 'About me', cta_href: '/about' },
      { id: 'bad-1', type: 'text' },
      {
        id: 'booking-1',
        type: 'booking',
        heading: 'Book a call',
        button_label: 'Pick a time',
        link_code: 'CALDEMOJORD1',
      },
      { id: 'contact-1', type: 'contact', heading: 'Write to me' },
    ],
  },
  products: [],
  ...extra,
});

const site = {
  id: 's1',
  slug: 'jordan',
  design: 'default',
  seo_title: 'Jordan Coaching',
  seo_description: null,
  og_image: null,
  public_path: '/site/jordan',
  domain: null,
  published: true,
  published_version: 3,
  published_at: '2026-11-01T10:00:00.000Z',
  has_unpublished_changes: false,
  pages: [
    {
      id: PAGE_ID,
      kind: 'home',
      slug: 'home',
      title: 'Home',
      position: 0,
      section_count: 1,
      updated_at: '2026-11-01T10:00:00.000Z',
    },
  ],
  versions: [
    {
      version: 3,
      published_at: '2026-11-01T10:00:00.000Z',
      published_by_name: 'Jordan',
      page_count: 1,
      section_count: 1,
    },
  ],
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const mine = (over: object = {}) => ok({ site, booking_links: [], has_store: false, ...over });
const editor = (headline: string, extra: object = {}) => ({
  status: 'success',
  site_id: 's1',
  page: site.pages[0],
  draft: { sections: [{ id: 'hero-1', type: 'hero', headline }] },
  draft_updated_at: '2026-11-01T10:00:00.000Z',
  has_unpublished_changes: false,
  published_version: 3,
  versions: site.versions,
  ...extra,
});

describe('public site /site/:slug', () => {
  it('shows the published page in the frame, with the menu and a working booking link', async () => {
    renderApp('/site/jordan', {
      routes: { 'GET /api/sites/jordan/published': { body: published('Get fundable') } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get fundable' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/site/jordan/about');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /About me/ })).toHaveAttribute('href', '/site/jordan/about');
    expect(screen.getByRole('link', { name: 'Pick a time' })).toHaveAttribute('href', '/book/CALDEMOJORD1');
    // A malformed section is left out, the rest renders.
    expect(screen.getByRole('heading', { name: 'Write to me' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Jordan Coaching'));
  });

  it('sends the contact form by keyboard with the spam-check fields, and thanks the visitor', async () => {
    const app = renderApp('/site/jordan', {
      routes: {
        'GET /api/sites/jordan/published': { body: published('Get fundable') },
        'POST /api/sites/jordan/contact': {
          status: 202,
          body: { status: 'success', message: 'Thanks! Your message was sent.' },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Write to me' }, { timeout: 5000 });
    await app.userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/sites/jordan/contact')).toHaveLength(0);

    await app.userEvent.click(within(form).getByLabelText(/Your name/));
    await app.userEvent.keyboard('Vi Visitor');
    await app.userEvent.tab();
    await app.userEvent.keyboard('vi@example.com');
    await app.userEvent.type(within(form).getByLabelText(/Message/), 'Can you help?');
    // The honeypot is out of the tab order.
    expect(within(form).getByLabelText('Website', { selector: 'input' })).toHaveAttribute('tabindex', '-1');
    within(form)
      .getByLabelText(/Message/)
      .focus();
    await app.userEvent.tab();
    await app.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.api.callsTo('POST /api/sites/jordan/contact')).toHaveLength(1));
    const body = app.api.callsTo('POST /api/sites/jordan/contact')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Vi Visitor',
      email: 'vi@example.com',
      message: 'Can you help?',
      website: '',
    });
    expect(typeof body.elapsed_ms).toBe('number');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your message was sent.');
  });

  it('says "Page not found" for a site that is not published', async () => {
    renderApp('/site/nobody', {
      routes: {
        'GET /api/sites/nobody/published': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'This website is not published' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('/coach/setup', () => {
  it('makes the site: design and address, checked before sending', async () => {
    const app = renderApp('/coach/setup', {
      as: 'client',
      routes: {
        'GET /api/sites/mine': ok({ site: null, booking_links: [], has_store: false }),
        'POST /api/sites/mine': (req: MockRequest) => ({
          status: 201,
          body: { status: 'success', site: { ...site, ...(req.body as object), published: false } },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website Setup' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const address = await screen.findByLabelText('Website address');
    await app.userEvent.type(address, 'ab');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my website' }));
    expect(await screen.findByText(/Use 3–40 lower-case letters/)).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/sites/mine')).toHaveLength(0);
    await app.userEvent.clear(address);
    await app.userEvent.type(address, 'jordan');
    await app.userEvent.click(screen.getByLabelText(/Design 3 · Travel/));
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my website' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/sites/mine')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/sites/mine')[0]!.body).toEqual({ slug: 'jordan', design: 'travel' });
    expect(await screen.findByRole('list', { name: 'Pages' })).toBeInTheDocument();
  });

  it('lists the pages, publishes and links to the live site; the Website tab is active', async () => {
    const app = renderApp('/coach/setup', {
      as: 'client',
      routes: {
        'GET /api/sites/mine': mine({ site: { ...site, has_unpublished_changes: true } }),
        'POST /api/sites/mine/publish': ok({ site: { ...site, published_version: 4 } }),
      },
    });
    const pages = await screen.findByRole('list', { name: 'Pages' }, { timeout: 5000 });
    expect(within(pages).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      `/coach/pages/${PAGE_ID}`,
    );
    expect(screen.getByRole('link', { name: /View live site/ })).toHaveAttribute('href', '/site/jordan');
    await app.userEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/sites/mine/publish')).toHaveLength(1));
    expect(await screen.findByText('Live · version 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('/coach/pages/:pageId (the shared block editor)', () => {
  it('edits a hero with the live preview, adds a contact section and publishes the page', async () => {
    const app = renderApp(`/coach/pages/${PAGE_ID}`, {
      as: 'client',
      routes: {
        'GET /api/sites/mine': mine(),
        [`GET /api/sites/mine/pages/${PAGE_ID}`]: { body: editor('Get fundable') },
        [`POST /api/sites/mine/pages/${PAGE_ID}/publish`]: (req: MockRequest) => ({
          body: editor('x', {
            draft: (req.body as { content: unknown }).content,
            published_version: 4,
          }),
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit page: Home' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const headline = await screen.findByLabelText('Headline');
    await app.userEvent.clear(headline);
    await app.userEvent.type(headline, 'Funding, coached');
    // The preview draws the site's own sections (heading level 2 inside the editor).
    expect(await screen.findByRole('heading', { level: 2, name: 'Funding, coached' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await app.userEvent.selectOptions(screen.getByLabelText('Section type'), 'Contact form');
    await app.userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByRole('region', { name: 'Contact form section 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Contact form section 2 up' })).toBeEnabled();

    await app.userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/sites/mine/pages/${PAGE_ID}/publish`)).toHaveLength(1),
    );
    expect(app.api.callsTo(`POST /api/sites/mine/pages/${PAGE_ID}/publish`)[0]!.body).toMatchObject({
      base_updated_at: '2026-11-01T10:00:00.000Z',
      content: {
        sections: [
          { type: 'hero', headline: 'Funding, coached' },
          { type: 'contact', heading: 'Get in touch' },
        ],
      },
    });
    expect(await screen.findByText('Published · version 4')).toBeInTheDocument();
  });

  it('refuses a booking section without one of their links before sending', async () => {
    const app = renderApp(`/coach/pages/${PAGE_ID}`, {
      as: 'client',
      routes: {
        'GET /api/sites/mine': mine(),
        [`GET /api/sites/mine/pages/${PAGE_ID}`]: { body: editor('Get fundable') },
      },
    });
    await app.userEvent.selectOptions(
      await screen.findByLabelText('Section type', {}, { timeout: 5000 }),
      'Booking button',
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByText(/You have no booking link yet/)).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getAllByText('Some fields need attention').length).toBeGreaterThan(0));
    expect(app.api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('/coach/leads', () => {
  it("lists the coach's website leads with what they wrote", async () => {
    renderApp('/coach/leads', {
      as: 'client',
      routes: {
        'GET /api/sites/mine/leads': ok({
          leads: [
            {
              id: 'l1',
              name: 'Vi Visitor',
              email: 'vi@example.com',
              phone: null,
              source: 'website',
              stage_name: 'New',
              stage_kind: 'open',
              messages: [
                {
                  body: 'Sent the contact form on the coach website: Can you help?',
                  created_at: '2026-11-02T10:00:00.000Z',
                },
              ],
              created_at: '2026-11-02T10:00:00.000Z',
              updated_at: '2026-11-02T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          per_page: 25,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website Leads' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Website leads' });
    expect(await within(table).findByText('Vi Visitor')).toBeInTheDocument();
    expect(within(table).getByText(/Can you help\?/)).toBeInTheDocument();
    expect(within(table).getByText('Coach website')).toBeInTheDocument();
  });

  it('asks for the newest leads each time the screen opens (a visitor may have written since)', async () => {
    const app = renderApp('/coach/leads', {
      as: 'client',
      routes: {
        'GET /api/sites/mine': mine(),
        'GET /api/sites/mine/leads': ok({ leads: [], total: 0, page: 1, per_page: 25 }),
      },
    });
    expect(await screen.findByText('No leads yet', {}, { timeout: 5000 })).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('link', { name: 'Pages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Website Setup' })).toBeInTheDocument();
    await app.userEvent.click(await screen.findByRole('link', { name: 'Leads' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Website Leads' })).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo('GET /api/sites/mine/leads')).toHaveLength(2));
  });

  it('says so when there are no leads yet', async () => {
    renderApp('/coach/leads', {
      as: 'client',
      routes: { 'GET /api/sites/mine/leads': ok({ leads: [], total: 0, page: 1, per_page: 25 }) },
    });
    expect(await screen.findByText('No leads yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('When a visitor sends your contact form or books your link, they show up here.'),
    ).toBeInTheDocument();
  });

  it('shows why the leads could not be loaded and tries again on request', async () => {
    let calls = 0;
    const app = renderApp('/coach/leads', {
      as: 'client',
      routes: {
        'GET /api/sites/mine/leads': () =>
          ++calls === 1
            ? { status: 403, body: { status: 'error', code: 'FORBIDDEN', message: 'Not allowed here' } }
            : ok({ leads: [], total: 0, page: 1, per_page: 25 }),
      },
    });
    expect(await screen.findByText('Not allowed here', {}, { timeout: 5000 })).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
