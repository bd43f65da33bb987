import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { type MockReply, ok, sessionRoutes, unauthenticated } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { listOf } from './profile-fields';

const SIGNUP = 'POST /api/marketplace/specialists/signup';
const CONTRACT = 'GET /api/marketplace/specialists/me/contract';
const SIGN = 'POST /api/marketplace/specialists/me/contract/sign';

const contract = (over: Record<string, unknown> = {}) => ({
  title: 'Manila Specialist Agreement',
  version: 2,
  document_text: '# Agreement\n\nBetween Manila and **Riley Santos**.',
  signed_current: false,
  record: null,
  ...over,
});

const ownProfile = {
  id: 'u_sp_1',
  email: 'riley@example.com',
  display_name: 'Riley Santos',
  photo_url: null,
  headline: '',
  bio: '',
  specialties: ['Massage', 'Reiki'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'in_person',
  city: 'Makati',
  status: 'pending_review',
  review_note: '',
  approved_at: null,
  link_code: 'RILEY123',
  booking_path: '/book/RILEY123',
  agreement: {
    signed_current: false,
    record_id: null,
    signed_version: null,
    signed_at: null,
    current_version: 2,
  },
  profile_views: 0,
  qr_scans: 0,
  created_at: '2026-12-07T10:00:00.000Z',
  updated_at: '2026-12-07T10:00:00.000Z',
};

/** Signed out until the sign-up answers, then the new specialist (the cookie the server set). */
function signupSession() {
  let signedUp = false;
  const specialist = makeUser('specialist', { email: 'riley@example.com' });
  const session = sessionRoutes(specialist);
  return {
    ...session,
    'GET /api/auth/current-user': () =>
      signedUp ? (session['GET /api/auth/current-user'] as MockReply) : unauthenticated,
    [SIGNUP]: () => {
      signedUp = true;
      return { status: 201, body: { status: 'success', specialist: ownProfile, message: 'Welcome!' } };
    },
  };
}

describe('listOf', () => {
  it('splits on commas and drops blanks', () => {
    expect(listOf(' Reiki, breathwork ,, ')).toEqual(['Reiki', 'breathwork']);
    expect(listOf('')).toEqual([]);
  });
});

describe('/specialist/signup', () => {
  it('checks the form like the contract before sending anything', async () => {
    const app = renderApp('/specialist/signup', { routes: signupSession() });
    await screen.findByRole('heading', { level: 1, name: 'Become a Specialist' });
    await app.userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await app.userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my specialist account' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Display name/)).toHaveAttribute('aria-invalid', 'true');
    expect(app.api.callsTo(SIGNUP)).toHaveLength(0);
  });

  it('sends the profile with lists, signs the visitor in and opens the agreement', async () => {
    const app = renderApp('/specialist/signup', {
      routes: { ...signupSession(), [CONTRACT]: ok({ contract: contract() }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Become a Specialist' });
    await app.userEvent.type(screen.getByLabelText(/^Email/), 'riley@example.com');
    await app.userEvent.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await app.userEvent.type(screen.getByLabelText(/^Display name/), 'Riley Santos');
    await app.userEvent.type(screen.getByLabelText(/^Specialties/), 'Massage, Reiki ,');
    await app.userEvent.selectOptions(screen.getByLabelText(/^Time zone/), 'Asia/Manila');
    await app.userEvent.click(screen.getByRole('radio', { name: /In person/ }));
    await app.userEvent.type(screen.getByLabelText(/^City/), 'Makati');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my specialist account' }));
    await waitFor(() => expect(app.api.callsTo(SIGNUP)).toHaveLength(1));
    expect(app.api.callsTo(SIGNUP)[0]!.body).toMatchObject({
      email: 'riley@example.com',
      display_name: 'Riley Santos',
      specialties: ['Massage', 'Reiki'],
      languages: ['English'],
      time_zone: 'Asia/Manila',
      location_mode: 'in_person',
      city: 'Makati',
    });
    await waitFor(() => expect(app.location()).toBe('/specialist/contract'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manila Specialist Agreement' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal (email taken) beside the field', async () => {
    const app = renderApp('/specialist/signup', {
      routes: {
        [SIGNUP]: {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'An account with this email already exists',
            details: [{ path: 'body.email', message: 'An account with this email already exists' }],
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Become a Specialist' });
    await app.userEvent.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await app.userEvent.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await app.userEvent.type(screen.getByLabelText(/^Display name/), 'Riley');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my specialist account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(app.location()).toBe('/specialist/signup');
  });
});

describe('/specialist/contract', () => {
  it('asks visitors to sign in as a specialist', async () => {
    const app = renderApp('/specialist/contract');
    expect(await screen.findByRole('link', { name: 'Sign in as a specialist' })).toHaveAttribute(
      'href',
      '/specialist/login?next=/specialist/contract',
    );
    expect(app.api.callsTo(CONTRACT)).toHaveLength(0);
  });

  it('signs with the typed name once “I agree” is ticked', async () => {
    const app = renderApp('/specialist/contract', {
      as: 'specialist',
      routes: {
        [CONTRACT]: ok({ contract: contract() }),
        [SIGN]: ok({
          contract: contract({
            signed_current: true,
            record: {
              id: 'r1',
              version: 2,
              signed_at: '2026-12-07T10:00:00.000Z',
              typed_name: 'Riley Santos',
            },
          }),
        }),
      },
    });
    expect(await screen.findByText('Riley Santos', { selector: 'strong' })).toBeInTheDocument();
    await app.userEvent.type(screen.getByLabelText(/^Your full name/), 'Riley Santos');
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign agreement' }));
    expect(await screen.findByText('Tick “I agree” to sign')).toBeInTheDocument();
    expect(app.api.callsTo(SIGN)).toHaveLength(0);
    await app.userEvent.click(screen.getByRole('checkbox', { name: /agree to it/ }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign agreement' }));
    await waitFor(() => expect(app.api.callsTo(SIGN)).toHaveLength(1));
    expect(app.api.callsTo(SIGN)[0]!.body).toEqual({ signature_name: 'Riley Santos', agree: true });
    const signed = await screen.findByText(/signed version 2/);
    expect(
      within(signed.closest('[role="status"], div')!).getByText(/admin now reviews/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your services' })).toHaveAttribute(
      'href',
      '/specialist/services',
    );
  });

  it('asks to sign again when the agreement changed since', async () => {
    renderApp('/specialist/contract', {
      as: 'specialist',
      routes: {
        [CONTRACT]: ok({
          contract: contract({
            record: { id: 'r0', version: 1, signed_at: '2026-01-07T10:00:00.000Z', typed_name: 'Riley' },
          }),
        }),
      },
    });
    expect(await screen.findByText(/You signed version 1; the agreement has changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign agreement' })).toBeInTheDocument();
  });
});

describe('/manila/signup', () => {
  it('creates a member and returns to a path on this site only', async () => {
    let signedUp = false;
    const member = makeUser('member');
    const session = sessionRoutes(member);
    const app = renderApp('/manila/signup?next=//evil.example/x', {
      routes: {
        ...session,
        'GET /api/auth/current-user': () =>
          signedUp ? (session['GET /api/auth/current-user'] as MockReply) : unauthenticated,
        'POST /api/marketplace/members/signup': () => {
          signedUp = true;
          return {
            status: 201,
            body: {
              status: 'success',
              member: { id: member.id, email: member.email, display_name: 'Mia Member', role: 'member' },
              message: 'Welcome!',
            },
          };
        },
        'GET /api/marketplace/specialists': ok({
          specialists: [],
          total: 0,
          page: 1,
          per_page: 12,
          facets: {},
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Join Manila' });
    await app.userEvent.type(screen.getByLabelText(/^Full name/), 'Mia Member');
    await app.userEvent.type(screen.getByLabelText(/^Email/), 'mia@example.com');
    await app.userEvent.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(app.location()).toBe('/manila/members'));
    expect(app.api.callsTo('POST /api/marketplace/members/signup')[0]!.body).toEqual({
      full_name: 'Mia Member',
      email: 'mia@example.com',
      password: 'a-long-password-1',
    });
  });

  it("tracks an affiliate's ?ref= and sends it with the sign-up", async () => {
    const app = renderApp('/manila/signup?ref=MAYA7K3M', {
      routes: {
        'POST /api/referrals/track': ok({
          affiliate: { code: 'MAYA7K3M', display_name: 'Maya' },
          attribution_days: 30,
        }),
        'POST /api/marketplace/members/signup': {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'An account with that email already exists' },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Join Manila' });
    await waitFor(() => expect(app.api.callsTo('POST /api/referrals/track')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/referrals/track')[0]!.body).toEqual({
      code: 'MAYA7K3M',
      path: '/manila/signup',
    });
    await app.userEvent.type(screen.getByLabelText(/^Full name/), 'Mia Member');
    await app.userEvent.type(screen.getByLabelText(/^Email/), 'mia@example.com');
    await app.userEvent.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/marketplace/members/signup')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/marketplace/members/signup')[0]!.body).toMatchObject({
      ref: 'MAYA7K3M',
    });
  });
});

describe('/specialist/profile-settings', () => {
  it('edits the profile it loaded and shows where the review stands', async () => {
    const rejected = { ...ownProfile, status: 'rejected', review_note: 'Add your certifications' };
    const app = renderApp('/specialist/profile-settings', {
      as: 'specialist',
      routes: {
        'GET /api/marketplace/specialists/me': ok({ specialist: rejected }),
        'PUT /api/marketplace/specialists/me': (req) =>
          ok({
            specialist: { ...rejected, ...(req.body as object), updated_at: '2026-12-07T11:00:00.000Z' },
          }),
      },
    });
    const status = await screen.findByRole('complementary', { name: 'Profile status' });
    expect(within(status).getByText('Not approved')).toBeInTheDocument();
    expect(within(status).getByText('Add your certifications')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Read and sign the agreement' })).toBeInTheDocument();
    const specialties = screen.getByLabelText(/^Specialties/);
    expect(specialties).toHaveValue('Massage, Reiki');
    await app.userEvent.clear(specialties);
    await app.userEvent.type(specialties, 'Massage, Reiki, Certified RMT');
    await app.userEvent.clear(screen.getByLabelText(/^Display name/));
    await app.userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /api/marketplace/specialists/me')).toHaveLength(0);
    await app.userEvent.type(screen.getByLabelText(/^Display name/), 'Riley Santos, RMT');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/marketplace/specialists/me')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/marketplace/specialists/me')[0]!.body).toMatchObject({
      display_name: 'Riley Santos, RMT',
      specialties: ['Massage', 'Reiki', 'Certified RMT'],
      city: 'Makati',
      photo_url: null,
    });
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
  });
});
