import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { move, toSitePayload } from './utils/site-form';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const site = {
  code: 'ALEX2026',
  display_name: 'Alex Affiliate',
  photo_url: '',
  bio: 'Small-group trips.',
  primary_color: '#0e7490',
  accent_color: '#f59e0b',
  featured_package_ids: [ID(1)],
  links: { travel: '/travel/ALEX2026', referral: '/ref/ALEX2026' },
};

const pkg = (n: number, title: string, destination: string) => ({
  id: ID(n),
  title,
  destination,
  summary: '',
  image: null,
  duration_days: 7,
  from_price_cents: 150_000 + n * 10_000,
  next_departure: '2027-03-14',
  status: 'published',
});

const packages = {
  packages: [
    pkg(1, 'Lisbon Food Week', 'Portugal'),
    pkg(2, 'Kyoto in Autumn', 'Japan'),
    pkg(3, 'Patagonia Trek', 'Chile'),
  ],
  total: 3,
  page: 1,
  per_page: 60,
  destinations: ['Chile', 'Japan', 'Portugal'],
};

function renderSite(routes = {}) {
  return renderApp('/my-travel-site', {
    as: 'affiliate',
    routes: {
      'GET /api/travel/site': ok({ site }),
      'GET /api/travel/packages': ok(packages),
      'PUT /api/travel/site': (req) => ({
        body: {
          status: 'success',
          site: { ...site, ...(req.body as object) },
          message: 'Your travel site is saved',
        },
      }),
      ...routes,
    },
  });
}

describe('/my-travel-site', () => {
  it('admits a travel affiliate and refuses a marketplace member', async () => {
    renderSite();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Travel Site' })).toBeInTheDocument();
    // The affiliate's bottom bar has only their pages.
    const nav = screen.getByRole('navigation', { name: 'Client navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Travel', 'Commissions']);
    expect(within(nav).getByRole('link', { name: 'Travel' })).toHaveAttribute('aria-current', 'page');

    const member = renderApp('/my-travel-site', {
      as: 'member',
      routes: { 'GET /api/travel/site': ok({ site }) },
    });
    // The member's home is another lazily loaded screen: give a loaded machine time to fetch it.
    await waitFor(() => expect(member.location()).toBe('/manila/members'), { timeout: 10_000 });
    expect(member.api.callsTo('GET /api/travel/site')).toHaveLength(0);
  });

  it('saves the colours and the featured packages in the chosen order', async () => {
    const app = renderSite();
    const primary = await screen.findByLabelText('Primary colour');
    await app.userEvent.clear(primary);
    await app.userEvent.type(primary, '#1D4ED8');
    // An empty accent is the default accent.
    await app.userEvent.clear(screen.getByLabelText('Accent colour'));

    const featured = await screen.findByRole('group', { name: 'Featured packages' });
    await app.userEvent.selectOptions(within(featured).getByLabelText('Add a package'), ID(3));
    await app.userEvent.click(within(featured).getByRole('button', { name: 'Add' }));
    await app.userEvent.selectOptions(within(featured).getByLabelText('Add a package'), ID(2));
    await app.userEvent.click(within(featured).getByRole('button', { name: 'Add' }));
    await app.userEvent.click(within(featured).getByRole('button', { name: 'Move Kyoto in Autumn up' }));
    await app.userEvent.click(within(featured).getByRole('button', { name: 'Remove Lisbon Food Week' }));
    expect(
      within(featured).getByText('2 of 6 chosen. Your site shows them in this order.'),
    ).toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/travel/site')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/travel/site')[0]!.body).toEqual({
      display_name: 'Alex Affiliate',
      photo_url: '',
      bio: 'Small-group trips.',
      primary_color: '#1d4ed8',
      accent_color: '#f59e0b',
      featured_package_ids: [ID(2), ID(3)],
    });
    expect(await screen.findByText('Your travel site is saved')).toBeInTheDocument();
  });

  it('shows the link, absolute, with a QR code of it, and warns about unreadable colours', async () => {
    const app = renderSite();
    const link = await screen.findByLabelText('Travel site link');
    expect(link).toHaveValue(`${window.location.origin}/travel/ALEX2026`);
    expect(
      screen.getByRole('img', { name: `QR code that opens ${window.location.origin}/travel/ALEX2026` }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'download',
      'travel-site-alex2026-qr.svg',
    );
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();

    const primary = screen.getByLabelText('Primary colour');
    await app.userEvent.clear(primary);
    await app.userEvent.type(primary, '#7a7a7a');
    expect(screen.getByText(/Text on it reaches only 4\.29:1/)).toBeInTheDocument();
  });

  it('checks before sending, and shows the server’s refusal on its field', async () => {
    const app = renderSite({
      'PUT /api/travel/site': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          details: [{ path: 'body.photo_url', message: 'Images are https addresses or uploaded files' }],
        },
      },
    });
    const name = await screen.findByLabelText(/Display name/);
    await app.userEvent.clear(name);
    await app.userEvent.click(screen.getByRole('button', { name: 'Save site' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(app.api.callsTo('PUT /api/travel/site')).toHaveLength(0);

    await app.userEvent.type(name, 'Alex');
    await app.userEvent.type(
      screen.getByLabelText('Or the address of a photo'),
      'https://example.com/me.jpg',
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Save site' }));
    expect(await screen.findByText('Images are https addresses or uploaded files')).toBeInTheDocument();
    expect(screen.getByLabelText('Or the address of a photo')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the site photo', () => {
  it('uploads a chosen image, shows it at once, and can be removed (saved with the form)', async () => {
    const url = '/api/travel/media/sites/11111111-1111-4111-8111-111111111111.webp';
    const app = renderSite({
      'POST /api/travel/site/photo': ok({ site: { ...site, photo_url: url }, message: 'Photo uploaded' }),
    });
    const input = await screen.findByLabelText(/Upload a photo/);
    await app.userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'You, as shown on your site' })).toHaveAttribute(
      'src',
      url,
    );
    const sent = app.api.callsTo('POST /api/travel/site/photo');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    await app.userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'You, as shown on your site' })).not.toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/travel/site')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/travel/site')[0]!.body).toMatchObject({ photo_url: '' });
  });

  it('shows the server’s refusal of a file that is not an image', async () => {
    const app = renderSite({
      'POST /api/travel/site/photo': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'me.png is not a JPEG, PNG or WebP image',
          details: { errors: { file: 'Use a JPEG, PNG or WebP image' } },
        },
      },
    });
    const input = await screen.findByLabelText(/Upload a photo/);
    await app.userEvent.upload(input, new File(['MZ'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(/JPEG, PNG or WebP image/)).toBeInTheDocument();
  });
});

describe('site form helpers', () => {
  it('sends default colours for empty ones, lower-cased, and keeps the order of the featured ids', () => {
    expect(
      toSitePayload({
        display_name: ' Alex ',
        photo_url: '',
        bio: '',
        primary_color: ' #ABCDEF ',
        accent_color: '',
        featured_package_ids: ['b', 'a'],
      }),
    ).toEqual({
      display_name: 'Alex',
      photo_url: '',
      bio: '',
      primary_color: '#abcdef',
      accent_color: '#f59e0b',
      featured_package_ids: ['b', 'a'],
    });
  });

  it('moves within bounds only', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
