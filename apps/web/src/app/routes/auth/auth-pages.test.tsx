import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

describe('/login', () => {
  it('has labelled, required email and password fields and a Forgot password? link', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Email Address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const app = renderApp('/login');
    await app.userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows Invalid email or password from the server', async () => {
    const app = renderApp('/login', {
      routes: {
        'POST /api/auth/login': {
          status: 401,
          body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
        },
      },
    });
    await app.userEvent.type(await screen.findByLabelText('Email Address'), 'client@fundpath.test');
    await app.userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(app.location()).toBe('/login');
  });

  it('signs in and lands on the role home, or on next', async () => {
    const client = makeUser('client');
    const app = renderApp('/login?next=%2Fclient%2Fsupport', {
      routes: {
        'POST /api/auth/login': ok({ user: client, message: 'Login successful' }),
        'GET /api/auth/roles': ok({ roles: ['client'] }),
      },
    });
    await app.userEvent.type(await screen.findByLabelText('Email Address'), client.email);
    await app.userEvent.type(screen.getByLabelText('Password'), 'fundpath-demo-2026');
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe('/client/support'));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('fills the form from the demo accounts helper', async () => {
    const app = renderApp('/login');
    await app.userEvent.click(await screen.findByRole('button', { name: 'Demo accounts' }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Use admin@fundpath.test' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('admin@fundpath.test');
    expect(screen.getByLabelText('Password')).toHaveValue('fundpath-demo-2026');
  });
});

describe('/forgot-password', () => {
  it.each([
    ['success', ok({ message: 'If that account exists, we sent a link.' })],
    ['a failure', { status: 429, body: { status: 'error', code: 'RATE_LIMITED', message: 'Slow down' } }],
  ])('shows the same confirmation after %s', async (_case, reply) => {
    const app = renderApp('/forgot-password', { routes: { 'POST /api/auth/forgot-password': reply } });
    await app.userEvent.type(await screen.findByLabelText('Email Address'), 'someone@example.com');
    await app.userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for that email address/)).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({
      email: 'someone@example.com',
    });
  });
});

describe('/reset-password', () => {
  const token = 'a'.repeat(32);

  it('explains a link without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
  });

  it('checks length and confirmation, then resets', async () => {
    const app = renderApp(`/reset-password?token=${token}`, {
      routes: { 'POST /api/auth/reset-password': ok({ message: 'Password updated. You can sign in now.' }) },
    });
    await app.userEvent.type(await screen.findByLabelText('New password'), 'short');
    await app.userEvent.type(screen.getByLabelText('Confirm new password'), 'different');
    await app.userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await app.userEvent.clear(screen.getByLabelText('New password'));
    await app.userEvent.clear(screen.getByLabelText('Confirm new password'));
    await app.userEvent.type(screen.getByLabelText('New password'), 'a-long-new-password');
    await app.userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-new-password');
    await app.userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password updated. You can sign in now.')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token,
      password: 'a-long-new-password',
    });
  });

  it('shows the server message for an expired token', async () => {
    const app = renderApp(`/reset-password?token=${token}`, {
      routes: {
        'POST /api/auth/reset-password': {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'This reset link has expired' },
        },
      },
    });
    await app.userEvent.type(await screen.findByLabelText('New password'), 'a-long-new-password');
    await app.userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-new-password');
    await app.userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
  });
});

describe('/register', () => {
  async function fillAndSubmit(app: ReturnType<typeof renderApp>) {
    await app.userEvent.type(await screen.findByLabelText('Full name'), 'Rae Traveler');
    await app.userEvent.type(screen.getByLabelText('Email Address'), 'rae@example.com');
    await app.userEvent.type(screen.getByLabelText('Choose a password'), 'a-long-password');
    await app.userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await app.userEvent.click(screen.getByRole('checkbox'));
    await app.userEvent.click(screen.getByRole('button', { name: 'Create affiliate account' }));
  }

  it('validates before sending', async () => {
    const app = renderApp('/register');
    await app.userEvent.click(await screen.findByRole('button', { name: 'Create affiliate account' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the affiliate terms to continue')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field it names', async () => {
    const app = renderApp('/register', {
      routes: {
        'POST /api/travel/affiliates/register': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'An account with that email already exists',
            details: { errors: { email: 'An account with that email already exists' } },
          },
        },
      },
    });
    await fillAndSubmit(app);
    expect(await screen.findByText('An account with that email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms a registration with the new code and links', async () => {
    const affiliate = {
      code: 'RAE7K3M',
      display_name: 'Rae Traveler',
      status: 'active',
      links: { referral: '/ref/RAE7K3M', travel: '/travel/RAE7K3M' },
      clicks: 0,
      created_at: '2026-11-28T00:00:00.000Z',
    };
    // The server signs the new affiliate in: from then on the session is theirs.
    let registered = false;
    const me = makeUser('affiliate', { display_name: 'Rae Traveler', email: 'rae@example.com' });
    const app = renderApp('/register', {
      routes: {
        'POST /api/travel/affiliates/register': () => {
          registered = true;
          return ok({ affiliate, message: 'Welcome aboard!' });
        },
        'GET /api/auth/current-user': () =>
          registered
            ? ok({ user: me, impersonation: { is_impersonating: false, original_user_id: null } })
            : { status: 401, body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Not logged in' } },
      },
    });
    await fillAndSubmit(app);
    expect(await screen.findByRole('heading', { name: 'You’re registered' })).toBeInTheDocument();
    expect(screen.getByText('RAE7K3M')).toBeInTheDocument();
    expect(screen.getByText(/\/travel\/RAE7K3M$/)).toBeInTheDocument();
    // Affiliates land on their commission dashboard (the travel site and ledger are one tap away).
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/commission-dashboard',
    );
  });
});

describe('marketplace sign-in pages', () => {
  it.each([
    ['/manila/login', 'member', '/manila/members'],
    ['/specialist/login', 'specialist', '/specialist/discover'],
    ['/customer/login', 'customer', '/customer/dashboard'],
    ['/manila/affiliate/login', 'affiliate', '/manila/affiliate/dashboard'],
    ['/manila/affiliate/login?next=/commissions', 'affiliate', '/commissions'],
    ['/manila/affiliate/login?next=//evil.example', 'affiliate', '/manila/affiliate/dashboard'],
    ['/manila/affiliate/login', 'member', '/manila/members'],
  ] as const)('%s signs a %s in and lands on %s', async (path, role, home) => {
    const user = makeUser(role);
    const app = renderApp(path, {
      routes: {
        'POST /api/auth/login': ok({ user, message: 'Login successful' }),
        'GET /api/auth/roles': ok({ roles: [role] }),
      },
    });
    await app.userEvent.type(await screen.findByLabelText('Email Address'), user.email);
    await app.userEvent.type(screen.getByLabelText('Password'), 'fundpath-demo-2026');
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe(home));
  });
});
