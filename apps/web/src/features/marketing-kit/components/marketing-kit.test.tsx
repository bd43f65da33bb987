import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import {
  AUDIENCE,
  audienceBody,
  EMAILS,
  emailsBody,
  kit,
  kitBody,
  LINKS,
  PREVIEW,
  SEND,
  sentEmail,
} from '../testing/fixtures';
import { characterCount } from './post-templates';

afterEach(() => vi.restoreAllMocks());

const origin = window.location.origin;
// The first render imports the screen's chunks cold: give it time.
const heading = () => screen.findByRole('heading', { level: 1, name: 'Marketing' }, { timeout: 10_000 });

describe('/marketing: links & QR', () => {
  it('shows every link: live ones to copy with their clicks, missing ones with where to set them up', async () => {
    renderApp('/marketing', { as: 'client', routes: { [LINKS]: kitBody() } });
    expect(await heading()).toBeInTheDocument();
    expect(await screen.findByLabelText('Short link: Referral link')).toHaveValue(`${origin}/go/REF2345`);
    expect(screen.getByText('Opens /ref/JORDAN7K3M')).toBeInTheDocument();

    const k = kit();
    const referral = screen
      .getByRole('heading', { level: 3, name: 'Referral link' })
      .closest('div.space-y-4')!;
    const last30 = k.links.find((l) => l.kind === 'referral')!.clicks.last_30_days;
    expect(referral).toHaveTextContent(`${last30} clicks in 30 days`);
    expect(referral).toHaveTextContent(`${last30 + 40} all time`);

    // The 30-day figure across links is the sum of the daily series.
    const stat = screen.getByText('Clicks, last 30 days').closest('div')!.parentElement!;
    expect(stat).toHaveTextContent(String(k.totals.series.reduce((n, d) => n + d.clicks, 0)));

    const store = screen.getByRole('heading', { level: 3, name: 'Online store' }).closest('div.space-y-4')!;
    expect(within(store as HTMLElement).getByText('Not set up')).toBeInTheDocument();
    expect(within(store as HTMLElement).getByRole('link', { name: /Set up your store/ })).toHaveAttribute(
      'href',
      '/my-store',
    );
    expect(within(store as HTMLElement).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a link’s QR code (the short link with ?src=qr) with SVG and PNG downloads', async () => {
    const app = renderApp('/marketing', { as: 'client', routes: { [LINKS]: kitBody() } });
    await heading();
    const toggle = await screen.findByRole('button', { name: 'Show QR code for Referral link' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('img', { name: `QR code that opens ${origin}/go/REF2345?src=qr` }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'download',
      'referral-link-ref2345-qr.svg',
    );
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
  });

  it('keeps the page heading while loading and when the kit cannot be loaded', async () => {
    renderApp('/marketing', { as: 'client', routes: { [LINKS]: 'pending' } });
    expect(await heading()).toBeInTheDocument();
    expect(await screen.findByText('Loading your marketing kit…')).toBeInTheDocument();
  });

  it('says what went wrong, with Try again', async () => {
    renderApp('/marketing', {
      as: 'client',
      routes: { [LINKS]: { status: 500, body: { status: 'error', code: 'INTERNAL', message: 'Boom' } } },
    });
    expect(await heading()).toBeInTheDocument();
    expect(await screen.findByText('Your marketing kit could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/marketing?tab=social', () => {
  it('fills each post with the coach’s link, counts characters per network and copies the text', async () => {
    const app = renderApp('/marketing?tab=social', { as: 'client', routes: { [LINKS]: kitBody() } });
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Social posts' })).toHaveAttribute('aria-selected', 'true');

    const post = (await screen.findByRole('heading', { level: 3, name: 'Book a call' })).closest(
      'div.space-y-4',
    ) as HTMLElement;
    const box = within(post).getByLabelText('LinkedIn post: Book a call') as HTMLTextAreaElement;
    expect(box.value).toContain(`${origin}/go/BKG2345`);
    expect(box.value).toContain('Jordan Funding Coaching');

    await app.userEvent.click(within(post).getByRole('button', { name: 'X' }));
    const x = within(post).getByLabelText('X post: Book a call') as HTMLTextAreaElement;
    expect(
      within(post).getByText(`${characterCount('x', x.value)} / 280 characters (a link counts as 23)`),
    ).toBeInTheDocument();

    await app.userEvent.click(within(post).getByRole('button', { name: /Copy text/ }));
    // user-event stands in for the clipboard: read back what was copied.
    expect(await navigator.clipboard.readText()).toBe(x.value);

    // Editing past X's limit says so; Reset brings the template back.
    await app.userEvent.clear(x);
    await app.userEvent.click(x);
    await app.userEvent.paste('a'.repeat(300));
    expect(within(post).getByText(/20 too many for X/)).toBeInTheDocument();
    await app.userEvent.click(within(post).getByRole('button', { name: /Reset text/ }));
    expect((within(post).getByLabelText('X post: Book a call') as HTMLTextAreaElement).value).toContain(
      '/go/BKG2345',
    );

    // The image, in the coach's colours, and its downloads at the chosen size.
    expect(
      within(post).getByRole('img', { name: /Post image: Book your strategy call \(1080 × 1080\)/ }),
    ).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Link preview 1200 × 630' }));
    expect(within(post).getByRole('link', { name: /Download SVG/ })).toHaveAttribute(
      'download',
      'booking-cta-1200x630.svg',
    );
  });

  it('offers the way to set a link up when a post has none', async () => {
    renderApp('/marketing?tab=social', { as: 'client', routes: { [LINKS]: kitBody() } });
    const post = (await screen.findByRole('heading', { level: 3, name: 'Store promo' })).closest(
      'div.space-y-3',
    ) as HTMLElement;
    expect(within(post).getByText('Needs a link')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Set up your store' })).toHaveAttribute(
      'href',
      '/my-store',
    );
  });
});

describe('/marketing?tab=email', () => {
  const routes = (over = {}) => ({
    [LINKS]: kitBody(),
    [AUDIENCE]: audienceBody(),
    [EMAILS]: emailsBody(),
    ...over,
  });

  it('shows the audience and what was sent, with its stats', async () => {
    renderApp('/marketing?tab=email', { as: 'client', routes: routes() });
    expect(await heading()).toBeInTheDocument();
    const audience = (await screen.findByText('Will receive it')).closest('div')!.parentElement!;
    expect(audience).toHaveTextContent('12');
    const sent = (await screen.findByRole('heading', { level: 3, name: 'Spring funding check-in' })).closest(
      'li',
    )!;
    expect(sent).toHaveTextContent('Sent');
    expect(sent).toHaveTextContent('Opened6');
    expect(sent).toHaveTextContent('55%'); // 6 of 11 delivered
    expect(screen.getByRole('button', { name: 'Send to 12 contacts' })).toBeEnabled();
  });

  it('previews, then sends once after confirming, with an Idempotency-Key', async () => {
    const app = renderApp('/marketing?tab=email', {
      as: 'client',
      routes: routes({
        [PREVIEW]: {
          body: {
            status: 'success',
            preview: {
              subject: 'News from Jordan Funding Coaching',
              preheader: '',
              html: '<html><body><p>Hi Sam</p></body></html>',
              text: 'Hi Sam',
              recipient: { user_id: null, display_name: 'Sam Customer', email: 'sam@example.com' },
              warnings: ['Add a postal address to your brand'],
            },
          },
        },
        [SEND]: {
          status: 202,
          body: { status: 'success', email: { ...sentEmail({ status: 'sending' }), blocks: [] } },
        },
      }),
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Preview of “News from Jordan Funding Coaching”')).toBeInTheDocument();
    expect(screen.getByText('Add a postal address to your brand')).toBeInTheDocument();
    const previewBody = app.api.callsTo(PREVIEW)[0]!.body as {
      subject: string;
      blocks: Array<{ type: string; text?: string }>;
    };
    expect(previewBody.subject).toBe('News from Jordan Funding Coaching');
    expect(previewBody.blocks[0]!.text).toContain('{{first_name|there}}');

    await app.userEvent.click(screen.getByRole('button', { name: 'Send to 12 contacts' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Send to 12 contacts?');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(app.api.callsTo(SEND)).toHaveLength(1));
    expect(app.api.callsTo(SEND)[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('checks the message before sending anything', async () => {
    const app = renderApp('/marketing?tab=email', { as: 'client', routes: routes() });
    const subject = await screen.findByLabelText('Subject');
    await app.userEvent.clear(subject);
    await app.userEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/marketing/emails/test')).toHaveLength(0);
  });

  it('cannot send without contacts or past the daily limit', async () => {
    renderApp('/marketing?tab=email', {
      as: 'client',
      routes: routes({ [AUDIENCE]: audienceBody(0), [EMAILS]: emailsBody([sentEmail()], 3) }),
    });
    expect(await screen.findByRole('button', { name: 'No contacts to e-mail yet' })).toBeDisabled();
    expect(await screen.findByText('Today’s sends are used up')).toBeInTheDocument();
  });
});
